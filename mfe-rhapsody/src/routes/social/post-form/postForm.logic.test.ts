import { defaultSocialWeight, socialMessages, type SocialPost } from '@ensemble/contracts';
import { joinDescription, normalizeHashtags, splitDescription } from './description';
import { checkMediaFile, formatPercent, videoDurationVerdict } from './media';
import {
  emptyPostForm,
  fromPost,
  fromPrefill,
  fromTemplate,
  mergeHashtags,
  postFormSchema,
  toPostPayload,
} from './postFormValues';

const fileOf = (name: string, size = 10) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('description', () => {
  it('joins hashtags, a space, then the content', () => {
    expect(joinDescription('#a  #b', ' Hello world ')).toBe('#a #b Hello world');
    expect(joinDescription('', 'Hello')).toBe('Hello');
    expect(joinDescription('#a', '')).toBe('#a');
  });

  it('splits the leading #words back into hashtags', () => {
    expect(splitDescription('#a #b Hello #world')).toEqual({ hashtags: '#a #b', content: 'Hello #world' });
    expect(splitDescription('Hello world')).toEqual({ hashtags: '', content: 'Hello world' });
    expect(splitDescription('#only')).toEqual({ hashtags: '#only', content: '' });
  });

  it('round-trips', () => {
    const d = '#spring #sale Big news today';
    const { hashtags, content } = splitDescription(d);
    expect(joinDescription(hashtags, content)).toBe(d);
  });

  it('normalizes typed hashtags and merges generated ones once', () => {
    expect(normalizeHashtags('spring, #sale ##news')).toBe('#spring #sale #news');
    expect(mergeHashtags('#sale', '#Sale #spring')).toBe('#sale #spring');
  });
});

describe('media checks', () => {
  it('accepts the spec types and refuses others and files over 70 MB', () => {
    expect(checkMediaFile(fileOf('a.JPG'))).toEqual({ kind: 'image' });
    expect(checkMediaFile(fileOf('a.mov'))).toEqual({ kind: 'video' });
    expect(checkMediaFile(fileOf('a.gif'))).toEqual({ error: socialMessages.mediaType });
    expect(checkMediaFile(fileOf('a.png', 70 * 1024 * 1024))).toEqual({ kind: 'image' });
    expect(checkMediaFile(fileOf('a.png', 70 * 1024 * 1024 + 1))).toEqual({
      error: socialMessages.mediaTooLarge,
    });
  });

  it('refuses videos over 60 s, asks over 30 s, lets unknown lengths through', () => {
    expect(videoDurationVerdict(61)).toEqual({ action: 'refuse', message: socialMessages.videoTooLong(61) });
    expect(videoDurationVerdict(60)).toEqual({ action: 'confirm', message: socialMessages.videoConfirmLong });
    expect(videoDurationVerdict(30.5).action).toBe('confirm');
    expect(videoDurationVerdict(30).action).toBe('upload');
    expect(videoDurationVerdict(null).action).toBe('upload');
  });

  it('shows percentages with 2 decimals', () => {
    expect(formatPercent(100)).toBe('100.00%');
    expect(formatPercent(33.333)).toBe('33.33%');
  });
});

describe('form values', () => {
  const post: SocialPost = {
    id: 9,
    title: 'Spring',
    description: '#spring #sale Big news',
    weight: 3,
    image_url: 'https://cdn.test/v.mp4',
    thumbnail: 'https://cdn.test/v.jpg',
    media_type: 'video',
    is_reels: true,
    can_be_reels: true,
    complete: true,
    in_queue: false,
    scheduled: false,
    scheduled_date: null,
    scheduled_id: null,
    last_time_posted: null,
    created_at: '2026-01-01T00:00:00Z',
    created_by: null,
    edited_by: null,
    campaigns: [],
    url: { id: 7, title: 'Blog' },
    profile_id: 1,
    source: 'manual',
  };

  it('turns a post into the form and back into the same payload', () => {
    expect(toPostPayload(fromPost(post))).toEqual({
      title: 'Spring',
      weight: 3,
      description: '#spring #sale Big news',
      image_url: 'https://cdn.test/v.mp4',
      can_be_reels: true,
      is_reels: true,
    });
  });

  it('never sends is_reels for media that cannot be Reels', () => {
    const values = fromPost({ ...post, can_be_reels: false });
    expect(toPostPayload({ ...values, is_reels: true })).toMatchObject({
      can_be_reels: false,
      is_reels: false,
    });
  });

  it('takes a template from the library with each of its hashtags once', () => {
    const values = fromTemplate(emptyPostForm(4), {
      id: 1,
      title: 'Check-up',
      description: '#home #insurance Book a check-up.',
      hashtags: '#home #insurance',
      weight: 3,
      image: null,
      folder: null,
    });
    expect(values).toMatchObject({
      title: 'Check-up',
      hashtags: '#home #insurance',
      content: 'Book a check-up.',
      urlId: 4,
    });
  });

  it('prefills from the query, the second weight by default', () => {
    const options = [
      { id: 7, title: 'Blog', url: 'https://acme.test/blog' },
      { id: 8, title: 'Shop', url: 'https://acme.test/shop' },
    ];
    const q = new URLSearchParams(
      'url=https://acme.test/shop&title=Hi&description=%23a Hello&hashtags=b&image=https://cdn.test/i.png',
    );
    expect(fromPrefill(q, options)).toMatchObject({
      urlId: 8,
      title: 'Hi',
      hashtags: '#b #a',
      content: 'Hello',
      weight: defaultSocialWeight,
      media: { image_url: 'https://cdn.test/i.png', media_type: 'image' },
    });
    expect(fromPrefill(new URLSearchParams('id=7&weight=1'), options)).toMatchObject({ urlId: 7, weight: 1 });
    // The posts list links here with ?url=<its URL id>.
    expect(fromPrefill(new URLSearchParams('url=8'), options)).toMatchObject({ urlId: 8 });
    expect(defaultSocialWeight).toBe(2);
  });

  it("words the URL rule 'You need to add URL first' when there is none", async () => {
    const values = { ...fromPrefill(new URLSearchParams(), []), title: 'x', content: 'y' };
    await expect(postFormSchema(false).validateAt('urlId', values)).rejects.toThrow(
      socialMessages.addUrlFirst,
    );
    await expect(postFormSchema(true).validateAt('urlId', values)).rejects.toThrow(
      socialMessages.urlRequired,
    );
  });
});
