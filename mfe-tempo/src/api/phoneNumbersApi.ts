import {
  type AvailablePhoneNumber,
  type Organization,
  organizationEndpoints,
  type OrganizationPhoneNumber,
  phoneNumberEndpoints as E,
  type PhoneNumberType,
  requestOf,
} from '@ensemble/contracts';
import { tempoApi } from './tempoApi';

const api = tempoApi.enhanceEndpoints({ addTagTypes: ['PhoneNumber'] });
const at = (organizationId: number) => ({ orgId: organizationId });

/**
 * The phone setup page's calls (spec 3 §7 'Phone'): the organization's number, the numbers it may buy (local in an
 * area code, or toll free), buying one with the real number its calls go to, and changing that real number.
 */
export const phoneNumbersApi = api.injectEndpoints({
  endpoints: (b) => ({
    phoneNumber: b.query<OrganizationPhoneNumber, number>({
      query: (organizationId) => requestOf(E.number, { path: at(organizationId) }),
      providesTags: ['PhoneNumber'],
    }),
    /** Whether the caller owns the organization: buying a number and forwarding it are the owner's. */
    phoneSetupOrganization: b.query<Organization, number>({
      query: (organizationId) => requestOf(organizationEndpoints.get, { path: at(organizationId) }),
    }),
    /** get-number/ answers `data.data`; the list itself is what the page keeps (Back clears it). */
    availablePhoneNumbers: b.mutation<
      AvailablePhoneNumber[],
      { organizationId: number; number_type: PhoneNumberType; area_code?: string }
    >({
      query: ({ organizationId, ...body }) => requestOf(E.available, { path: at(organizationId), body }),
      transformResponse: (r: { data: { data: AvailablePhoneNumber[] } }) => r.data.data,
    }),
    createPhoneNumber: b.mutation<
      OrganizationPhoneNumber,
      { organizationId: number; twilio_number: string; real_number: string }
    >({
      query: ({ organizationId, ...body }) => requestOf(E.create, { path: at(organizationId), body }),
      onQueryStarted: async ({ organizationId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(phoneNumbersApi.util.upsertQueryData('phoneNumber', organizationId, data));
        } catch {
          // Another tab may have bought one meanwhile ('already has a phone number'): read it again.
          dispatch(phoneNumbersApi.util.invalidateTags(['PhoneNumber']));
        }
      },
    }),
    updatePhoneNumber: b.mutation<
      OrganizationPhoneNumber,
      { organizationId: number; real_phone_number: string }
    >({
      query: ({ organizationId, ...body }) => requestOf(E.update, { path: at(organizationId), body }),
      onQueryStarted: async ({ organizationId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(phoneNumbersApi.util.upsertQueryData('phoneNumber', organizationId, data));
        } catch {
          // The form shows the refusal; the number shown stays what it was.
        }
      },
    }),
  }),
});

export const {
  usePhoneNumberQuery,
  usePhoneSetupOrganizationQuery,
  useAvailablePhoneNumbersMutation,
  useCreatePhoneNumberMutation,
  useUpdatePhoneNumberMutation,
} = phoneNumbersApi;
