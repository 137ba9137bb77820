import { EmailSignature } from '../../modules/platform/account/email-signature.entity';
import { EmailToken } from '../../modules/platform/auth/email-token.entity';
import { RefreshToken } from '../../modules/platform/auth/refresh-token.entity';
import { GoogleSignIn } from '../../modules/platform/google-sign-in/google-sign-in.entity';
import { Industry } from '../../modules/platform/industries/industry.entity';
import { OutboundMessage } from '../../modules/messaging/outbound/outbound-message.entity';
import { OrganizationMember } from '../../modules/platform/organizations/organization-member.entity';
import { Invitation } from '../../modules/platform/organizations/invitation.entity';
import { Organization } from '../../modules/platform/organizations/organization.entity';
import { Release } from '../../modules/platform/releases/release.entity';
import { User } from '../../modules/platform/users/user.entity';
import { BackupCode } from '../../modules/platform/two-factor/backup-code.entity';
import { LoginChallenge } from '../../modules/platform/two-factor/login-challenge.entity';
import { TwoFactorCode } from '../../modules/platform/two-factor/two-factor-code.entity';
import { OutboxMessage } from '../providers/outbox/outbox-message.entity';
import {
  AddonPurchaseRow,
  BillingEventRow,
  OrganizationSubscription,
} from '../../modules/billing/subscriptions/billing.entities';
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
import { Service, ServicePriceRow } from '../../modules/contacts/services/service.entities';
import { LeadClientContact, LeadSale } from '../../modules/contacts/lead-sales/lead-sales.entities';
import { LeadInvoice } from '../../modules/contacts/lead-invoices/lead-invoice.entity';
import { LocalCustomerInvoice } from '../providers/payments/local/customer-invoices.entities';
import { PostcardOrder } from '../../modules/messaging/postcards/postcard-order.entity';
import { LocalPostcardTemplate } from '../providers/postcards/local/local-postcard-template.entity';

import {
  Lead,
  LeadCount,
  LeadCountGeneration,
  LeadGroup,
  LeadHistory,
  LeadList,
} from '../../modules/contacts/leads/lead.entity';
import { LeadJob } from '../../modules/contacts/leads/lead-job.entity';
import { LeadImport } from '../../modules/contacts/lead-imports/lead-import.entity';
import { LeadNote, LeadNoteHistory } from '../../modules/contacts/lead-notes/lead-note.entity';
import { LeadFollowUp } from '../../modules/contacts/lead-follow-ups/lead-follow-up.entity';
import { LeadEvent } from '../../modules/contacts/lead-events/lead-event.entity';
import { LeadDocument } from '../../modules/contacts/lead-documents/lead-document.entity';
import { LeadReminder } from '../../modules/contacts/lead-reminders/lead-reminder.entity';
import {
  LeadSource,
  LocationRow,
  MarketingGroup,
  OrganizationSettingsRow,
  RepresentativeSettingsRow,
} from '../../modules/contacts/settings/settings.entities';

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
