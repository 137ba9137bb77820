import { useRef } from 'react';
import { Button, Flex, List, Typography } from 'antd';
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { type EmailAttachment, emailConstants, emailMessages } from '@ensemble/contracts';
import { apiErrorMessage, useNotify } from '@ensemble/shared-ui';
import { useAttachEmailFileMutation } from '../../../api/emailSendingApi';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The email's attachments: each file is uploaded when chosen (the send call takes their ids); at most 5,
 * 10 MB together, checked here before uploading so a too-large file costs no upload.
 */
export function Attachments(props: {
  organizationId: number;
  value: EmailAttachment[];
  onChange: (value: EmailAttachment[]) => void;
}) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [attach, { isLoading }] = useAttachEmailFileMutation();

  const add = async (files: File[]) => {
    let current = props.value;
    for (const file of files) {
      if (current.length >= emailConstants.attachmentsMax) {
        notify.error(emailMessages.tooManyAttachments);
        break;
      }
      const total = current.reduce((sum, a) => sum + a.size, 0) + file.size;
      if (total > emailConstants.attachmentsMaxBytes) {
        notify.error(emailMessages.attachmentsTooLarge);
        continue;
      }
      try {
        const saved = await attach({ organizationId: props.organizationId, file }).unwrap();
        current = [...current, saved];
        props.onChange(current);
      } catch (error) {
        notify.error(apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]));
      }
    }
  };

  return (
    <div>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Attach files"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void add(files);
        }}
      />
      <Flex align="center" gap={8} wrap>
        <Button icon={<PaperClipOutlined />} loading={isLoading} onClick={() => input.current?.click()}>
          Attach files
        </Button>
        <Typography.Text type="secondary">{emailMessages.attachmentsTooLarge}</Typography.Text>
      </Flex>
      {props.value.length > 0 ? (
        <List
          size="small"
          dataSource={props.value}
          renderItem={(a) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${a.name}`}
                  onClick={() => props.onChange(props.value.filter((x) => x.id !== a.id))}
                />,
              ]}
            >
              <Typography.Text>{a.name}</Typography.Text>{' '}
              <Typography.Text type="secondary">({formatSize(a.size)})</Typography.Text>
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}
