import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when a Stripe card form is first shown, not when the remote loads.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { billingMessages } from '@ensemble/contracts';
import { CardBrandLogo } from './CardBrandLogo';
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

type StripeField = 'number' | 'expiry' | 'cvc';
const stripeFields: StripeField[] = ['number', 'expiry', 'cvc'];

interface FieldState {
  complete: boolean;
  error: string | null;
}

/** What every Elements field reports on change (complete, and Stripe's own wording for an error). */
interface ElementChange {
  complete: boolean;
  error?: { message: string };
}

const elementBox = { border: '1px solid #d9d9d9', borderRadius: 6, padding: '8px 11px' } as const;

/** One Elements field in the form's layout, with its error inline and a tick once it is complete. */
function StripeFieldItem(props: {
  label: string;
  state: FieldState;
  prefix?: ReactNode;
  children: ReactNode;
}) {
  const { state } = props;
  return (
    <Form.Item label={props.label} validateStatus={state.error ? 'error' : undefined} help={state.error}>
      <Flex
        align="center"
        gap={8}
        style={{ ...elementBox, borderColor: state.error ? '#ff4d4f' : undefined }}
      >
        {props.prefix}
        <div style={{ flex: 1, minWidth: 0 }}>{props.children}</div>
        {state.complete ? (
          <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={`${props.label} complete`} />
        ) : null}
      </Flex>
    </Form.Item>
  );
}

function StripeCardFields(props: CardFormModalProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { run, busy, cardError } = useCardSetupFlow(props);
  const [fields, setFields] = useState<Record<StripeField, FieldState>>({
    number: { complete: false, error: null },
    expiry: { complete: false, error: null },
    cvc: { complete: false, error: null },
  });
  const [brand, setBrand] = useState<string>('unknown');
  const complete = stripeFields.every((f) => fields[f].complete);

  const onChange = (field: StripeField) => (e: ElementChange) =>
    setFields((prev) => ({ ...prev, [field]: { complete: e.complete, error: e.error?.message ?? null } }));

  const submit = () =>
    run(async (clientSecret) => {
      // Stripe reads the expiry and cvc from their own elements of the same Elements group.
      const card = elements?.getElement(CardNumberElement);
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
        <StripeFieldItem
          label="Card number"
          state={fields.number}
          prefix={<CardBrandLogo brand={brand} height={18} />}
        >
          <CardNumberElement
            options={{ disabled: busy, showIcon: false }}
            onChange={(e) => {
              setBrand(e.brand);
              onChange('number')(e);
            }}
          />
        </StripeFieldItem>
        <Flex gap={12}>
          <div style={{ flex: 1 }}>
            <StripeFieldItem label="Expiry" state={fields.expiry}>
              <CardExpiryElement options={{ disabled: busy }} onChange={onChange('expiry')} />
            </StripeFieldItem>
          </div>
          <div style={{ flex: 1 }}>
            <StripeFieldItem label="CVC" state={fields.cvc}>
              <CardCvcElement options={{ disabled: busy }} onChange={onChange('cvc')} />
            </StripeFieldItem>
          </div>
        </Flex>
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

/**
 * The Stripe provider's card form: Stripe Elements' number, expiry and cvc fields, each showing when it is
 * complete as the local form's fields do (spec 1 §4), confirmed with confirmCardSetup.
 */
export function StripeCardForm(props: CardFormModalProps & { publishableKey: string }) {
  const { publishableKey, ...rest } = props;
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...rest} />
    </Elements>
  );
}
