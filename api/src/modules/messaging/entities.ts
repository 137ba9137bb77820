import { OutboundMessage } from './outbound/outbound-message.entity';
import { PostcardOrder } from './postcards/postcard-order.entity';

// The entity classes, for another context's entity that needs one in a TypeORM relation (the only import of another
// context allowed besides its index.ts, docs/adr/0012); services go through the index and this context's services.
export { OutboundMessage, PostcardOrder };

/** The tables the messaging context owns: only its services read or write them (docs/adr/0012). */
export const messagingEntities = [OutboundMessage, PostcardOrder];
