import {
  type ClientContact,
  type ClientContactInput,
  clientContactsEndpoints,
  leadSalesEndpoints,
  type Sale,
  type SaleInput,
  type Service,
  settingsPaths,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';
import { addRecord, deleteRecord, listRecords, updateRecord } from './leadRecordCalls';

// Every write on a client's sales or contacts is in its history; sales also change the lead's total_sales.
const history = (leadId: number) => ({ type: 'History' as const, id: leadId });
const sales = (leadId: number) => ({ type: 'Sale' as const, id: leadId });
const contacts = (leadId: number) => ({ type: 'ClientContact' as const, id: leadId });
const saleWrites = (leadId: number) => [
  sales(leadId),
  history(leadId),
  { type: 'Lead' as const, id: leadId },
];
const contactWrites = (leadId: number) => [contacts(leadId), history(leadId)];

export const leadSalesApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadSales: listRecords<Sale>(build, leadSalesEndpoints.list, (leadId) => [sales(leadId)]),
    addLeadSale: addRecord<Sale, SaleInput>(build, leadSalesEndpoints.create, saleWrites),
    updateLeadSale: updateRecord<Sale, SaleInput>(build, leadSalesEndpoints.update, saleWrites),
    deleteLeadSale: deleteRecord(build, leadSalesEndpoints.remove, saleWrites),
    /** The service picker of the sale form: every service of the organization. */
    saleServices: build.query<Service[], number>({
      query: (orgId) => settingsPaths.servicesAll(orgId),
    }),
    clientContacts: listRecords<ClientContact>(build, clientContactsEndpoints.list, (leadId) => [
      contacts(leadId),
    ]),
    addClientContact: addRecord<ClientContact, ClientContactInput>(
      build,
      clientContactsEndpoints.create,
      contactWrites,
    ),
    updateClientContact: updateRecord<ClientContact, ClientContactInput>(
      build,
      clientContactsEndpoints.update,
      contactWrites,
    ),
    deleteClientContact: deleteRecord(build, clientContactsEndpoints.remove, contactWrites),
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
