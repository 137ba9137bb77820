import { Button, Flex, Typography } from 'antd';
import { accountMessages } from '@ensemble/contracts';

/** How long before another code may be sent, while that wait runs. */
export function WaitNotice({ waitLeft }: { waitLeft: number }) {
  if (waitLeft <= 0) return null;
  return (
    <Typography.Text type="secondary" role="status">
      {accountMessages.waitBeforeNewCode(waitLeft)}
    </Typography.Text>
  );
}

/**
 * 'Resend the code', locked while the wait after the last send runs (spec 1 §5), with the wait under it:
 * left-aligned inside a form's steps, centred under a full-page form.
 */
export function ResendCode({
  waitLeft,
  onResend,
  disabled = false,
  loading,
  centred = false,
}: {
  waitLeft: number;
  onResend: () => Promise<void>;
  disabled?: boolean;
  loading?: boolean;
  centred?: boolean;
}) {
  return (
    <Flex
      vertical
      gap={4}
      align={centred ? 'center' : 'flex-start'}
      style={centred ? { marginTop: 16 } : { marginBottom: 12 }}
    >
      <Button
        type="link"
        style={centred ? undefined : { padding: 0 }}
        disabled={disabled || waitLeft > 0}
        loading={loading}
        onClick={() => void onResend()}
      >
        Resend the code
      </Button>
      <WaitNotice waitLeft={waitLeft} />
    </Flex>
  );
}
