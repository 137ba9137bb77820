// The public face of the billing context (docs/adr/0012): the only file another context may import from billing.
// Its tables are read and written by its own services only; entities are exported for TypeORM relations and
// principal types, never for another context's repositories (src/modules/boundaries.test.ts).
export { BillingInvoicesService } from './subscriptions/billing-invoices.service';
export { BillingModule } from './subscriptions/billing.module';
export { BillingService } from './subscriptions/billing.service';
export { billingEntities } from './entities';
