import { useState, type ReactNode } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button turns red. */
  danger?: boolean;
  /**
   * Runs the action; the button shows loading until it settles. The caller closes the modal (open=false)
   * when it is done; a rejection keeps it open so the caller's error can be read next to it.
   */
  onConfirm: () => unknown;
  onCancel: () => void;
}

export function ConfirmModal(props: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } catch {
      // The caller reports its own failure; the modal only stops loading.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={busy ? undefined : props.onCancel}
      closable={!busy}
      mask={{ closable: !busy }}
      footer={null}
      centered
    >
      <Typography.Paragraph>{props.text}</Typography.Paragraph>
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={props.onCancel} disabled={busy}>
          {props.cancelLabel ?? 'Cancel'}
        </Button>
        <Button type="primary" danger={props.danger} loading={busy} onClick={() => void confirm()}>
          {props.confirmLabel ?? 'Confirm'}
        </Button>
      </Flex>
    </Modal>
  );
}
