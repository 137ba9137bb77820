import { Alert, Typography } from 'antd';
import { getIn } from 'formik';
import { type AvailablePhoneNumber, createNumberSchema, phoneNumberMessages as M } from '@ensemble/contracts';
import { errorBody, FormModal, PhoneField, useItemForm } from '@ensemble/shared-ui';
import { useCreatePhoneNumberMutation } from '../../api/phoneNumbersApi';

export interface ConfirmNumberModalProps {
  organizationId: number;
  /** The number clicked in the list; null while none is. */
  number: AvailablePhoneNumber | null;
  /** The API said the number is taken or no longer offered: the list leaves it out. */
  onUnavailable: (number: AvailablePhoneNumber) => void;
  onClose: () => void;
}

/** Whether the API refused the number itself ({ twilio_number: [...] }: taken, or no longer available). */
const refusesNumber = (error: unknown): boolean => {
  const body = errorBody(error);
  return !!body && typeof body === 'object' && 'twilio_number' in body;
};

/**
 * The confirm modal (spec 3 §2 'Phone setup'): the real number calls to the chosen one are forwarded to, US only
 * ('Please enter a phone number' when empty), then create-number/. The API's refusals show here: the number
 * taken or gone (the list then leaves it out), the plan's limit, a server error.
 */
export function ConfirmNumberModal({
  organizationId,
  number,
  onUnavailable,
  onClose,
}: ConfirmNumberModalProps) {
  const [create] = useCreatePhoneNumberMutation();
  const formik = useItemForm({
    item: null,
    initialValues: { twilio_number: number?.phone_number ?? '', real_number: '' },
    schema: createNumberSchema,
    save: async (body) => {
      try {
        await create({ organizationId, ...body }).unwrap();
      } catch (error) {
        if (number && refusesNumber(error)) onUnavailable(number);
        throw error;
      }
    },
    saved: { create: M.created, edit: M.created },
    onClose,
  });
  // Not a field of the form: the API's words about the chosen number itself.
  const numberError: unknown = formik.submitCount > 0 ? getIn(formik.errors, 'twilio_number') : undefined;
  return (
    <FormModal
      open={number !== null}
      title="Confirm phone number"
      formik={formik}
      onClose={onClose}
      submitLabel="Confirm"
    >
      <Typography.Paragraph>
        Your number will be <Typography.Text strong>{number?.friendly_name}</Typography.Text>. Texts go out
        from it, and calls to it are forwarded to the real number you enter below (a US number).
      </Typography.Paragraph>
      {typeof numberError === 'string' ? (
        <Alert type="error" showIcon title={numberError} role="alert" style={{ marginBottom: 12 }} />
      ) : null}
      <PhoneField formik={formik} name="real_number" label="Forward calls to" required />
    </FormModal>
  );
}
