import {
  socialLimits,
  socialNotices,
  socialUrlSchema,
  type SocialUrl,
  type SocialUrlInput,
} from '@ensemble/contracts';
import { FormModal, TextField, useItemForm } from '@ensemble/shared-ui';
import { useCreateSocialUrlMutation, useUpdateSocialUrlMutation } from '../../api/socialApi';

/**
 * 'Add URL' (spec 3 §2): a title and the page's address; posts are then written for it. Opened on a URL (`item`),
 * the same form renames it or changes its address.
 */
export function AddUrlModal(props: {
  organizationId: number;
  open: boolean;
  onClose: () => void;
  item?: SocialUrl | null;
}) {
  const item = props.item ?? null;
  const [create] = useCreateSocialUrlMutation();
  const [update] = useUpdateSocialUrlMutation();
  const formik = useItemForm<SocialUrl, SocialUrlInput, SocialUrlInput>({
    item,
    initialValues: { title: item?.title ?? '', url: item?.url ?? '' },
    schema: socialUrlSchema,
    save: (body, url) =>
      (url
        ? update({ organizationId: props.organizationId, urlId: url.id, body })
        : create({ organizationId: props.organizationId, body })
      ).unwrap(),
    saved: { create: socialNotices.urlAdded, edit: socialNotices.urlUpdated },
    failed: { create: socialNotices.urlAddFailed, edit: socialNotices.urlUpdateFailed },
    onClose: props.onClose,
  });
  return (
    <FormModal
      open={props.open}
      title={item ? 'Edit URL' : 'Add URL'}
      formik={formik}
      onClose={props.onClose}
      submitLabel={item ? 'Save' : 'Add'}
    >
      <TextField
        formik={formik}
        name="title"
        id="social-url-title"
        label="Title"
        required
        maxLength={socialLimits.titleMaxLength}
        autoFocus
      />
      <TextField
        formik={formik}
        name="url"
        id="social-url-url"
        label="URL"
        type="url"
        placeholder="https://example.com/page"
        required
        maxLength={socialLimits.urlMaxLength}
      />
    </FormModal>
  );
}
