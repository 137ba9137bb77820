import {
  BillingCouponRow,
  BillingPriceRow,
  BillingProductRow,
  BillingPromotionCodeRow,
} from './catalogue.entities';
import { LocalCustomerInvoice } from './customer-invoices.entities';
import {
  LocalCustomer,
  LocalInvoice,
  LocalPaymentMethod,
  LocalSetupIntent,
  LocalSubscription,
} from './local-state.entities';
import { LocalServicePrice, LocalServiceProduct } from './service-products.entities';

/** The tables of the payments adapters: the catalogue (both adapters) and the local provider's own state. */
export const localPaymentsEntities = [
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
];
