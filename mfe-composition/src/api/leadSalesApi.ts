import {
  type ClientContact,
  type ClientContactInput,
  clientContactsEndpoints,
  leadSalesEndpoints,
  requestOf,
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
      query: (leadId) => requestOf(leadSalesEndpoints.list, { path: { leadId } }),
      providesTags: (_r, _e, leadId) => [sales(leadId)],
    }),
    addLeadSale: build.mutation<Sale, { leadId: number; body: SaleInput }>({
      query: ({ leadId, body }) => requestOf(leadSalesEndpoints.create, { path: { leadId }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : saleWrites(leadId)),
    }),
    updateLeadSale: build.mutation<Sale, { leadId: number; id: number; body: SaleInput }>({
      query: ({ leadId, id, body }) => requestOf(leadSalesEndpoints.update, { path: { leadId, id }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : saleWrites(leadId)),
    }),
    deleteLeadSale: build.mutation<void, { leadId: number; id: number }>({
      query: ({ leadId, id }) => requestOf(leadSalesEndpoints.remove, { path: { leadId, id } }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : saleWrites(leadId)),
    }),
    /** The service picker of the sale form: every service of the organization. */
    saleServices: build.query<Service[], number>({
      query: (orgId) => settingsPaths.servicesAll(orgId),
    }),
    clientContacts: build.query<ClientContact[], number>({
      query: (leadId) => requestOf(clientContactsEndpoints.list, { path: { leadId } }),
      providesTags: (_r, _e, leadId) => [contacts(leadId)],
    }),
    addClientContact: build.mutation<ClientContact, { leadId: number; body: ClientContactInput }>({
      query: ({ leadId, body }) => requestOf(clientContactsEndpoints.create, { path: { leadId }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [contacts(leadId), history(leadId)]),
    }),
    updateClientContact: build.mutation<
      ClientContact,
      { leadId: number; id: number; body: ClientContactInput }
    >({
      query: ({ leadId, id, body }) =>
        requestOf(clientContactsEndpoints.update, { path: { leadId, id }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [contacts(leadId), history(leadId)]),
    }),
    deleteClientContact: build.mutation<void, { leadId: number; id: number }>({
      query: ({ leadId, id }) => requestOf(clientContactsEndpoints.remove, { path: { leadId, id } }),
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
