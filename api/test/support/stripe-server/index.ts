export { startStripeServer, signWebhook, webhookEvent } from './stripe-server';
export type { RecordedRequest, StripeServer } from './stripe-server';
export { StripeState, seedCatalogue, testCards } from './stripe-state';
