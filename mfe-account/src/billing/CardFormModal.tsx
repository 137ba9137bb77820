import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Skeleton } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useFormik, type FormikProps } from 'formik';
import { billingMessages, cardSchema, parseExpiry, type CardInput } from '@ensemble/contracts';
import { FormField, visibleError, errorMessage, FormFrame } from '@ensemble/shared-ui';
import { useConfirmLocalSetupMutation, useGetPaymentsConfigQuery } from '../api/billingApi';
import { useCardSetupFlow, type CardFormModalProps } from './useCardSetupFlow';

// Stripe Elements only matter with the Stripe provider: kept out of the bundle every other screen loads.
const StripeCardForm = lazy(() => import('./StripeCardForm').then((m) => ({ default: m.StripeCardForm })));

export type { CardFormModalProps };

/** '4242424242424242' → '4242 4242 4242 4242', at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12 / 30' as it is typed. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

const schema = cardSchema();

function fieldComplete(name: keyof CardInput, values: CardInput): boolean {
  try {
    schema.validateSyncAt(name, values);
    return true;
  } catch {
    return false;
  }
}

function CardField(props: {
  formik: FormikProps<CardInput>;
  name: keyof CardInput;
  label: string;
  placeholder: string;
  format: (v: string) => string;
  disabled: boolean;
  autoComplete: string;
}) {
  const { formik, name } = props;
  const id = `card-${name}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const complete = fieldComplete(name, formik.values);
  return (
    <FormField formik={formik} name={name} label={props.label} id={id}>
      <Input
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        value={formik.values[name]}
        disabled={props.disabled}
        status={visibleError(formik, name) ? 'error' : undefined}
        onChange={(e) => void formik.setFieldValue(name, props.format(e.target.value))}
        onBlur={formik.handleBlur}
        suffix={
          complete ? (
            <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={`${props.label} complete`} />
          ) : (
            <span />
          )
        }
      />
    </FormField>
  );
}

/** The local provider's card form: our own fields with Stripe's wording for errors. */
function LocalCardForm(props: CardFormModalProps) {
  const [confirmSetup] = useConfirmLocalSetupMutation();
  const { run, busy, cardError } = useCardSetupFlow(props);

  const formik = useFormik<CardInput>({
    initialValues: { number: '', expiry: '', cvc: '' },
    validationSchema: schema,
    // Every change validates the whole card already. Formik's blur validation reads the values of the last
    // render, so a blur right after a change (a fast typist, a busy machine) could show the error of the
    // previous value ('incomplete' for a full but invalid number); a blur only reveals the field's error.
    validateOnBlur: false,
    onSubmit: (values) =>
      run(async (clientSecret) => {
        const expiry = parseExpiry(values.expiry);
        const confirmed = await confirmSetup({
          client_secret: clientSecret,
          card: {
            number: values.number.replace(/\s/g, ''),
            exp_month: expiry?.month ?? 0,
            exp_year: expiry?.year ?? 0,
            cvc: values.cvc,
          },
        });
        return confirmed.data
          ? { paymentMethod: confirmed.data.payment_method }
          : { error: errorMessage(confirmed.error, billingMessages.cardDeclined) };
      }),
  });

  const complete = schema.isValidSync(formik.values);

  return (
    <FormFrame formik={formik}>
      <CardField
        formik={formik}
        name="number"
        label="Card number"
        placeholder="1234 1234 1234 1234"
        format={formatCardNumber}
        disabled={busy}
        autoComplete="cc-number"
      />
      <Flex gap={12}>
        <div style={{ flex: 1 }}>
          <CardField
            formik={formik}
            name="expiry"
            label="Expiry"
            placeholder="MM / YY"
            format={formatExpiry}
            disabled={busy}
            autoComplete="cc-exp"
          />
        </div>
        <div style={{ flex: 1 }}>
          <CardField
            formik={formik}
            name="cvc"
            label="CVC"
            placeholder="CVC"
            format={(v) => v.replace(/\D/g, '').slice(0, 4)}
            disabled={busy}
            autoComplete="cc-csc"
          />
        </div>
      </Flex>
      {cardError ? <Alert type="error" showIcon title={cardError} style={{ marginBottom: 12 }} /> : null}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={props.onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" disabled={!complete} loading={busy}>
          {props.mode === 'edit' ? 'Save card' : 'Subscribe'}
        </Button>
      </Flex>
    </FormFrame>
  );
}

/** Spec 1 §4 card form: per-field completion, submit only when all complete, loading while processing. */
export function CardFormModal(props: CardFormModalProps) {
  const config = useGetPaymentsConfigQuery(undefined, { skip: !props.open });
  const [key, setKey] = useState(0);
  // A fresh form each time the modal opens.
  useEffect(() => {
    if (props.open) setKey((k) => k + 1);
  }, [props.open]);

  let body;
  if (config.isLoading || (!config.data && !config.error)) body = <Skeleton active />;
  else if (config.error || !config.data)
    body = <Alert type="error" showIcon title={billingMessages.stripeError} />;
  else if (config.data.provider === 'local') body = <LocalCardForm key={key} {...props} />;
  else if (config.data.publishable_key)
    body = (
      <Suspense fallback={<Skeleton active />}>
        <StripeCardForm key={key} publishableKey={config.data.publishable_key} {...props} />
      </Suspense>
    );
  else body = <Alert type="error" showIcon title={billingMessages.stripeError} />;

  return (
    <Modal
      open={props.open}
      title={props.mode === 'edit' ? 'Change card' : 'Payment details'}
      onCancel={props.onCancel}
      footer={null}
      centered
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
