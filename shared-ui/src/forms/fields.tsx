import { useEffect, useId, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { Checkbox, Form, Input, Select, Switch } from 'antd';
import { getIn, type FormikProps } from 'formik';
import { isValidPhone, limits, messages } from '@ensemble/contracts';
import { FormField, visibleError } from './FormField';

/** What every formik-bound field takes: the form, the value's path in it, and how it is labelled. */
export interface BoundFieldProps<T> {
  formik: FormikProps<T>;
  name: string;
  label: string;
  /** The control's id (the label points at it); a generated one when omitted. */
  id?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Help under the control while it shows no error. */
  extra?: string;
}

function useFieldId(id: string | undefined): string {
  const generated = useId();
  return id ?? `field-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

function stringValue<T>(formik: FormikProps<T>, name: string): string {
  const value: unknown = getIn(formik.values, name);
  return value == null ? '' : String(value);
}

/** What a text-like control needs from its field: formik's value, change and blur, and the field's props. */
interface InputBinding {
  id: string;
  name: string;
  value: string;
  placeholder?: string;
  disabled?: boolean;
  onChange: FormikProps<unknown>['handleChange'];
  onBlur: FormikProps<unknown>['handleBlur'];
}

/** The field's frame (label, error, help) around one text-like control bound to the formik value `name`. */
function BoundInput<T>({
  field,
  children,
}: {
  field: BoundFieldProps<T>;
  children: (bind: InputBinding) => ReactElement;
}) {
  const { formik, name, label, required, disabled, placeholder, extra } = field;
  const id = useFieldId(field.id);
  const bind = {
    id,
    name,
    value: stringValue(formik, name),
    placeholder,
    disabled,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  };
  return (
    <FormField formik={formik} name={name} label={label} id={id} required={required} extra={extra}>
      {children(bind)}
    </FormField>
  );
}

export interface TextFieldProps<T> extends BoundFieldProps<T> {
  type?: 'text' | 'email' | 'url' | 'tel' | 'search';
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

export function TextField<T>(props: TextFieldProps<T>) {
  return (
    <BoundInput field={props}>
      {(bind) => (
        <Input
          {...bind}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          autoFocus={props.autoFocus}
          maxLength={props.maxLength}
          inputMode={props.inputMode}
        />
      )}
    </BoundInput>
  );
}

export interface TextAreaFieldProps<T> extends BoundFieldProps<T> {
  rows?: number;
  maxLength?: number;
}

export function TextAreaField<T>(props: TextAreaFieldProps<T>) {
  return (
    <BoundInput field={props}>
      {(bind) => <Input.TextArea {...bind} rows={props.rows ?? 4} maxLength={props.maxLength} />}
    </BoundInput>
  );
}

export interface PasswordFieldProps<T> extends BoundFieldProps<T> {
  autoComplete?: 'current-password' | 'new-password';
  autoFocus?: boolean;
}

export function PasswordField<T>(props: PasswordFieldProps<T>) {
  return (
    <BoundInput field={props}>
      {(bind) => (
        <Input.Password
          {...bind}
          autoComplete={props.autoComplete ?? 'current-password'}
          autoFocus={props.autoFocus}
        />
      )}
    </BoundInput>
  );
}

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface SelectFieldProps<T, V extends string | number> extends BoundFieldProps<T> {
  options: SelectOption<V>[];
  loading?: boolean;
  /** Shown in the open list when there is nothing to pick (e.g. the options failed to load). */
  notFoundContent?: ReactNode;
  searchable?: boolean;
  allowClear?: boolean;
}

export function SelectField<T, V extends string | number>(props: SelectFieldProps<T, V>) {
  const { formik, name, label, required, disabled, placeholder, extra } = props;
  const id = useFieldId(props.id);
  const value = getIn(formik.values, name) as V | null | undefined;
  return (
    <FormField formik={formik} name={name} label={label} id={id} required={required} extra={extra}>
      <Select<V>
        id={id}
        showSearch={props.searchable ? { optionFilterProp: 'label' } : undefined}
        placeholder={placeholder}
        value={value ?? undefined}
        options={props.options}
        loading={props.loading}
        allowClear={props.allowClear}
        notFoundContent={props.notFoundContent}
        onChange={(v) => void formik.setFieldValue(name, v ?? null)}
        onBlur={() => void formik.setFieldTouched(name, true)}
        disabled={disabled}
      />
    </FormField>
  );
}

export interface CheckboxFieldProps<T> extends Omit<BoundFieldProps<T>, 'label' | 'placeholder'> {
  /** The checkbox's label (text or text with links). */
  children: ReactNode;
}

export function CheckboxField<T>(props: CheckboxFieldProps<T>) {
  const { formik, name, disabled, extra } = props;
  const id = useFieldId(props.id);
  const error = visibleError(formik, name);
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error} extra={extra}>
      <Checkbox
        id={id}
        name={name}
        checked={getIn(formik.values, name) === true}
        onChange={(e) => {
          void formik.setFieldValue(name, e.target.checked);
          void formik.setFieldTouched(name, true, false);
        }}
        disabled={disabled}
      >
        {props.children}
      </Checkbox>
    </Form.Item>
  );
}

export type SwitchFieldProps<T> = Omit<BoundFieldProps<T>, 'placeholder'>;

export function SwitchField<T>(props: SwitchFieldProps<T>) {
  const { formik, name, label, disabled, extra } = props;
  const id = useFieldId(props.id);
  return (
    <FormField formik={formik} name={name} label={label} id={id} extra={extra}>
      <Switch
        id={id}
        checked={getIn(formik.values, name) === true}
        onChange={(checked) => void formik.setFieldValue(name, checked)}
        disabled={disabled}
      />
    </FormField>
  );
}

/**
 * A phone number, US by default (spec 1 §5): the field checks itself with the contracts' rule, so a form
 * whose schema does not know the field still refuses a bad number with 'phone number is not valid'.
 */
export function PhoneField<T>(props: BoundFieldProps<T>) {
  const { formik, name, required } = props;
  const { registerField, unregisterField } = formik;
  useEffect(() => {
    registerField(name, {
      validate: (value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) return required ? messages.phoneRequired : undefined;
        return isValidPhone(text) ? undefined : messages.phoneInvalid;
      },
    });
    return () => unregisterField(name);
  }, [registerField, unregisterField, name, required]);
  return (
    <BoundInput field={{ ...props, placeholder: props.placeholder ?? '(201) 555-0123' }}>
      {(bind) => <Input {...bind} type="tel" inputMode="tel" autoComplete="tel" />}
    </BoundInput>
  );
}

export interface CodeFieldProps<T> extends BoundFieldProps<T> {
  /** Backup codes mix letters and digits, so the numeric keyboard would get in the way. */
  alphanumeric?: boolean;
  autoFocus?: boolean;
}

/** A verification code: at most 6 characters (spec 1 §5), numeric keyboard, one-time-code autofill. */
export function CodeField<T>(props: CodeFieldProps<T>) {
  return (
    <BoundInput field={props}>
      {(bind) => (
        <Input
          {...bind}
          maxLength={limits.verificationCodeLength}
          inputMode={props.alphanumeric ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus={props.autoFocus}
          onChange={(e) => void props.formik.setFieldValue(props.name, e.target.value.replace(/\s+/g, ''))}
          style={{ letterSpacing: 2 }}
        />
      )}
    </BoundInput>
  );
}
