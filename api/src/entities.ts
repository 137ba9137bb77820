import { engineEntities } from './engine/database/entities';
import { billingEntities } from './modules/billing/entities';
import { contactsEntities } from './modules/contacts/entities';
import { messagingEntities } from './modules/messaging/entities';
import { platformEntities } from './modules/platform/entities';
import { socialEntities } from './modules/social/entities';

/** Every entity: the engine's adapters' and each context's. The data source and the migration generator read it. */
export const entities = [
  ...engineEntities,
  ...platformEntities,
  ...contactsEntities,
  ...billingEntities,
  ...messagingEntities,
  ...socialEntities,
];
