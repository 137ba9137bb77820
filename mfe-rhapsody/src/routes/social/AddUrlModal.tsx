import { socialLimits, socialUrlSchema, type SocialUrl, type SocialUrlInput } from '@ensemble/contracts';
import { FormModal, TextField, useItemForm } from '@ensemble/shared-ui';
import { useCreateSocialUrlMutation } from '../../api/socialApi';

/** 'Add URL' (spec 3 §2): a title and the page's address; posts are then written for it. */
export function AddUrlModal(props: { organizationId: number; open: boolean; onClose: () => void }) {
  const [create] = useCreateSocialUrlMutation();
  const formik = useItemForm<SocialUrl, SocialUrlInput, SocialUrlInput>({
    item: null,
    initialValues: { title: '', url: '' },
    schema: socialUrlSchema,
    save: (body) => create({ organizationId: props.organizationId, body }).unwrap(),
    saved: { create: 'URL added', edit: 'URL updated' },
    failed: 'Unable to add URL',
    onClose: props.onClose,
  });
  return (
    <FormModal open={props.open} title="Add URL" formik={formik} onClose={props.onClose} submitLabel="Add">
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
