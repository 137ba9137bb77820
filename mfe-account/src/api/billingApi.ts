import {
  billingEndpoints as B,
  requestOf,
  type AddonPurchase,
  type BillingInterval,
  type BillingProduct,
  type BuyAddon,
  type Card,
  type CouponCheck,
  type CreateSubscription,
  type Invoice,
  type InvoicePreview,
  type LocalCardConfirm,
  type Paginated,
  type PaymentsConfig,
  type PlanUsage,
  type SavePaymentMethod,
  type Subscription,
  type SwitchSubscription,
} from '@ensemble/contracts';
import { events } from '@ensemble/shared-ui';
import { accountApi } from './accountApi';

const api = accountApi.enhanceEndpoints({
  addTagTypes: ['Subscription', 'Card', 'BillingInvoice', 'AddonPurchase', 'PlanUsage'],
});

/**
 * A billing change alters the organization itself (is_subscribed, package_id, seat_number): this remote's
 * cached copy is invalidated by tag, and the shell (side menu, billing-problem modal) is told to refetch.
 */
const organizationTag = (orgId: number) => ({ type: 'Organization' as const, id: orgId });

async function announceUpdate(orgId: number, queryFulfilled: Promise<unknown>): Promise<void> {
  try {
    await queryFulfilled;
    events.emit({ type: 'organization-updated', organizationId: orgId });
  } catch {
    // The caller reports the failure.
  }
}

const subscriptionChange = ['Subscription', 'BillingInvoice', 'PlanUsage'] as const;

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentsConfig: build.query<PaymentsConfig, void>({
      query: () => requestOf(B.config),
    }),
    getPlans: build.query<BillingProduct[], void>({
      query: () => requestOf(B.plans),
      transformResponse: (body: { results: BillingProduct[] }) => body.results,
    }),
    getSubscription: build.query<Subscription | null, number>({
      query: (orgId) => requestOf(B.subscription, { path: { orgId } }),
      // 204 (never subscribed) has no body.
      transformResponse: (body: Subscription | null | undefined) => body ?? null,
      providesTags: ['Subscription'],
    }),
    createSetupIntent: build.mutation<{ results: { client_secret: string } }, number>({
      query: (orgId) => requestOf(B.setupIntent, { path: { orgId } }),
    }),
    confirmLocalSetup: build.mutation<{ payment_method: string }, LocalCardConfirm>({
      query: (body) => requestOf(B.localConfirmSetup, { body }),
    }),
    getPaymentMethod: build.query<Card, number>({
      query: (orgId) => requestOf(B.paymentMethod, { path: { orgId } }),
      providesTags: ['Card'],
    }),
    savePaymentMethod: build.mutation<Card, SavePaymentMethod>({
      query: (body) => requestOf(B.savePaymentMethod, { path: { orgId: body.organization }, body }),
      invalidatesTags: ['Card'],
    }),
    createSubscription: build.mutation<Subscription, { orgId: number; body: CreateSubscription }>({
      query: ({ orgId, body }) => requestOf(B.subscribe, { path: { orgId }, body }),
      invalidatesTags: (_r, _e, { orgId }) => [...subscriptionChange, organizationTag(orgId)],
      onQueryStarted: ({ orgId }, { queryFulfilled }) => announceUpdate(orgId, queryFulfilled),
    }),
    switchPlan: build.mutation<Subscription, { orgId: number; body: SwitchSubscription }>({
      query: ({ orgId, body }) => requestOf(B.switchPlan, { path: { orgId }, body }),
      invalidatesTags: (_r, _e, { orgId }) => [...subscriptionChange, organizationTag(orgId)],
      onQueryStarted: ({ orgId }, { queryFulfilled }) => announceUpdate(orgId, queryFulfilled),
    }),
    previewCycle: build.mutation<InvoicePreview, { orgId: number; interval: BillingInterval }>({
      query: ({ orgId, interval }) => requestOf(B.previewCycle, { path: { orgId }, body: { interval } }),
    }),
    changeCycle: build.mutation<Subscription, { orgId: number; interval: BillingInterval }>({
      query: ({ orgId, interval }) => requestOf(B.changeCycle, { path: { orgId }, body: { interval } }),
      invalidatesTags: (_r, _e, { orgId }) => [...subscriptionChange, organizationTag(orgId)],
      onQueryStarted: ({ orgId }, { queryFulfilled }) => announceUpdate(orgId, queryFulfilled),
    }),
    updateSeats: build.mutation<Subscription, { orgId: number; quantity: number }>({
      query: ({ orgId, quantity }) => requestOf(B.seats, { path: { orgId }, body: { quantity } }),
      invalidatesTags: (_r, _e, { orgId }) => [...subscriptionChange, organizationTag(orgId)],
      onQueryStarted: ({ orgId }, { queryFulfilled }) => announceUpdate(orgId, queryFulfilled),
    }),
    getInvoices: build.query<Paginated<Invoice>, { orgId: number; page: number }>({
      query: ({ orgId, page }) => requestOf(B.invoices, { path: { orgId }, query: { page } }),
      providesTags: ['BillingInvoice'],
    }),
    retryInvoice: build.mutation<Invoice, { orgId: number; invoiceId: string }>({
      query: ({ orgId, invoiceId }) => requestOf(B.invoiceRetry, { path: { orgId, invoiceId } }),
      invalidatesTags: (_r, _e, { orgId }) => ['BillingInvoice', 'Subscription', organizationTag(orgId)],
      onQueryStarted: ({ orgId }, { queryFulfilled }) => announceUpdate(orgId, queryFulfilled),
    }),
    checkCoupon: build.mutation<CouponCheck, { code: string; product?: string }>({
      query: (body) => requestOf(B.couponCheck, { body }),
    }),
    getAddonProducts: build.query<BillingProduct[], number>({
      query: (orgId) => requestOf(B.addonProducts, { path: { orgId } }),
      transformResponse: (body: { results: BillingProduct[] }) => body.results,
    }),
    getAddonPurchases: build.query<
      Paginated<AddonPurchase>,
      { orgId: number; page: number; per_page: number }
    >({
      query: ({ orgId, page, per_page }) =>
        requestOf(B.addonPurchases, { path: { orgId }, query: { page, per_page } }),
      providesTags: ['AddonPurchase'],
    }),
    buyAddon: build.mutation<AddonPurchase, { orgId: number; body: BuyAddon }>({
      query: ({ orgId, body }) => requestOf(B.addonBuy, { path: { orgId }, body }),
      invalidatesTags: ['AddonPurchase', 'PlanUsage', 'BillingInvoice'],
    }),
    getUsage: build.query<PlanUsage, number>({
      query: (orgId) => requestOf(B.usage, { path: { orgId } }),
      providesTags: ['PlanUsage'],
    }),
  }),
});

export const {
  useGetPaymentsConfigQuery,
  useGetPlansQuery,
  useGetSubscriptionQuery,
  useCreateSetupIntentMutation,
  useConfirmLocalSetupMutation,
  useGetPaymentMethodQuery,
  useLazyGetPaymentMethodQuery,
  useSavePaymentMethodMutation,
  useCreateSubscriptionMutation,
  useSwitchPlanMutation,
  usePreviewCycleMutation,
  useChangeCycleMutation,
  useUpdateSeatsMutation,
  useGetInvoicesQuery,
  useRetryInvoiceMutation,
  useCheckCouponMutation,
  useGetAddonProductsQuery,
  useGetAddonPurchasesQuery,
  useBuyAddonMutation,
  useGetUsageQuery,
} = billingApi;
