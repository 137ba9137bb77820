import {
  type ClientContact,
  type ClientContactInput,
  leadSalesPaths,
  type Sale,
  type SaleInput,
  type Service,
  settingsPaths,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';

// Every write on a client's sales or contacts is in its history; sales also change the lead's total_sales.
const history = (leadId: number) => ({ type: 'History' as const, id: leadId });
const sales = (leadId: number) => ({ type: 'Sale' as const, id: leadId });
const contacts = (leadId: number) => ({ type: 'ClientContact' as const, id: leadId });
const saleWrites = (leadId: number) => [
  sales(leadId),
  history(leadId),
  { type: 'Lead' as const, id: leadId },
];

export const leadSalesApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadSales: build.query<Sale[], number>({
      query: (leadId) => leadSalesPaths.sales(leadId),
      providesTags: (_r, _e, leadId) => [sales(leadId)],
    }),
    addLeadSale: build.mutation<Sale, { leadId: number; body: SaleInput }>({
      query: ({ leadId, body }) => ({ url: leadSalesPaths.sales(leadId), method: 'POST', body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : saleWrites(leadId)),
    }),
    updateLeadSale: build.mutation<Sale, { leadId: number; id: number; body: SaleInput }>({
      query: ({ leadId, id, body }) => ({ url: leadSalesPaths.sale(leadId, id), method: 'PUT', body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : saleWrites(leadId)),
    }),
    deleteLeadSale: build.mutation<void, { leadId: number; id: number }>({
      query: ({ leadId, id }) => ({ url: leadSalesPaths.sale(leadId, id), method: 'DELETE' }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : saleWrites(leadId)),
    }),
    /** The service picker of the sale form: every service of the organization. */
    saleServices: build.query<Service[], number>({
      query: (orgId) => settingsPaths.servicesAll(orgId),
    }),
    clientContacts: build.query<ClientContact[], number>({
      query: (leadId) => leadSalesPaths.contacts(leadId),
      providesTags: (_r, _e, leadId) => [contacts(leadId)],
    }),
    addClientContact: build.mutation<ClientContact, { leadId: number; body: ClientContactInput }>({
      query: ({ leadId, body }) => ({ url: leadSalesPaths.contacts(leadId), method: 'POST', body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [contacts(leadId), history(leadId)]),
    }),
    updateClientContact: build.mutation<
      ClientContact,
      { leadId: number; id: number; body: ClientContactInput }
    >({
      query: ({ leadId, id, body }) => ({ url: leadSalesPaths.contact(leadId, id), method: 'PUT', body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [contacts(leadId), history(leadId)]),
    }),
    deleteClientContact: build.mutation<void, { leadId: number; id: number }>({
      query: ({ leadId, id }) => ({ url: leadSalesPaths.contact(leadId, id), method: 'DELETE' }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [contacts(leadId), history(leadId)]),
    }),
  }),
});

export const {
  useLeadSalesQuery,
  useAddLeadSaleMutation,
  useUpdateLeadSaleMutation,
  useDeleteLeadSaleMutation,
  useSaleServicesQuery,
  useClientContactsQuery,
  useAddClientContactMutation,
  useUpdateClientContactMutation,
  useDeleteClientContactMutation,
} = leadSalesApi;
