import { useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { useFormik } from 'formik';
import dayjs from 'dayjs';
import { accountMessages, messages, normalizePhone, profileSchema, type User } from '@ensemble/contracts';
import {
  ChangeEmailModal,
  ChangePasswordModal,
  PhoneField,
  TextAreaField,
  TextField,
  submitErrorBanner,
  useNotify,
  SubmitButton,
  FormFrame,
} from '@ensemble/shared-ui';
import {
  useChangeEmailMutation,
  useChangePasswordMutation,
  useUpdateProfileMutation,
} from '../../api/profileApi';
import { NameFields } from '../../components/NameFields';

interface ProfileValues {
  first_name: string;
  last_name: string;
  address: string;
  cell_phone: string;
  city: string;
  state: string;
  zip_code: string;
  signature: string;
}

function valuesOf(user: User): ProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    address: user.address ?? '',
    cell_phone: user.cell_phone ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zip_code: user.zip_code ?? '',
    signature: user.signature ?? '',
  };
}

/** The profile's one-line fields after the name, in the order of the form (half width unless wide). */
const profileFields: {
  name: Exclude<keyof ProfileValues, 'first_name' | 'last_name' | 'signature'>;
  label: string;
  autoComplete?: string;
  wide?: boolean;
}[] = [
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'cell_phone', label: 'Cell phone' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zip_code', label: 'Zip code', autoComplete: 'postal-code' },
];

/** Empty optional fields are stored as null, a phone as E.164. */
function bodyOf(values: ProfileValues) {
  const optional = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    address: optional(values.address),
    cell_phone:
      values.cell_phone.trim() === '' ? null : (normalizePhone(values.cell_phone) ?? values.cell_phone),
    city: optional(values.city),
    state: optional(values.state),
    zip_code: optional(values.zip_code),
    signature: optional(values.signature),
  };
}

export function PendingEmailChange({ user }: { user: User }) {
  if (!user.email_change_new_email) return null;
  const expiry = user.email_change_token_expiration ? dayjs(user.email_change_token_expiration) : null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="pending-email-change"
      style={{ marginTop: 8 }}
      title={`Pending change to ${user.email_change_new_email} — confirm from that inbox`}
      description={
        expiry?.isValid() ? `The link expires on ${expiry.format('MMM D, YYYY [at] h:mm A')}.` : undefined
      }
    />
  );
}

export function ProfileCard({ user }: { user: User }) {
  const [updateProfile] = useUpdateProfileMutation();
  const [changePassword] = useChangePasswordMutation();
  const [changeEmail] = useChangeEmailMutation();
  const notify = useNotify();
  const [banner, setBanner] = useState<string | null>(null);
  const [modal, setModal] = useState<'password' | 'email' | null>(null);

  const formik = useFormik<ProfileValues>({
    initialValues: valuesOf(user),
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const result = await updateProfile(bodyOf(values));
      if (result.error) {
        setBanner(submitErrorBanner(result.error, (e) => helpers.setErrors(e), messages.somethingWentWrong));
        return;
      }
      notify.success(accountMessages.profileUpdated);
    },
  });
  const busy = formik.isSubmitting;
  const half = { xs: 24, md: 12 };

  return (
    <Card title="Profile">
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Email">
          <Flex vertical style={{ width: '100%' }}>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Text data-testid="account-email">{user.email}</Typography.Text>
              <Button size="small" onClick={() => setModal('email')}>
                Change email
              </Button>
            </Flex>
            <PendingEmailChange user={user} />
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label="Password">
          <Flex justify="space-between" align="center" wrap gap={8} style={{ width: '100%' }}>
            {user.has_password ? (
              <Typography.Text aria-label="Password (hidden)">••••••••</Typography.Text>
            ) : (
              <Typography.Text type="secondary">Not set</Typography.Text>
            )}
            <Button size="small" onClick={() => setModal('password')}>
              {user.has_password ? 'Change password' : 'Set password'}
            </Button>
          </Flex>
        </Descriptions.Item>
      </Descriptions>

      {banner ? (
        <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <FormFrame formik={formik}>
        <Row gutter={12}>
          <NameFields formik={formik} disabled={busy} col={half} />
          {profileFields.map(({ name, wide, ...field }) => (
            <Col key={name} {...(wide ? { xs: 24 } : half)}>
              {name === 'cell_phone' ? (
                <PhoneField formik={formik} name={name} label={field.label} disabled={busy} />
              ) : (
                <TextField formik={formik} name={name} {...field} disabled={busy} />
              )}
            </Col>
          ))}
          <Col xs={24}>
            <TextAreaField formik={formik} name="signature" label="Signature" rows={3} disabled={busy} />
          </Col>
        </Row>
        <SubmitButton formik={formik}>Save</SubmitButton>
      </FormFrame>

      {/* A shell whose shared-ui predates hasPassword and setPasswordFirst still asks for a password in both
          dialogs: the API ignores an old password sent by an account without one, and refuses the email change
          with setPasswordFirst on the password field. */}
      <ChangePasswordModal
        open={modal === 'password'}
        onClose={() => setModal(null)}
        hasPassword={user.has_password}
        submit={(values) => changePassword(values).unwrap()}
      />
      <ChangeEmailModal
        open={modal === 'email'}
        onClose={() => setModal(null)}
        setPasswordFirst={user.has_password ? undefined : () => setModal('password')}
        currentEmail={user.email}
        submit={(values) =>
          changeEmail({ new_email: values.new_email, password: values.password ?? '' }).unwrap()
        }
      />
    </Card>
  );
}
