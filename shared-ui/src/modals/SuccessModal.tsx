import { useEffect, useRef } from 'react';
import { Button, Modal, Result } from 'antd';
import { limits } from '@ensemble/contracts';

export interface SuccessModalProps {
  open: boolean;
  message: string;
  /** A second line under the message. */
  description?: string;
  onClose: () => void;
  /** Spec 1 §9: the success modal closes by itself after 700-1000 ms. */
  autoCloseMs?: number;
}

/** A short confirmation that closes by itself, or at once on OK. */
export function SuccessModal({ open, message, description, onClose, autoCloseMs }: SuccessModalProps) {
  useAutoClose(open, onClose, autoCloseMs ?? limits.modalCloseDelayMs);
  return (
    <Modal open={open} onCancel={onClose} footer={null} centered width={400} title={null}>
      <SuccessContent message={message} description={description} onClose={onClose} />
    </Modal>
  );
}

export function SuccessContent(props: { message: string; description?: string; onClose: () => void }) {
  return (
    <Result
      status="success"
      title={<span role="status">{props.message}</span>}
      subTitle={props.description}
      extra={
        <Button type="primary" onClick={props.onClose} autoFocus>
          OK
        </Button>
      }
    />
  );
}

/** Calls onClose once, `ms` after `active` turns true (the latest onClose, so callers need not memoize it). */
export function useAutoClose(
  active: boolean,
  onClose: () => void,
  ms: number = limits.modalCloseDelayMs,
): void {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
