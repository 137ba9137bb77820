import { TextField, type TextFieldProps } from '@ensemble/shared-ui';

/** The email field as every account screen asks for it: labelled Email, required, autofilled as an email. */
export function EmailField<T>(props: Omit<TextFieldProps<T>, 'name' | 'label' | 'type' | 'autoComplete'>) {
  return <TextField name="email" label="Email" type="email" autoComplete="email" required {...props} />;
}
