import { EmailSignature } from '../modules/account/email-signature.entity';
import { EmailToken } from '../modules/auth/email-token.entity';
import { RefreshToken } from '../modules/auth/refresh-token.entity';
import { GoogleSignIn } from '../modules/google-sign-in/google-sign-in.entity';
import { Industry } from '../modules/industries/industry.entity';
import { OutboundMessage } from '../modules/messaging/outbound-message.entity';
import { OrganizationMember } from '../modules/organizations/organization-member.entity';
import { Invitation } from '../modules/organizations/invitation.entity';
import { Organization } from '../modules/organizations/organization.entity';
import { Release } from '../modules/releases/release.entity';
import { User } from '../modules/users/user.entity';
import { BackupCode } from '../modules/two-factor/backup-code.entity';
import { LoginChallenge } from '../modules/two-factor/login-challenge.entity';
import { TwoFactorCode } from '../modules/two-factor/two-factor-code.entity';
import { OutboxMessage } from '../providers/outbox/outbox-message.entity';
import {
  AddonPurchaseRow,
  BillingEventRow,
  OrganizationSubscription,
} from '../modules/billing/billing.entities';
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
import { Service, ServicePriceRow } from '../modules/services/service.entities';
import { LeadClientContact, LeadSale } from '../modules/lead-sales/lead-sales.entities';
import { LeadInvoice } from '../modules/lead-invoices/lead-invoice.entity';
import { LocalCustomerInvoice } from '../providers/payments/local/customer-invoices.entities';
import { PostcardOrder } from '../modules/postcards/postcard-order.entity';
import { LocalPostcardTemplate } from '../providers/postcards/local/local-postcard-template.entity';

import {
  Lead,
  LeadCount,
  LeadCountGeneration,
  LeadGroup,
  LeadHistory,
  LeadList,
} from '../modules/leads/lead.entity';
import { LeadJob } from '../modules/leads/lead-job.entity';
import { LeadImport } from '../modules/lead-imports/lead-import.entity';
import { LeadNote, LeadNoteHistory } from '../modules/lead-notes/lead-note.entity';
import { LeadFollowUp } from '../modules/lead-follow-ups/lead-follow-up.entity';
import { LeadEvent } from '../modules/lead-events/lead-event.entity';
import { LeadDocument } from '../modules/lead-documents/lead-document.entity';
import { LeadReminder } from '../modules/lead-reminders/lead-reminder.entity';
import {
  LeadSource,
  LocationRow,
  MarketingGroup,
  OrganizationSettingsRow,
  RepresentativeSettingsRow,
} from '../modules/settings/settings.entities';

/** Every entity; the data source and the migration generator both read this list. */
export const entities = [
  User,
  Industry,
  Organization,
  OrganizationMember,
  Release,
  RefreshToken,
  EmailToken,
  GoogleSignIn,
  OutboundMessage,
  OutboxMessage,
  TwoFactorCode,
  BackupCode,
  LoginChallenge,
  Invitation,
  EmailSignature,
  BillingProductRow,
  BillingPriceRow,
  BillingCouponRow,
  BillingPromotionCodeRow,
  LocalCustomer,
  LocalPaymentMethod,
  LocalSetupIntent,
  LocalSubscription,
  LocalInvoice,
  OrganizationSubscription,
  AddonPurchaseRow,
  BillingEventRow,
  LocalServiceProduct,
  LocalServicePrice,
  Service,
  ServicePriceRow,
  Lead,
  LeadGroup,
  LeadList,
  LeadHistory,
  LeadJob,
  LeadCount,
  LeadCountGeneration,
  LeadImport,
  LeadNote,
  LeadNoteHistory,
  LeadFollowUp,
  LeadEvent,
  LeadDocument,
  LeadReminder,
  OrganizationSettingsRow,
  LeadSource,
  LocationRow,
  MarketingGroup,
  RepresentativeSettingsRow,
  LeadSale,
  LeadClientContact,
  LeadInvoice,
  LocalCustomerInvoice,
  PostcardOrder,
  LocalPostcardTemplate,
];
