import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { type DnsRecord, emailSetupMessages as M, type SendingDomain } from '@ensemble/contracts';
import { errorMessage, useNotify } from '@ensemble/shared-ui';
import { useVerifyDomainMutation } from '../../api/emailSetupApi';

/** A value and the button that copies it ('Copied to clipboard'). */
function Copyable({ text, label }: { text: string; label: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(M.copied);
    } catch {
      notify.error('Unable to copy: select the text and copy it');
    }
  };
  return (
    <Flex align="start" gap={4}>
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {text}
      </Typography.Text>
      <Tooltip title={`Copy ${label}`}>
        <Button
          aria-label={`Copy ${label}`}
          size="small"
          type="text"
          icon={<CopyOutlined />}
          onClick={copy}
        />
      </Tooltip>
    </Flex>
  );
}

/**
 * Step 2 DNS Records (spec 3 §2): what to publish at the domain's DNS host, each Verified or Not Verified at the
 * last Verify; Verify looks them up now.
 */
export function DnsRecordsStep({
  organizationId,
  domain,
}: {
  organizationId: number;
  domain: SendingDomain;
}) {
  const notify = useNotify();
  const [verify, verifying] = useVerifyDomainMutation();
  const run = async () => {
    try {
      const result = await verify(organizationId).unwrap();
      if (result.valid) notify.success(M.verified);
      else notify.error(M.notVerified);
    } catch (error) {
      notify.error(errorMessage(error, M.unableToVerify));
    }
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        Publish these records at the DNS host of {domain.domain}, then Verify. DNS changes can take a while to
        be seen.
      </Typography.Text>
      <Table<DnsRecord>
        rowKey={(r) => `${r.type} ${r.host}`}
        dataSource={domain.dns}
        pagination={false}
        size="small"
        scroll={{ x: true }}
        data-testid="dns-records"
        columns={[
          {
            title: 'Status',
            key: 'status',
            render: (_, r) => (
              <Tag color={r.valid ? 'success' : 'default'}>{r.valid ? M.verified : M.notVerifiedStatus}</Tag>
            ),
          },
          { title: 'Type', dataIndex: 'type', key: 'type' },
          {
            title: 'Host',
            key: 'host',
            render: (_, r) => <Copyable text={r.host} label={`host ${r.host}`} />,
          },
          {
            title: 'Value',
            key: 'data',
            render: (_, r) => <Copyable text={r.data} label={`value of ${r.host}`} />,
          },
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" data-testid="dns-verified-at">
          {domain.verified_at
            ? `Last checked ${new Date(domain.verified_at).toLocaleString()}`
            : 'Not checked yet'}
        </Typography.Text>
        <Button type="primary" onClick={() => void run()} loading={verifying.isLoading}>
          Verify
        </Button>
      </Flex>
    </Flex>
  );
}
