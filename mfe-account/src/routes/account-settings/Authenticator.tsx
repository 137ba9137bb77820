import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Button, Flex, List, Result, Typography } from 'antd';
import { useFormik } from 'formik';
import { DownloadOutlined } from '@ant-design/icons';
import { accountMessages, messages, otpDeviceSchema, type OtpDevice, type User } from '@ensemble/contracts';
import {
  PasswordField,
  SubmitButton,
  submitErrorBanner,
  useNotify,
  errorMessage,
  errorStatus,
  FormFrame,
} from '@ensemble/shared-ui';
import {
  useOtpDeviceMutation,
  useOtpDisableMutation,
  useOtpEnableMutation,
  useRegenerateBackupCodesMutation,
} from '../../api/twoFactorApi';
import { downloadBackupCodes, groupSecret } from './backupCodes';
import { CodeStep } from './CodeStep';
import { TwoFactorMethod } from './TwoFactorMethod';

type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'setup'; device: OtpDevice }
  | { kind: 'codes'; codes: string[]; verified: boolean }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

const OTP_PLACEHOLDER = '6-digit-code or backup code';

export function BackupCodesPanel({ codes }: { codes: string[] }) {
  return (
    <div data-testid="backup-codes">
      <Typography.Paragraph>
        Keep these backup codes somewhere safe. Each one signs you in once if you lose your phone.
      </Typography.Paragraph>
      <List
        size="small"
        bordered
        grid={{ gutter: 8, xs: 2, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
        dataSource={codes}
        renderItem={(code) => (
          <List.Item>
            <Typography.Text code copyable>
              {code}
            </Typography.Text>
          </List.Item>
        )}
      />
      <Button icon={<DownloadOutlined />} onClick={() => downloadBackupCodes(codes)}>
        Download
      </Button>
    </div>
  );
}

/**
 * Spec 1 §4: Google Authenticator. Setup: QR code and the secret in groups of 4 → code → backup codes →
 * Verified. Backup codes exist only while the authenticator is on; regenerating replaces them.
 */
export function Authenticator({ user }: { user: User }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [banner, setBanner] = useState<string | null>(null);
  const [createDevice, deviceState] = useOtpDeviceMutation();
  const [enable] = useOtpEnableMutation();
  const [disable] = useOtpDisableMutation();
  const [regenerate] = useRegenerateBackupCodesMutation();
  const notify = useNotify();

  const checkFailed = (error: unknown) =>
    errorStatus(error) === 429
      ? errorMessage(error, messages.tooManyRequests)
      : errorMessage(error, messages.tokenVerificationFailed);

  // Set-up starts with the current password (the API asks for it before it makes a secret).
  const passwordForm = useFormik({
    initialValues: { password: '' },
    validationSchema: otpDeviceSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const result = await createDevice(values);
      if (result.error) {
        setBanner(
          errorStatus(result.error) === 400
            ? submitErrorBanner(result.error, (e) => helpers.setErrors(e), messages.tokenCreationFailed)
            : errorMessage(result.error, messages.tokenCreationFailed),
        );
        return;
      }
      helpers.resetForm();
      setStep({ kind: 'setup', device: result.data });
    },
  });

  return (
    <TwoFactorMethod
      id="authenticator"
      title="Google Authenticator"
      enabled={user.is_otp_enabled}
      description="A code from the authenticator app (or a backup code) is asked for at each login."
      banner={banner}
    >
      {step.kind === 'idle' && !user.is_otp_enabled ? (
        <Button onClick={() => setStep({ kind: 'password' })}>Set up Google Authenticator</Button>
      ) : null}
      {step.kind === 'idle' && user.is_otp_enabled ? (
        <Flex gap={8} wrap>
          <Button onClick={() => setStep({ kind: 'regenerate' })}>Regenerate backup codes</Button>
          <Button danger onClick={() => setStep({ kind: 'disable' })}>
            Disable Google Authenticator
          </Button>
        </Flex>
      ) : null}

      {step.kind === 'password' ? (
        <FormFrame formik={passwordForm}>
          <PasswordField
            formik={passwordForm}
            name="password"
            label="Current password"
            id="otp-current-password"
            required
            autoFocus
            disabled={deviceState.isLoading}
          />
          <Flex gap={8} wrap>
            <SubmitButton formik={passwordForm}>Continue</SubmitButton>
            <Button
              onClick={() => {
                passwordForm.resetForm();
                setStep({ kind: 'idle' });
              }}
              disabled={deviceState.isLoading}
            >
              Cancel
            </Button>
          </Flex>
        </FormFrame>
      ) : null}

      {step.kind === 'setup' ? (
        <>
          <Typography.Paragraph>
            Scan this QR code with Google Authenticator, or enter the key by hand, then type the code it
            shows.
          </Typography.Paragraph>
          <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
            <div style={{ background: '#fff', padding: 8, lineHeight: 0 }}>
              <QRCodeSVG
                value={step.device.urlLink}
                size={160}
                role="img"
                aria-label="Authenticator QR code"
              />
            </div>
            <div>
              <Typography.Text type="secondary">Key</Typography.Text>
              <br />
              <Typography.Text code copyable={{ text: step.device.secret }} data-testid="otp-secret">
                {groupSecret(step.device.secret)}
              </Typography.Text>
            </div>
          </Flex>
          <CodeStep
            id="otp-enable-code"
            submitLabel="Verify"
            onCancel={() => setStep({ kind: 'idle' })}
            onSubmit={async (token) => {
              const result = await enable({ token });
              if (result.error) return checkFailed(result.error);
              notify.success(accountMessages.otpEnabled);
              setStep({ kind: 'codes', codes: result.data.codes, verified: true });
              return null;
            }}
          />
        </>
      ) : null}

      {step.kind === 'codes' ? (
        <>
          {step.verified ? (
            <Result status="success" title="Verified" subTitle={accountMessages.otpEnabled} />
          ) : null}
          <BackupCodesPanel codes={step.codes} />
          <Button
            type="link"
            style={{ paddingLeft: 0, marginTop: 8 }}
            onClick={() => setStep({ kind: 'idle' })}
          >
            Done
          </Button>
        </>
      ) : null}

      {step.kind === 'regenerate' ? (
        <CodeStep
          id="otp-regenerate-code"
          placeholder={OTP_PLACEHOLDER}
          alphanumeric
          submitLabel="Regenerate backup codes"
          onCancel={() => setStep({ kind: 'idle' })}
          onSubmit={async (token) => {
            const result = await regenerate({ token });
            if (result.error) return checkFailed(result.error);
            setStep({ kind: 'codes', codes: result.data.codes, verified: false });
            return null;
          }}
        />
      ) : null}

      {step.kind === 'disable' ? (
        <CodeStep
          id="otp-disable-code"
          placeholder={OTP_PLACEHOLDER}
          alphanumeric
          submitLabel="Disable"
          onCancel={() => setStep({ kind: 'idle' })}
          onSubmit={async (token) => {
            const result = await disable({ token });
            if (result.error) return checkFailed(result.error);
            notify.success(accountMessages.otpDisabled);
            setStep({ kind: 'idle' });
            return null;
          }}
        />
      ) : null}
    </TwoFactorMethod>
  );
}
