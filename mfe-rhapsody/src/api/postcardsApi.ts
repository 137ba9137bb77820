import {
  billingPaths,
  type Card,
  type CheckGroupsInput,
  type CheckGroupsResult,
  type PostcardOrder,
  type PostcardOrdersPage,
  type PostcardProof,
  postcardsEndpoints as api,
  requestOf,
  type PostcardTemplate,
} from '@ensemble/contracts';
import { rhapsodyApi } from './rhapsodyApi';

interface OrgTemplate {
  organizationId: number;
  templateId: number;
}

/** Post cards (spec 2 §7 'Post cards') and the pick-lists their receivers come from. */
export const postcardsApi = rhapsodyApi.injectEndpoints({
  endpoints: (b) => ({
    postcardTemplates: b.query<PostcardTemplate[], number>({
      query: (organizationId) => requestOf(api.templates, { path: { orgId: organizationId } }),
    }),
    /** Eligible recipients and prices for a choice of receivers: a read, though the spec's call is a POST. */
    postcardOptions: b.query<CheckGroupsResult, OrgTemplate & { input: CheckGroupsInput }>({
      query: ({ organizationId, templateId, input }) =>
        requestOf(api.checkGroups, {
          path: { orgId: organizationId, templateId },
          body: { ...input, make_order: false },
        }),
      keepUnusedDataFor: 30,
    }),
    placePostcardOrder: b.mutation<CheckGroupsResult, OrgTemplate & { input: CheckGroupsInput }>({
      query: ({ organizationId, templateId, input }) =>
        requestOf(api.checkGroups, {
          path: { orgId: organizationId, templateId },
          body: { ...input, make_order: true },
        }),
      invalidatesTags: (_r, error) => (error ? [] : ['PostcardOrder']),
    }),
    postcardProof: b.query<PostcardProof, OrgTemplate>({
      query: ({ organizationId, templateId }) =>
        requestOf(api.proof, { path: { orgId: organizationId, templateId } }),
    }),
    payPostcardOrder: b.mutation<PostcardOrder, { organizationId: number; orderId: number }>({
      query: ({ organizationId, orderId }) =>
        requestOf(api.pay, { path: { orgId: organizationId }, body: { order_id: orderId } }),
      // A failed payment changes the order too (Failed Payment).
      invalidatesTags: ['PostcardOrder'],
    }),
    postcardOrders: b.query<PostcardOrdersPage, { organizationId: number; page: number; perPage: number }>({
      query: ({ organizationId, page, perPage }) =>
        requestOf(api.orders, { path: { orgId: organizationId }, query: { page, per_page: perPage } }),
      providesTags: ['PostcardOrder'],
    }),
    /** The organization's card: 404 when it has none. */
    organizationCard: b.query<Card, number>({
      query: (organizationId) => billingPaths.paymentMethod(organizationId),
      providesTags: ['Card'],
    }),
  }),
});

export const {
  usePostcardTemplatesQuery,
  usePostcardOptionsQuery,
  usePlacePostcardOrderMutation,
  usePostcardProofQuery,
  usePayPostcardOrderMutation,
  usePostcardOrdersQuery,
  useOrganizationCardQuery,
} = postcardsApi;
