import { localPaymentsEntities } from '../providers/payments/local/local-payments.entities';
import { OutboxMessage } from '../providers/outbox/outbox-message.entity';
import { LocalPostcardTemplate } from '../providers/postcards/local/local-postcard-template.entity';

/** The entities the engine's own adapters keep (outbox, local payments and post cards); src/entities.ts adds the modules'. */
export const engineEntities = [OutboxMessage, ...localPaymentsEntities, LocalPostcardTemplate];
