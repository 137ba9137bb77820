import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Switch, Typography } from 'antd';
import { EyeOutlined, LayoutOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router-dom';
import { socialMessages, socialWeights, type SocialUrlOption, socialNotices } from '@ensemble/contracts';
import {
  ConfirmModal,
  FormikForm,
  PageHeader,
  SelectField,
  TextAreaField,
  TextField,
  apiErrorMessage,
  errorBody,
  submitErrorBanner,
  useNotify,
  visibleError,
} from '@ensemble/shared-ui';
import {
  useCreateSocialPostMutation,
  useGenerateSocialHashtagsMutation,
  useUpdateSocialPostMutation,
} from '../../../api/socialApi';
import { socialPaths } from '../paths';
import { joinDescription, normalizeHashtags } from './description';
import { MediaUpload } from './MediaUpload';
import { PostPreviewModal } from './PostPreviewModal';
import { TemplateChooser } from './TemplateChooser';
import {
  fromTemplate,
  mergeHashtags,
  postFormSchema,
  toPostPayload,
  type PostFormValues,
} from './postFormValues';

/** How long the saved toast is read before the form goes back (spec 3 §4 Post save: about 1 s). */
export const BACK_AFTER_SAVE_MS = 1000;

export interface PostFormProps {
  organizationId: number;
  title: string;
  /** The post being edited; null when creating. */
  saved: { organizationId: number; urlId: number; postId: number } | null;
  initialValues: PostFormValues;
  urlOptions: SocialUrlOption[];
}

/** The API names the payload's fields; the form edits description as hashtags and content, media as one value. */
function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key === 'description' ? 'content' : key === 'image_url' || key === 'image' ? 'media' : key;
    mapped[field] = message;
  }
  return mapped;
}

