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
import { addRecord, deleteRecord, leadTags, listRecords, updateRecord } from './leadRecordCalls';

// Every write on a client's sales or contacts is in its history; sales also change the lead's total_sales.
const saleWrites = leadTags('Sale', 'History', 'Lead');
const contactWrites = leadTags('ClientContact', 'History');

export const leadSalesApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadSales: listRecords<Sale>(build, leadSalesEndpoints.list, leadTags('Sale')),
    addLeadSale: addRecord<Sale, SaleInput>(build, leadSalesEndpoints.create, saleWrites),
    updateLeadSale: updateRecord<Sale, SaleInput>(build, leadSalesEndpoints.update, saleWrites),
    deleteLeadSale: deleteRecord(build, leadSalesEndpoints.remove, saleWrites),
    /** The service picker of the sale form: every service of the organization. */
    saleServices: build.query<Service[], number>({
      query: (orgId) => settingsPaths.servicesAll(orgId),
    }),
    clientContacts: listRecords<ClientContact>(
      build,
      clientContactsEndpoints.list,
      leadTags('ClientContact'),
    ),
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
