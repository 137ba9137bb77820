export { ConfirmModal, type ConfirmModalProps } from './ConfirmModal';
export { FormModal, type FormModalProps } from './FormModal';
export { useConfirmDelete, type ConfirmDelete, type ConfirmDeleteOptions } from './useConfirmDelete';
export { SuccessModal, SuccessContent, useAutoClose, type SuccessModalProps } from './SuccessModal';
export {
  ChangePasswordModal,
  type ChangePasswordModalProps,
  type ChangePasswordValues,
} from './ChangePasswordModal';
export { ChangeEmailModal, type ChangeEmailModalProps, type ChangeEmailValues } from './ChangeEmailModal';
export { NameFormModal, type NameFormModalProps, type NameFormValues } from './NameFormModal';
export { useItemModal, type ItemModal } from './useItemModal';
export { useItemForm, type ItemFormOptions } from './useItemForm';
