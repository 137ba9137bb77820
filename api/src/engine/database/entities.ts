import { localPaymentsEntities } from '../providers/payments/local/local-payments.entities';
import { OutboxMessage } from '../providers/outbox/outbox-message.entity';
import { LocalPostcardTemplate } from '../providers/postcards/local/local-postcard-template.entity';
import { socialProviderEntities } from '../providers/social/social-entities';

/**
 * The entities the engine's own adapters keep (outbox, local payments, post cards, social accounts and posts, social
 * provider profiles); src/entities.ts adds the modules'.
 */
export const engineEntities = [
  OutboxMessage,
  ...localPaymentsEntities,
  LocalPostcardTemplate,
  ...socialProviderEntities,
];
