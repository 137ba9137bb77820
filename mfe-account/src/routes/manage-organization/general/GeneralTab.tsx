import { useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { accountMessages, limits, messages, nameField, type Organization } from '@ensemble/contracts';
import {
  ChangeEmailModal,
  ConfirmModal,
  FormField,
  submitErrorBanner,
  useNotify,
  SubmitButton,
  FormFrame,
} from '@ensemble/shared-ui';
import {
  useChangeOrganizationEmailMutation,
  useConfirmLogoMutation,
  useRequestLogoUploadMutation,
  useToggleOrganizationDeletionMutation,
  useUpdateOrganizationMutation,
} from '../../../api/manageOrganizationApi';
import { OrganizationLogo } from '../OrganizationInitials';
import { compressLogo, jpegName, logoFileError, postToStorage } from './logo';

const nameSchema = yup.object({ name: nameField('Name', limits.organizationNameMaxLength) });

export const DELETE_ORGANIZATION_TEXT =
  'The organization will be deleted in 2 weeks. Until then everyone keeps access to it, and you can ' +
  'reactivate it from this page.';

export function scheduledDeletionText(date: string): string {
  return `Scheduled for deletion on ${dayjs(date).format('MMMM D, YYYY')}`;
}

/** Name and email; both change only in edit mode (spec 1 §6). */
function DetailsSection({ organization }: { organization: Organization }) {
  const [update] = useUpdateOrganizationMutation();
  const [changeEmail] = useChangeOrganizationEmailMutation();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const owner = organization.is_owner;

  const formik = useFormik({
    initialValues: { name: organization.name },
    enableReinitialize: true,
    validationSchema: nameSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const result = await update({ id: organization.id, name: values.name.trim() });
      if (result.error) {
        setBanner(submitErrorBanner(result.error, (e) => helpers.setErrors(e), messages.somethingWentWrong));
        return;
      }
      notify.success(accountMessages.organizationUpdated);
      setEditing(false);
    },
  });

  const cancel = () => {
    formik.resetForm();
    setBanner(null);
    setEditing(false);
  };

  return (
    <Card
      title="Details"
      extra={
        owner && !editing ? (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null
      }
    >
      {banner ? (
        <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <FormFrame formik={formik} aria-label="Organization details">
        <FormField formik={formik} name="name" label="Name" id="organization-name" required={editing}>
          <Input
            id="organization-name"
            name="name"
            value={formik.values.name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            disabled={!editing || formik.isSubmitting}
            maxLength={limits.organizationNameMaxLength}
          />
        </FormField>
        <Form.Item label="Email">
          <Flex align="center" gap={12} wrap>
            <Typography.Text data-testid="organization-email">{organization.email}</Typography.Text>
            {owner ? (
              <Button size="small" disabled={!editing} onClick={() => setEmailOpen(true)}>
                Change email
              </Button>
            ) : null}
          </Flex>
          {organization.email_change_new_email ? (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }} data-testid="pending-email">
              Pending change to{' '}
              <Typography.Text strong>{organization.email_change_new_email}</Typography.Text>: confirm it from
              the link sent to that address.
            </Typography.Paragraph>
          ) : null}
        </Form.Item>
        {editing ? (
          <Flex gap={8} justify="flex-end">
            <Button onClick={cancel} disabled={formik.isSubmitting}>
              Cancel
            </Button>
            <SubmitButton formik={formik}>Save</SubmitButton>
          </Flex>
        ) : null}
      </FormFrame>
      <ChangeEmailModal
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        title="Change organization email"
        requirePassword={false}
        currentEmail={organization.email}
        submit={(values) => changeEmail({ id: organization.id, new_email: values.new_email }).unwrap()}
      />
    </Card>
  );
}

/** Spec 1 §5 and §7: validate, compress, get a signed form, post to storage, confirm, refetch. */
function LogoSection({ organization }: { organization: Organization }) {
  const [requestUpload] = useRequestLogoUploadMutation();
  const [confirmLogo] = useConfirmLogoMutation();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setError(null);
    const invalid = logoFileError(file);
    if (invalid) {
      setError(invalid);
      return;
    }
    setUploading(true);
    try {
      let compressed: Blob;
      try {
        compressed = await compressLogo(file);
      } catch {
        // The browser could not decode it: not an image whatever its type said.
        setError(accountMessages.fileNotImage);
        return;
      }
      const filename = jpegName(file.name);
      const signed = await requestUpload({
        id: organization.id,
        filename,
        content_type: 'image/jpeg',
        size: compressed.size,
      });
      if (signed.error) {
        setError(accountMessages.uploadFailed);
        return;
      }
      try {
        await postToStorage(signed.data, compressed, filename);
      } catch {
        setError(accountMessages.uploadToS3Failed);
        return;
      }
      const confirmed = await confirmLogo({ id: organization.id, key: signed.data.key });
      if (confirmed.error) {
        setError(accountMessages.uploadFailed);
        return;
      }
      notify.success('Logo updated');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card title="Logo">
      <Flex align="center" gap={16} wrap>
        <OrganizationLogo organization={organization} size={100} />
        {organization.is_owner ? (
          <Flex vertical gap={4}>
            <input
              ref={input}
              id="organization-logo"
              type="file"
              accept="image/*"
              aria-label="Logo file"
              style={{ display: 'none' }}
              onChange={(e) => {
                const file = e.target.files?.[0];
                // The same file may be picked again after an error.
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
            <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
              Upload logo
            </Button>
            <Typography.Text type="secondary">
              An image of at most 2 MB; it is shown at 100×100.
            </Typography.Text>
          </Flex>
        ) : null}
      </Flex>
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 16 }} /> : null}
    </Card>
  );
}

/** Spec 1 §4: delete schedules the deletion two weeks ahead; the same call reactivates. */
function DeletionSection({ organization }: { organization: Organization }) {
  const [toggle, { isLoading }] = useToggleOrganizationDeletionMutation();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const scheduled = organization.deletions[0]?.date ?? null;

  const run = async () => {
    const result = await toggle(organization.id);
    setConfirming(false);
    if (result.error) {
      notify.error(messages.somethingWentWrong);
      return;
    }
    notify.success(scheduled ? accountMessages.deletionCanceled : accountMessages.deletionScheduled);
  };

  return (
    <Card title="Danger zone">
      {scheduled ? (
        <Flex vertical gap={12} align="flex-start">
          <Alert
            type="warning"
            showIcon
            title={scheduledDeletionText(scheduled)}
            data-testid="deletion-date"
          />
          <Button icon={<UndoOutlined />} loading={isLoading} onClick={() => void run()}>
            Reactivate
          </Button>
        </Flex>
      ) : (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text type="secondary">
            Members keep access for 2 weeks after the request; until then it can be reactivated.
          </Typography.Text>
          <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
            Delete organization
          </Button>
        </Flex>
      )}
      <ConfirmModal
        open={confirming}
        title="Delete organization"
        text={DELETE_ORGANIZATION_TEXT}
        confirmLabel="Delete"
        danger
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

export function GeneralTab({ organization }: { organization: Organization }) {
  return (
    <Flex vertical gap={16}>
      <DetailsSection organization={organization} />
      <LogoSection organization={organization} />
      {organization.is_owner ? <DeletionSection organization={organization} /> : null}
    </Flex>
  );
}
