export { ConfirmModal, type ConfirmModalProps } from './ConfirmModal';
export { SuccessModal, SuccessContent, useAutoClose, type SuccessModalProps } from './SuccessModal';
export {
  ChangePasswordModal,
  type ChangePasswordModalProps,
  type ChangePasswordValues,
} from './ChangePasswordModal';
export { ChangeEmailModal, type ChangeEmailModalProps, type ChangeEmailValues } from './ChangeEmailModal';
