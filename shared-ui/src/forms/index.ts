export { FormField, visibleError, type FormFieldProps } from './FormField';
export { FormFrame, type FormFrameProps } from './FormFrame';
export { FormikForm, type FormikFormProps } from './FormikForm';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export {
  TextField,
  TextAreaField,
  PasswordField,
  SelectField,
  CheckboxField,
  SwitchField,
  PhoneField,
  CodeField,
  type BoundFieldProps,
  type TextFieldProps,
  type TextAreaFieldProps,
  type PasswordFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type CheckboxFieldProps,
  type SwitchFieldProps,
  type CodeFieldProps,
} from './fields';
