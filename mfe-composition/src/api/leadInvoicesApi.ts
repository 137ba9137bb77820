import {
  type InvoiceInput,
  type InvoicesAfterDelete,
  type InvoicesPage,
  type LeadInvoice,
  leadInvoicesConstants,
  leadInvoicesPaths,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';

const history = (leadId: number) => ({ type: 'History' as const, id: leadId });
const invoices = (leadId: number) => ({ type: 'Invoice' as const, id: leadId });

export const leadInvoicesApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadInvoices: build.query<InvoicesPage, { leadId: number; page: number }>({
      query: ({ leadId, page }) => ({
        url: leadInvoicesPaths.invoices(leadId),
        params: { page, per_page: leadInvoicesConstants.pageSize },
      }),
      providesTags: (_r, _e, { leadId }) => [invoices(leadId)],
    }),
    createLeadInvoice: build.mutation<LeadInvoice, { orgId: number; body: InvoiceInput }>({
      query: ({ orgId, body }) => ({ url: leadInvoicesPaths.generate(orgId), method: 'POST', body }),
      invalidatesTags: (_r, error, { body }) =>
        error ? [] : [invoices(body.lead_id), history(body.lead_id)],
    }),
    deleteLeadInvoice: build.mutation<InvoicesAfterDelete, { leadId: number; id: number }>({
      query: ({ leadId, id }) => ({ url: leadInvoicesPaths.invoice(leadId, id), method: 'DELETE' }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [invoices(leadId), history(leadId)]),
    }),
  }),
});

export const { useLeadInvoicesQuery, useCreateLeadInvoiceMutation, useDeleteLeadInvoiceMutation } =
  leadInvoicesApi;
