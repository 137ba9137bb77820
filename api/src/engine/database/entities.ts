import { OutboxMessage } from '../providers/outbox/outbox-message.entity';
import {
  BillingCouponRow,
  BillingPriceRow,
  BillingProductRow,
  BillingPromotionCodeRow,
} from '../providers/payments/local/catalogue.entities';
import {
  LocalCustomer,
  LocalInvoice,
  LocalPaymentMethod,
  LocalSetupIntent,
  LocalSubscription,
} from '../providers/payments/local/local-state.entities';
import {
  LocalServicePrice,
  LocalServiceProduct,
} from '../providers/payments/local/service-products.entities';
import { LocalCustomerInvoice } from '../providers/payments/local/customer-invoices.entities';
import { LocalPostcardTemplate } from '../providers/postcards/local/local-postcard-template.entity';

/** The entities the engine's own adapters keep (outbox, local payments and post cards); src/entities.ts adds the modules'. */
export const engineEntities = [
  OutboxMessage,
  BillingProductRow,
  BillingPriceRow,
  BillingCouponRow,
  BillingPromotionCodeRow,
  LocalCustomer,
  LocalPaymentMethod,
  LocalSetupIntent,
  LocalSubscription,
  LocalInvoice,
  LocalServiceProduct,
  LocalServicePrice,
  LocalCustomerInvoice,
  LocalPostcardTemplate,
];
