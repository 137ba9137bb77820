import type { ReactNode } from 'react';
import type { FormikProps } from 'formik';
import { TextField } from '../forms/fields';
import { FormModal } from './FormModal';
import { useItemForm } from './useItemForm';

export type NameFormValues = Record<string, string>;

export interface NameFormModalProps<Item, Body = NameFormValues> {
  open: boolean;
  /** The item to edit, or null to create one. */
  item: Item | null;
  /** The modal's title when creating and when editing ('Create tag' / 'Rename tag'). */
  titles: { create: string; edit: string };
  /** The field's label ('Name', 'Tag name'). */
  label: string;
  /** The field's id (its label points at it). */
  id: string;
  /** The yup rule from contracts (an object schema with the field); `cast` gives the body saved. */
  schema: { cast: (values: NameFormValues) => unknown };
  /** The field's name in the values (default 'name'). */
  field?: string;
  maxLength?: number;
  /** The values the form starts with; by default the item's field (or empty). */
  initialValues?: (item: Item | null) => NameFormValues;
  /** Saves the cast values; rejects with the API's error (an RTK Query `.unwrap()`). */
  save: (body: Body, item: Item | null) => Promise<unknown>;
  /** The success toast, when creating and when editing. */
  saved: { create: string; edit: string };
  /** The banner when the API gives no words of its own (default 'Something went wrong'). */
  failed?: { create: string; edit: string } | string;
  onClose: () => void;
  /** More fields under the name (a description). */
  extraFields?: (formik: FormikProps<NameFormValues>) => ReactNode;
}

/**
 * Create or edit something that is mostly a name (a source, a tag, a list): the name field with its contracts
 * rule, field errors from the API on the field, a form-level one in the banner, a toast on success.
 */
export function NameFormModal<Item, Body = NameFormValues>({
  open,
  item,
  titles,
  label,
  id,
  schema,
  field = 'name',
  maxLength = 100,
  initialValues,
  save,
  saved,
  failed,
  onClose,
  extraFields,
}: NameFormModalProps<Item, Body>) {
  const formik = useItemForm<Item, NameFormValues, Body>({
    item,
    initialValues: initialValues
      ? initialValues(item)
      : { [field]: String((item as Record<string, unknown> | null)?.[field] ?? '') },
    schema: schema as { cast: (values: NameFormValues) => Body },
    save,
    saved,
    failed,
    onClose,
  });
  return (
    <FormModal
      open={open}
      title={item !== null ? titles.edit : titles.create}
      formik={formik}
      onClose={onClose}
      cancelLabel={null}
    >
      <TextField
        formik={formik}
        name={field}
        id={id}
        label={label}
        required
        maxLength={maxLength}
        autoFocus
      />
      {extraFields?.(formik)}
    </FormModal>
  );
}
