import { useState } from 'react';
import { Alert, Button, Flex, Result, Typography } from 'antd';
import { useFormik } from 'formik';
import {
  accountMessages,
  limits,
  messages,
  normalizePhone,
  smsSetupSchema,
  type User,
} from '@ensemble/contracts';
import {
  PasswordField,
  PhoneField,
  useNotify,
  SubmitButton,
  submitErrorBanner,
  errorMessage,
  errorStatus,
  FormFrame,
} from '@ensemble/shared-ui';
import {
  useSmsDisableCodeMutation,
  useSmsDisableMutation,
  useSmsEnableMutation,
  useSmsSetupMutation,
} from '../../api/twoFactorApi';
import { useCountdown } from '../../hooks/useCountdown';
import { ResendCode, WaitNotice } from '../../components/ResendCode';
import { CodeStep } from './CodeStep';
import { TwoFactorMethod } from './TwoFactorMethod';

type Step =
  | { kind: 'idle' }
  | { kind: 'phone' }
  | { kind: 'enable-code'; phone: string; password: string }
  | { kind: 'disable-code' }
  | { kind: 'verified' };

/** 'Wait 12 seconds before requesting a new code' → 12; the resend lock follows the API's count. */
function waitSeconds(message: string): number | null {
  const match = /^Wait (\d+) seconds? before requesting a new code$/.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * Spec 1 §4: SMS two-step verification. Enable: phone → code → Verified; disable: code → disabled.
 * Disabling is refused while the authenticator is on.
 */
export function SmsVerification({ user }: { user: User }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [blocked, setBlocked] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [waitLeft, lockResend] = useCountdown();
  const [setup] = useSmsSetupMutation();
  const [enable] = useSmsEnableMutation();
  const [sendDisableCode, disableCodeState] = useSmsDisableCodeMutation();
  const [disable] = useSmsDisableMutation();
  const notify = useNotify();

  /** Reads a send failure: the API's wait locks the resend; anything else is the spec's SMS message. */
  const sendFailed = (error: unknown): string | null => {
    const message = errorMessage(error, messages.smsTokenCreationFailed);
    const wait = errorStatus(error) === 429 ? waitSeconds(message) : null;
    if (wait !== null) {
      lockResend(wait);
      return null;
    }
    return errorStatus(error) === 429 ? message : errorMessage(error, messages.smsTokenCreationFailed);
  };

  const sendSetupCode = async (
    phone: string,
    password: string,
    setErrors?: (errors: Record<string, string>) => void,
  ): Promise<string | null> => {
    const result = await setup({ phone_number: phone, password });
    if (result.error) {
      // A wrong current password (or phone) goes on its field.
      if (setErrors && errorStatus(result.error) === 400) {
        return submitErrorBanner(result.error, setErrors, messages.smsTokenCreationFailed);
      }
      return sendFailed(result.error);
    }
    lockResend(limits.smsResendWaitSeconds);
    return null;
  };

  const phoneForm = useFormik({
    initialValues: { phone_number: user.cell_phone ?? '', password: '' },
    validationSchema: smsSetupSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      // Spec 1 §4: the number is sent with its '+' prefix (E.164).
      const phone = normalizePhone(values.phone_number);
      if (!phone) {
        helpers.setFieldError('phone_number', messages.phoneInvalid);
        return;
      }
      let fieldErrors = false;
      const error = await sendSetupCode(phone, values.password, (errors) => {
        fieldErrors = true;
        helpers.setErrors(errors);
      });
      if (error) setBanner(error);
      else if (!fieldErrors) setStep({ kind: 'enable-code', phone, password: values.password });
    },
  });

  const startDisable = async () => {
    setBanner(null);
    if (user.is_otp_enabled) {
      setBlocked(true);
      return;
    }
    setBlocked(false);
    const result = await sendDisableCode();
    if (result.error) {
      const error = sendFailed(result.error);
      if (error) {
        setBanner(error);
        return;
      }
    } else lockResend(limits.smsResendWaitSeconds);
    setStep({ kind: 'disable-code' });
  };

  const checkFailed = (error: unknown) =>
    errorStatus(error) === 429
      ? errorMessage(error, messages.tooManyRequests)
      : errorMessage(error, messages.tokenVerificationFailed);

  return (
    <TwoFactorMethod
      id="sms-verification"
      title="SMS verification"
      enabled={user.is_2fa_enabled}
      description="A code sent to your phone is asked for at each login."
      banner={banner}
    >
      {blocked ? (
        <Alert
          type="warning"
          showIcon
          title={accountMessages.smsDisableBlockedByOtp}
          role="alert"
          style={{ marginBottom: 12 }}
        />
      ) : null}

      {step.kind === 'idle' && !user.is_2fa_enabled ? (
        <Button onClick={() => setStep({ kind: 'phone' })}>Enable SMS verification</Button>
      ) : null}
      {step.kind === 'idle' && user.is_2fa_enabled ? (
        <Button danger onClick={() => void startDisable()} loading={disableCodeState.isLoading}>
          Disable SMS verification
        </Button>
      ) : null}

      {step.kind === 'phone' ? (
        <FormFrame formik={phoneForm}>
          <PhoneField
            formik={phoneForm}
            name="phone_number"
            label="Phone number"
            id="sms-phone"
            required
            disabled={phoneForm.isSubmitting}
          />
          <PasswordField
            formik={phoneForm}
            name="password"
            label="Current password"
            id="sms-current-password"
            required
            disabled={phoneForm.isSubmitting}
          />
          <Flex gap={8} wrap>
            <SubmitButton formik={phoneForm} disabled={waitLeft > 0}>
              Send code
            </SubmitButton>
            <Button onClick={() => setStep({ kind: 'idle' })} disabled={phoneForm.isSubmitting}>
              Cancel
            </Button>
          </Flex>
          <WaitNotice waitLeft={waitLeft} />
        </FormFrame>
      ) : null}

      {step.kind === 'enable-code' ? (
        <CodeStep
          id="sms-enable-code"
          submitLabel="Verify"
          onCancel={() => setStep({ kind: 'idle' })}
          onSubmit={async (token) => {
            const result = await enable({ token });
            if (result.error) return checkFailed(result.error);
            notify.success(accountMessages.twoFactorEnabled);
            setStep({ kind: 'verified' });
            return null;
          }}
        >
          <Typography.Paragraph type="secondary">
            We sent a 6-digit code to {step.phone}.
          </Typography.Paragraph>
          <ResendCode
            waitLeft={waitLeft}
            onResend={async () => setBanner(await sendSetupCode(step.phone, step.password))}
          />
        </CodeStep>
      ) : null}

      {step.kind === 'disable-code' ? (
        <CodeStep
          id="sms-disable-code"
          submitLabel="Disable"
          onCancel={() => setStep({ kind: 'idle' })}
          onSubmit={async (token) => {
            const result = await disable({ token });
            if (result.error) return checkFailed(result.error);
            notify.success(accountMessages.twoFactorDisabled);
            setStep({ kind: 'idle' });
            return null;
          }}
        >
          <Typography.Paragraph type="secondary">
            We sent a 6-digit code to your verified phone.
          </Typography.Paragraph>
          <ResendCode
            waitLeft={waitLeft}
            onResend={async () => {
              const result = await sendDisableCode();
              if (result.error) setBanner(sendFailed(result.error));
              else lockResend(limits.smsResendWaitSeconds);
            }}
          />
        </CodeStep>
      ) : null}

      {step.kind === 'verified' ? (
        <Result
          status="success"
          title="Verified"
          subTitle={accountMessages.twoFactorEnabled}
          extra={<Button onClick={() => setStep({ kind: 'idle' })}>Done</Button>}
        />
      ) : null}
    </TwoFactorMethod>
  );
}
