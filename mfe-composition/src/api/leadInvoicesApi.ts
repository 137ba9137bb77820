import {
  type InvoiceInput,
  type InvoicesAfterDelete,
  type InvoicesPage,
  type LeadInvoice,
  leadInvoicesConstants,
  leadInvoicesEndpoints as api,
  requestOf,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';
import { deleteRecord, leadTags } from './leadRecordCalls';

const invoices = leadTags('Invoice');
const written = leadTags('Invoice', 'History');

export const leadInvoicesApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadInvoices: build.query<InvoicesPage, { leadId: number; page: number }>({
      query: ({ leadId, page }) =>
        requestOf(api.list, { path: { leadId }, query: { page, per_page: leadInvoicesConstants.pageSize } }),
      providesTags: (_r, _e, { leadId }) => invoices(leadId),
    }),
    createLeadInvoice: build.mutation<LeadInvoice, { orgId: number; body: InvoiceInput }>({
      query: ({ orgId, body }) => requestOf(api.create, { path: { orgId }, body }),
      invalidatesTags: (_r, error, { body }) => (error ? [] : written(body.lead_id)),
    }),
    deleteLeadInvoice: deleteRecord<InvoicesAfterDelete>(build, api.remove, written),
  }),
});

export const { useLeadInvoicesQuery, useCreateLeadInvoiceMutation, useDeleteLeadInvoiceMutation } =
  leadInvoicesApi;
