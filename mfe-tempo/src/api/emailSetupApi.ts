import {
  emailSetupEndpoints as E,
  requestOf,
  type SenderInfo,
  type SendingDomain,
  type SendingIp,
} from '@ensemble/contracts';
import { tempoApi } from './tempoApi';

const api = tempoApi.enhanceEndpoints({ addTagTypes: ['EmailSetup'] });
const at = (organizationId: number) => ({ orgId: organizationId });

/** The email setup page's calls (spec 3 §7): the domain and its records, the IPs, the sender identity. */
export const emailSetupApi = api.injectEndpoints({
  endpoints: (b) => ({
    sendingDomain: b.query<SendingDomain, number>({
      query: (organizationId) => requestOf(E.domain, { path: at(organizationId) }),
      providesTags: ['EmailSetup'],
    }),
    sendingIps: b.query<SendingIp[], number>({
      query: (organizationId) => requestOf(E.ips, { path: at(organizationId) }),
      providesTags: ['EmailSetup'],
    }),
    authenticateDomain: b.mutation<SendingDomain, { organizationId: number; domain: string; ip: string }>({
      query: ({ organizationId, ...body }) => requestOf(E.authenticate, { path: at(organizationId), body }),
      invalidatesTags: ['EmailSetup'],
    }),
    updateDomainIp: b.mutation<SendingDomain, { organizationId: number; ip: string }>({
      query: ({ organizationId, ...body }) => requestOf(E.updateIp, { path: at(organizationId), body }),
      invalidatesTags: ['EmailSetup'],
    }),
    deleteDomain: b.mutation<void, number>({
      query: (organizationId) => requestOf(E.remove, { path: at(organizationId) }),
      invalidatesTags: ['EmailSetup'],
    }),
    verifyDomain: b.mutation<SendingDomain, number>({
      query: (organizationId) => requestOf(E.verify, { path: at(organizationId) }),
      invalidatesTags: ['EmailSetup'],
    }),
    verifySender: b.mutation<
      SenderInfo,
      { organizationId: number; email: string; sender_name: string; reply_to: string }
    >({
      query: ({ organizationId, ...body }) => requestOf(E.verifySender, { path: at(organizationId), body }),
      invalidatesTags: ['EmailSetup'],
    }),
  }),
});

export const {
  useSendingDomainQuery,
  useSendingIpsQuery,
  useAuthenticateDomainMutation,
  useUpdateDomainIpMutation,
  useDeleteDomainMutation,
  useVerifyDomainMutation,
  useVerifySenderMutation,
} = emailSetupApi;
