import { useState } from 'react';
import { billingMessages } from '@ensemble/contracts';
import { useNotify } from '@ensemble/shared-ui';
import {
  useCreateSetupIntentMutation,
  useLazyGetPaymentMethodQuery,
  useSavePaymentMethodMutation,
} from '../api/billingApi';

export interface CardFormModalProps {
  open: boolean;
  organizationId: number;
  /** 'edit' replaces the card on file; 'new' stores it and then runs `onSaved` (the subscription). */
  mode: 'new' | 'edit';
  onCancel: () => void;
  /** After the payment method is stored. In 'new' mode it does the rest (and reports its own errors). */
  onSaved: () => Promise<void> | void;
}

/** What confirming the card with the provider gave: the payment method to store, or the card's error. */
export type ConfirmOutcome = { paymentMethod: string } | { error: string };

/**
 * Spec 1 §4 subscription flow, whatever takes the card: client secret, confirm the card setup, store the
 * payment method, then (edit) reload it and say so, or (new) hand over to `onSaved`.
 */
export function useCardSetupFlow(props: CardFormModalProps) {
  const notify = useNotify();
  const [createSetupIntent] = useCreateSetupIntentMutation();
  const [savePaymentMethod] = useSavePaymentMethodMutation();
  const [reloadCard] = useLazyGetPaymentMethodQuery();
  const [busy, setBusy] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  const run = async (confirm: (clientSecret: string) => Promise<ConfirmOutcome>) => {
    setBusy(true);
    setCardError(null);
    try {
      const intent = await createSetupIntent(props.organizationId);
      const clientSecret = intent.data?.results?.client_secret;
      if (!clientSecret) {
        notify.error(billingMessages.unableToGetClientKey);
        return;
      }
      const confirmed = await confirm(clientSecret);
      if ('error' in confirmed) {
        setCardError(confirmed.error);
        return;
      }
      const saved = await savePaymentMethod({
        organization: props.organizationId,
        stripe_payment_method_id: confirmed.paymentMethod,
      });
      if (saved.error) {
        notify.error(billingMessages.unableToGetPaymentMethod);
        return;
      }
      if (props.mode === 'edit') {
        await reloadCard(props.organizationId);
        notify.success(billingMessages.cardChanged);
      }
      await props.onSaved();
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, cardError };
}
