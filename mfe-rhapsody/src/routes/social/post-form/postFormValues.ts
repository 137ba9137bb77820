import * as yup from 'yup';
import {
  defaultSocialWeight,
  messages,
  socialConstants,
  socialLimits,
  socialMessages,
  socialWeights,
  type SocialPost,
  type SocialPostInput,
  type SocialTemplate,
  type SocialUrlOption,
} from '@ensemble/contracts';
import { joinDescription, normalizeHashtags, splitDescription } from './description';
import type { PostMedia } from './MediaUpload';

/** The post form: the description edited as hashtags and content, the media as one value. */
export interface PostFormValues {
  title: string;
  urlId: number | null;
  weight: number;
  hashtags: string;
  content: string;
  media: PostMedia | null;
  is_reels: boolean;
}

/** Spec 3 §5 Post; the URL's words depend on whether there is any URL to choose. */
export function postFormSchema(hasUrls: boolean) {
  return yup.object({
    title: yup
      .string()
      .trim()
      .required(socialMessages.titleRequired)
      .max(socialLimits.titleMaxLength, messages.maxLength(socialLimits.titleMaxLength)),
    urlId: yup
      .number()
      .nullable()
      .required(hasUrls ? socialMessages.urlRequired : socialMessages.addUrlFirst),
    content: yup
      .string()
      .trim()
      .required(socialMessages.contentRequired)
      .test('description-length', messages.maxLength(socialLimits.descriptionMaxLength), function (content) {
        const { hashtags } = this.parent as PostFormValues;
        return joinDescription(hashtags ?? '', content ?? '').length <= socialLimits.descriptionMaxLength;
      }),
    media: yup.mixed().nullable().required(socialMessages.mediaRequired),
  });
}

/** The Post payload (spec 3 §3): title, weight, description (hashtags, a space, content), media and Reels. */
export function toPostPayload(values: PostFormValues): SocialPostInput {
  const reelsAllowed = values.media?.can_be_reels === true;
  return {
    title: values.title.trim(),
    weight: values.weight,
    description: joinDescription(normalizeHashtags(values.hashtags), values.content),
    image_url: values.media?.image_url ?? null,
    can_be_reels: reelsAllowed,
    is_reels: reelsAllowed && values.is_reels,
  };
}

const isWeight = (n: number) => socialWeights.some((w) => w.value === n);

const isVideoUrl = (url: string) =>
  (socialConstants.videoExtensions as readonly string[]).some((ext) =>
    url.toLowerCase().split(/[?#]/)[0]!.endsWith(`.${ext}`),
  );

export const emptyPostForm = (urlId: number | null = null): PostFormValues => ({
  title: '',
  urlId,
  weight: defaultSocialWeight,
  hashtags: '',
  content: '',
  media: null,
  is_reels: false,
});

/** An existing post, split back into the form's fields. */
export function fromPost(post: SocialPost): PostFormValues {
  const { hashtags, content } = splitDescription(post.description);
  return {
    title: post.title,
    urlId: post.url.id,
    weight: isWeight(post.weight) ? post.weight : defaultSocialWeight,
    hashtags,
    content,
    media: post.image_url
      ? {
          image_url: post.image_url,
          thumbnail: post.thumbnail,
          media_type: post.media_type ?? (isVideoUrl(post.image_url) ? 'video' : 'image'),
          can_be_reels: post.can_be_reels,
        }
      : null,
    is_reels: post.can_be_reels && post.is_reels,
  };
}

/**
 * The create form's prefill (spec 3 §2: query url, id, image, title, description, hashtags, weight). id is the URL's
 * id, url its address: either preselects it.
 */
export function fromPrefill(query: URLSearchParams, options: SocialUrlOption[]): PostFormValues {
  const id = Number(query.get('id'));
  const address = query.get('url');
  const option =
    options.find((o) => o.id === id) ??
    (address ? options.find((o) => o.url === address || String(o.id) === address) : undefined);
  const { hashtags, content } = splitDescription(query.get('description') ?? '');
  const image = query.get('image');
  const weight = Number(query.get('weight'));
  return {
    ...emptyPostForm(option?.id ?? (options.length === 1 ? options[0]!.id : null)),
    title: query.get('title') ?? '',
    hashtags: normalizeHashtags(`${query.get('hashtags') ?? ''} ${hashtags}`),
    content,
    weight: isWeight(weight) ? weight : defaultSocialWeight,
    media: image
      ? {
          image_url: image,
          thumbnail: image,
          media_type: isVideoUrl(image) ? 'video' : 'image',
          can_be_reels: false,
        }
      : null,
  };
}

/** A template laid over the form (the URL stays); null is the blank template. */
export function fromTemplate(current: PostFormValues, template: SocialTemplate | null): PostFormValues {
  if (!template) return emptyPostForm(current.urlId);
  const { hashtags, content } = splitDescription(template.description);
  return {
    ...current,
    title: template.title,
    // A template from 'Add to library' keeps its hashtags both on their own and at the start of its description.
    hashtags: mergeHashtags(template.hashtags, hashtags),
    content,
    weight: isWeight(template.weight) ? template.weight : defaultSocialWeight,
    media: template.image
      ? {
          image_url: template.image,
          thumbnail: template.image,
          media_type: isVideoUrl(template.image) ? 'video' : 'image',
          can_be_reels: false,
        }
      : current.media,
    is_reels: template.image ? false : current.is_reels,
  };
}

/** Merges generated hashtags into those already typed, each once. */
export function mergeHashtags(current: string, generated: string): string {
  const seen = new Set<string>();
  return normalizeHashtags(`${current} ${generated}`)
    .split(' ')
    .filter((t) => t !== '' && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()))
    .join(' ');
}
