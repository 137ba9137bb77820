import type { ReactNode } from 'react';
import { Modal } from 'antd';

/**
 * The add/edit modal of a settings item (a location, a service): 'Edit <noun>' or 'Add <noun>', and its form
 * mounted afresh for each item, only while open.
 */
export function ItemModal(props: {
  open: boolean;
  noun: string;
  /** The item being edited; null adds one. */
  item: { id: number } | null;
  width: number;
  onClose: () => void;
  form: (key: number | 'new') => ReactNode;
}) {
  return (
    <Modal
      open={props.open}
      title={props.item ? `Edit ${props.noun}` : `Add ${props.noun}`}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      width={props.width}
    >
      {props.open ? props.form(props.item?.id ?? 'new') : null}
    </Modal>
  );
}
