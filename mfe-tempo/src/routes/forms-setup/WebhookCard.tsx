import { useState } from 'react';
import { CopyOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Flex, Input, Space, Typography } from 'antd';
import { webFormConstants, webFormMessages as M } from '@ensemble/contracts';
import { ConfirmModal, errorStatus, useNotify } from '@ensemble/shared-ui';
import { useRotateWebFormKeyMutation, useWebFormKeyQuery } from '../../api/formsSetupApi';
import { Loaded } from '../organization-settings/shared/Loaded';

/** A form posting to `url` from the website's page: form-encoded, so the browser sends it without a preflight. */
const sampleForm = (url: string) => `<form id="contact-form">
  <input name="first_name" placeholder="First name">
  <input name="last_name" placeholder="Last name">
  <input name="email" type="email" placeholder="Email">
  <input name="phone" type="tel" placeholder="Phone">
  <textarea name="message" placeholder="Message"></textarea>
  <button type="submit">Send</button>
</form>
<script>
  document.getElementById('contact-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const res = await fetch('${url}', {
      method: 'POST',
      body: new URLSearchParams(new FormData(event.target)),
    });
    alert(res.ok ? 'Thank you!' : 'Please check the form and try again.');
  });
</script>`;

const sampleCurl = (url: string) => `curl -X POST '${url}' \\
  -H 'Content-Type: application/json' \\
  -d '{"first_name":"Ada","last_name":"Lovelace","email":"ada@example.com","phone":"(202) 555-0147","message":"Please call me"}'`;

function Sample({ text, label }: { text: string; label: string }) {
  return (
    <Typography.Paragraph
      copyable={{ text, tooltips: [`Copy ${label}`, M.copied] }}
      style={{ marginBottom: 0 }}
    >
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }} aria-label={label}>
        {text}
      </pre>
    </Typography.Paragraph>
  );
}

/**
 * Spec 3 §2 'Webhook URL with Copy': the organization's secret URL (the owner's to see), Copy, Rotate behind a
 * confirmation (the old URL stops working at once), and how a website posts to it.
 */
export function WebhookCard({ organizationId }: { organizationId: number }) {
  const key = useWebFormKeyQuery(organizationId);
  const [rotate] = useRotateWebFormKeyMutation();
  const [confirming, setConfirming] = useState(false);
  const notify = useNotify();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(M.copied);
    } catch {
      notify.error('Unable to copy: select the URL and copy it');
    }
  };
  const confirmRotate = async () => {
    const result = await rotate(organizationId);
    if (result.error) {
      notify.error(M.unableToRotate);
      return;
    }
    notify.success(M.rotated);
    setConfirming(false);
  };

  return (
    <Card title="Webhook URL" data-testid="forms-setup-webhook">
      {errorStatus(key.error) === 403 ? (
        <Typography.Text type="secondary">{M.ownerOnly}</Typography.Text>
      ) : (
        <Loaded query={key} errorTitle="Unable to get the webhook URL">
          {({ url }) => (
            <Flex vertical gap={12}>
              <Space.Compact style={{ width: '100%' }}>
                <Input readOnly value={url} aria-label="Webhook URL" data-testid="webhook-url" />
                <Button icon={<CopyOutlined />} onClick={() => void copy(url)}>
                  Copy
                </Button>
              </Space.Compact>
              <Flex justify="space-between" align="center" wrap gap={8}>
                <Typography.Text type="secondary">
                  Keep it secret: whoever has it can add contacts. Rotate it if it has leaked.
                </Typography.Text>
                <Button danger onClick={() => setConfirming(true)}>
                  Rotate
                </Button>
              </Flex>
              <Typography.Paragraph style={{ marginBottom: 0 }}>
                Post your website&apos;s form to this URL, as JSON or form-encoded, with the fields{' '}
                <Typography.Text code>first_name</Typography.Text>,{' '}
                <Typography.Text code>last_name</Typography.Text>,{' '}
                <Typography.Text code>email</Typography.Text>, <Typography.Text code>phone</Typography.Text>{' '}
                and <Typography.Text code>message</Typography.Text>. An email or a phone is needed; any other
                field is kept in a note on the contact. The contact is found by email or cell phone, or added
                as a prospect. Up to {webFormConstants.postsPerMinute} posts a minute.
              </Typography.Paragraph>
              <Collapse
                size="small"
                items={[
                  {
                    key: 'form',
                    label: 'Sample HTML form',
                    children: <Sample text={sampleForm(url)} label="sample HTML form" />,
                  },
                  {
                    key: 'curl',
                    label: 'Sample request (curl)',
                    children: <Sample text={sampleCurl(url)} label="sample request" />,
                  },
                ]}
              />
            </Flex>
          )}
        </Loaded>
      )}
      <ConfirmModal
        open={confirming}
        title={M.rotateTitle}
        text={M.rotateText}
        confirmLabel="Rotate"
        danger
        onConfirm={confirmRotate}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
