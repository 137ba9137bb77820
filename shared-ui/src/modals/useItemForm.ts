import { useFormik, type FormikErrors, type FormikValues } from 'formik';
import { submitErrorBanner } from '../forms/submit-errors';
import { useNotify } from '../useNotify';

/**
 * How the body saved is made: the cast of the contracts rule, or `toBody` (the rule then only validates: it may
 * be the form's own rule, whose cast is not the body).
 */
type ItemFormBody<Values, Body> =
  | { schema: { cast: (values: Values) => Body | null | undefined }; toBody?: undefined }
  | { schema: { cast: (values: Values) => unknown }; toBody: (values: Values) => Body };

export type ItemFormOptions<Item, Values extends FormikValues, Body> = ItemFormBody<Values, Body> & {
  /** The item to edit, or null to create one. */
  item: Item | null;
  initialValues: Values;
  /** Saves the body; rejects with the API's error (an RTK Query `.unwrap()`). */
  save: (body: Body, item: Item | null) => Promise<unknown>;
  /** The success toast, when creating and when editing. */
  saved: { create: string; edit: string };
  /** The failure's words when the API gives none of its own (default 'Something went wrong'). */
  failed?: { create: string; edit: string } | string;
  /**
   * Besides the banner, a failure toast: 'also' toasts the failure and keeps the banner, 'instead' toasts it
   * and shows a banner only for the API's own words.
   */
  toastFailure?: 'also' | 'instead';
  onClose: () => void;
};

/**
 * The formik of a create/edit modal (FormModal): validates with the contracts rule, saves, puts the API's field
 * errors on the fields and its form-level one in the banner (`status`), toasts success, resets and closes.
 */
export function useItemForm<Item, Values extends FormikValues, Body>(
  options: ItemFormOptions<Item, Values, Body>,
) {
  const notify = useNotify();
  const { item, schema, failed, toastFailure } = options;
  const editing = item !== null;
  return useFormik<Values>({
    initialValues: options.initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      try {
        await options.save(options.toBody ? options.toBody(values) : (schema.cast(values) as Body), item);
      } catch (error) {
        const fallback = typeof failed === 'string' ? failed : failed?.[editing ? 'edit' : 'create'];
        const banner = submitErrorBanner(
          error,
          (e) => helpers.setErrors(e as FormikErrors<Values>),
          fallback,
        );
        if (toastFailure && fallback) notify.error(fallback);
        helpers.setStatus(toastFailure === 'instead' && banner === fallback ? null : banner);
        return;
      }
      notify.success(editing ? options.saved.edit : options.saved.create);
      helpers.resetForm();
      options.onClose();
    },
  });
}