export function PostForm({ organizationId, title, saved, initialValues, urlOptions }: PostFormProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [createPost] = useCreateSocialPostMutation();
  const [updatePost] = useUpdateSocialPostMutation();
  const [generateHashtags, generating] = useGenerateSocialHashtagsMutation();
  const [mediaBusy, setMediaBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [hashtagsError, setHashtagsError] = useState<string | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const goBack = (urlId: number | null) => {
    // Back where the user came from; a deep link has no history in this app, so it goes to the URL's posts.
    if (location.key !== 'default') void navigate(-1);
    else if (urlId != null) void navigate(socialPaths.urlPosts(organizationId, urlId));
    else void navigate(socialPaths.home(organizationId));
  };

  const formik = useFormik<PostFormValues>({
    initialValues,
    validationSchema: postFormSchema(urlOptions.length > 0),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      const body = toPostPayload(values);
      try {
        if (saved) await updatePost({ ...saved, body }).unwrap();
        else await createPost({ organizationId, urlId: values.urlId!, body }).unwrap();
        notify.success(saved ? socialMessages.postUpdated : socialMessages.postCreated);
        setDone(true);
        leaveTimer.current = setTimeout(() => goBack(values.urlId), BACK_AFTER_SAVE_MS);
      } catch (error) {
        helpers.setStatus(submitErrorBanner(error, (errors) => helpers.setErrors(toFormErrors(errors))));
      }
    },
  });
  const { values } = formik;

  const autoGenerate = async () => {
    setHashtagsError(null);
    if (!values.content.trim()) return setHashtagsError(socialMessages.hashtagsNeedContent);
    try {
      const { content } = await generateHashtags({ organizationId, content: values.content }).unwrap();
      if (!content.trim()) return notify.info(socialNotices.noHashtags);
      void formik.setFieldValue('hashtags', mergeHashtags(values.hashtags, content));
    } catch (error) {
      const body = errorBody(error) as { content?: unknown } | undefined;
      const first = Array.isArray(body?.content) ? body.content[0] : undefined;
      setHashtagsError(
        typeof first === 'string' ? first : apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]),
      );
    }
  };

  const reelsAllowed = values.media != null && values.media.can_be_reels;
  const noUrls = urlOptions.length === 0;
  const hashtagsFieldError = hashtagsError ?? visibleError(formik, 'hashtags');

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <>
            <Button icon={<LayoutOutlined />} onClick={() => setTemplatesOpen(true)} disabled={done}>
              Templates
            </Button>
            <Button icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)}>
              Preview
            </Button>
          </>
        }
      />
      {noUrls ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={socialMessages.addUrlFirst}
          description="A post belongs to one of your URLs: add a URL on the social page, then come back."
          action={
            <Button size="small" onClick={() => void navigate(socialPaths.home(organizationId))}>
              Add a URL
            </Button>
          }
        />
      ) : null}
      <FormikForm
        formik={formik}
        label={title}
        testId="post-form"
        submitLabel={saved ? 'Update post' : 'Create post'}
        onCancel={() => (formik.dirty && !done ? setConfirmLeave(true) : goBack(values.urlId))}
        canSubmit={!mediaBusy && !done}
      >
        <TextField formik={formik} name="title" label="Title" id="post-title" required maxLength={255} />
        <Flex gap={16} wrap>
          <div style={{ flex: '2 1 260px' }}>
            <SelectField
              formik={formik}
              name="urlId"
              label="URL"
              id="post-url"
              required
              searchable
              disabled={saved != null}
              placeholder={noUrls ? socialMessages.addUrlFirst : 'Select a URL'}
              options={urlOptions.map((o) => ({ value: o.id, label: o.title || o.url }))}
              notFoundContent={socialMessages.addUrlFirst}
              extra={saved ? 'A post stays with its URL.' : undefined}
            />
          </div>
          <div style={{ flex: '1 1 160px' }}>
            <SelectField
              formik={formik}
              name="weight"
              label="Weight"
              id="post-weight"
              options={socialWeights.map((w) => ({ value: w.value, label: w.label }))}
              extra="How often a campaign picks this post."
            />
          </div>
        </Flex>
        <Form.Item
          label="Hashtags"
          htmlFor="post-hashtags"
          validateStatus={hashtagsFieldError ? 'error' : undefined}
          help={hashtagsFieldError}
        >
          <Flex gap={8}>
            <Input
              id="post-hashtags"
              name="hashtags"
              placeholder="#news #offer"
              value={values.hashtags}
              onChange={formik.handleChange}
              onBlur={(e) => {
                formik.handleBlur(e);
                void formik.setFieldValue('hashtags', normalizeHashtags(values.hashtags));
              }}
            />
            <Button
              icon={<ThunderboltOutlined />}
              onClick={() => void autoGenerate()}
              loading={generating.isLoading}
            >
              Auto-generate
            </Button>
          </Flex>
        </Form.Item>
        <TextAreaField formik={formik} name="content" label="Content" id="post-content" required rows={6} />
        <MediaUpload
          organizationId={organizationId}
          value={values.media}
          error={visibleError(formik, 'media')}
          onBusyChange={setMediaBusy}
          onChange={(media) => {
            void formik.setFieldValue('media', media);
            // New or cleared media starts Reels over: the switch is re-earned by the new file.
            void formik.setFieldValue('is_reels', false);
          }}
        />
        <Form.Item
          label="Use for Reels"
          htmlFor="post-reels"
          extra={
            reelsAllowed
              ? undefined
              : 'Reels need a video of at least 3 seconds, 540×960 or taller (aspect ratio at most 0.6).'
          }
        >
          <Switch
            id="post-reels"
            checked={reelsAllowed && values.is_reels}
            disabled={!reelsAllowed}
            onChange={(on) => void formik.setFieldValue('is_reels', on)}
          />
        </Form.Item>
        {done ? (
          <Typography.Paragraph type="secondary" role="status">
            Saved. Going back…
          </Typography.Paragraph>
        ) : null}
      </FormikForm>
      <ConfirmModal
        open={confirmLeave}
        title="Discard changes?"
        text="This post has changes that are not saved. Leave without saving them?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        danger
        onConfirm={() => {
          setConfirmLeave(false);
          goBack(values.urlId);
        }}
        onCancel={() => setConfirmLeave(false)}
      />
      <TemplateChooser
        organizationId={organizationId}
        open={templatesOpen}
        onClose={() => setTemplatesOpen(false)}
        onChoose={(template) => {
          setHashtagsError(null);
          void formik.setValues(fromTemplate(values, template));
        }}
      />
      <PostPreviewModal
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        title={values.title}
        description={joinDescription(normalizeHashtags(values.hashtags), values.content)}
        mediaUrl={values.media ? (values.media.thumbnail ?? values.media.image_url) : null}
        isVideo={values.media?.media_type === 'video'}
        weight={values.weight}
        isReels={reelsAllowed && values.is_reels}
        saved={saved}
      />
    </>
  );
}
