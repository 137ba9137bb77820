import { useState } from 'react';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when a Stripe card form is first shown, not when the remote loads.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { billingMessages } from '@ensemble/contracts';
import { useCardSetupFlow, type CardFormModalProps } from './useCardSetupFlow';

const loaded = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let p = loaded.get(publishableKey);
  if (!p) {
    p = loadStripe(publishableKey).catch(() => null);
    loaded.set(publishableKey, p);
  }
  return p;
}

function StripeCardFields(props: CardFormModalProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { run, busy, cardError } = useCardSetupFlow(props);
  const [complete, setComplete] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = () =>
    run(async (clientSecret) => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { error: billingMessages.stripeError };
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      const pm = result.setupIntent?.payment_method;
      if (result.error || !pm) return { error: result.error?.message ?? billingMessages.cardDeclined };
      return { paymentMethod: typeof pm === 'string' ? pm : pm.id };
    });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Form layout="vertical" component={false}>
        <Form.Item label="Card" validateStatus={fieldError ? 'error' : undefined} help={fieldError}>
          <div style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '8px 11px' }}>
            <CardElement
              options={{ hidePostalCode: true, disabled: busy }}
              onChange={(e) => {
                setComplete(e.complete);
                setFieldError(e.error?.message ?? null);
              }}
            />
          </div>
        </Form.Item>
        {cardError ? <Alert type="error" showIcon title={cardError} style={{ marginBottom: 12 }} /> : null}
        {!stripe ? <Typography.Text type="secondary">Loading Stripe…</Typography.Text> : null}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={props.onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" disabled={!complete || !stripe} loading={busy}>
            {props.mode === 'edit' ? 'Save card' : 'Subscribe'}
          </Button>
        </Flex>
      </Form>
    </form>
  );
}

/** The Stripe provider's card form: Stripe Elements' card field, confirmed with confirmCardSetup. */
export function StripeCardForm(props: CardFormModalProps & { publishableKey: string }) {
  const { publishableKey, ...rest } = props;
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...rest} />
    </Elements>
  );
}
