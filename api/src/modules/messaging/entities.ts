import {
  EmailAttachmentFile,
  EmailCampaign,
  EmailEventLog,
  EmailEventReceipt,
  EmailRecipient,
  EmailReportCount,
  EmailSuppression,
} from './email-sending/email-sending.entities';
import {
  Automation,
  AutomationAction,
  AutomationEnrollment,
  AutomationFollowUp,
  AutomationHoliday,
  AutomationStep,
} from './automations/automation.entities';
import { SendingDomainRow } from './email-setup/sending-domain.entity';
import { CallLogRow, PhoneNumberRow } from './phone-numbers/phone-number.entities';
import { InboundText, SmsSuppression, TextRecipient, TextSend } from './texts/text.entities';
import { OutboundMessage } from './outbound/outbound-message.entity';
import { InboundEmail } from './replies/inbound-email.entity';
import { PostcardOrder } from './postcards/postcard-order.entity';
import {
  EmailTemplateFolderRow,
  EmailTemplateRow,
  TextTemplateRow,
} from './email-templates/email-template.entities';

/** The tables the messaging context owns: only its services read or write them (docs/adr/0012). */
export const messagingEntities = [
  OutboundMessage,
  PostcardOrder,
  EmailTemplateRow,
  EmailTemplateFolderRow,
  TextTemplateRow,
  EmailCampaign,
  EmailRecipient,
  EmailSuppression,
  EmailAttachmentFile,
  EmailEventReceipt,
  EmailReportCount,
  EmailEventLog,
  InboundEmail,
  SendingDomainRow,
  PhoneNumberRow,
  CallLogRow,
  TextSend,
  TextRecipient,
  InboundText,
  SmsSuppression,
  AutomationHoliday,
  AutomationFollowUp,
  Automation,
  AutomationAction,
  AutomationEnrollment,
  AutomationStep,
];
