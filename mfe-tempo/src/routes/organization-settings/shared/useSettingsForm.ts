import { useFormik, type FormikConfig, type FormikErrors, type FormikValues } from 'formik';
import { settingsMessages } from '@ensemble/contracts';
import { submitErrorBanner, useNotify } from '@ensemble/shared-ui';

export interface SettingsFormOptions<Values extends FormikValues, Saved> extends Pick<
  FormikConfig<Values>,
  'validationSchema' | 'validate'
> {
  /** The form's values for the record as loaded. */
  values: Values;
  /** Saves the values; rejects with the API's error (an RTK Query `.unwrap()`). */
  save: (values: Values) => Promise<Saved>;
  /** The form's values for the record as saved. */
  toValues: (saved: Saved) => Values;
}

/**
 * The form of a settings tab that saves one record (the follow-up strategy, the magic numbers): 'Updated
 * successfully' and the saved values back in the form, or the API's errors on the fields and its words (else
 * 'Unable to update') in the form's banner (FormikForm).
 */
export function useSettingsForm<Values extends FormikValues, Saved>(
  options: SettingsFormOptions<Values, Saved>,
) {
  const notify = useNotify();
  return useFormik<Values>({
    initialValues: options.values,
    enableReinitialize: true,
    validationSchema: options.validationSchema,
    validate: options.validate,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      let saved: Saved;
      try {
        saved = await options.save(values);
      } catch (error) {
        const setErrors = (e: Record<string, string>) => helpers.setErrors(e as FormikErrors<Values>);
        helpers.setStatus(submitErrorBanner(error, setErrors, 'Unable to update'));
        return;
      }
      notify.success(settingsMessages.updatedSuccessfully);
      helpers.resetForm({ values: options.toValues(saved) });
    },
  });
}
