import {
  billingPaths,
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
      query: () => billingPaths.config,
    }),
    getPlans: build.query<BillingProduct[], void>({
      query: () => billingPaths.plans,
      transformResponse: (body: { results: BillingProduct[] }) => body.results,
    }),
    getSubscription: build.query<Subscription | null, number>({
      query: (orgId) => billingPaths.subscription(orgId),
      // 204 (never subscribed) has no body.
      transformResponse: (body: Subscription | null | undefined) => body ?? null,
      providesTags: ['Subscription'],
    }),
    createSetupIntent: build.mutation<{ results: { client_secret: string } }, number>({
      query: (orgId) => ({ url: billingPaths.setupIntent(orgId), method: 'POST' }),
    }),
    confirmLocalSetup: build.mutation<{ payment_method: string }, LocalCardConfirm>({
      query: (body) => ({ url: billingPaths.localConfirmSetup, method: 'POST', body }),
    }),
    getPaymentMethod: build.query<Card, number>({
      query: (orgId) => billingPaths.paymentMethod(orgId),
      providesTags: ['Card'],
    }),
    savePaymentMethod: build.mutation<Card, SavePaymentMethod>({
      query: (body) => ({ url: billingPaths.paymentMethod(body.organization), method: 'POST', body }),
      invalidatesTags: ['Card'],
    }),
    createSubscription: build.mutation<Subscription, { orgId: number; body: CreateSubscription }>({
      query: ({ orgId, body }) => ({ url: billingPaths.subscription(orgId), method: 'POST', body }),
      invalidatesTags: (_r, _e, { orgId }) => [...subscriptionChange, organizationTag(orgId)],
      onQueryStarted: ({ orgId }, { queryFulfilled }) => announceUpdate(orgId, queryFulfilled),
    }),
    switchPlan: build.mutation<Subscription, { orgId: number; body: SwitchSubscription }>({
      query: ({ orgId, body }) => ({ url: billingPaths.switchPlan(orgId), method: 'PUT', body }),
      invalidatesTags: (_r, _e, { orgId }) => [...subscriptionChange, organizationTag(orgId)],
      onQueryStarted: ({ orgId }, { queryFulfilled }) => announceUpdate(orgId, queryFulfilled),
    }),
    previewCycle: build.mutation<InvoicePreview, { orgId: number; interval: BillingInterval }>({
      query: ({ orgId, interval }) => ({
        url: billingPaths.previewCycle(orgId),
        method: 'POST',
        body: { interval },
      }),
    }),
    changeCycle: build.mutation<Subscription, { orgId: number; interval: BillingInterval }>({
      query: ({ orgId, interval }) => ({
        url: billingPaths.changeCycle(orgId),
        method: 'POST',
        body: { interval },
      }),
      invalidatesTags: (_r, _e, { orgId }) => [...subscriptionChange, organizationTag(orgId)],
      onQueryStarted: ({ orgId }, { queryFulfilled }) => announceUpdate(orgId, queryFulfilled),
    }),
    updateSeats: build.mutation<Subscription, { orgId: number; quantity: number }>({
      query: ({ orgId, quantity }) => ({
        url: billingPaths.seats(orgId),
        method: 'PUT',
        body: { quantity },
      }),
      invalidatesTags: (_r, _e, { orgId }) => [...subscriptionChange, organizationTag(orgId)],
      onQueryStarted: ({ orgId }, { queryFulfilled }) => announceUpdate(orgId, queryFulfilled),
    }),
    getInvoices: build.query<Paginated<Invoice>, { orgId: number; page: number }>({
      query: ({ orgId, page }) => ({ url: billingPaths.invoices(orgId), params: { page } }),
      providesTags: ['BillingInvoice'],
    }),
    retryInvoice: build.mutation<Invoice, { orgId: number; invoiceId: string }>({
      query: ({ orgId, invoiceId }) => ({ url: billingPaths.invoiceRetry(orgId, invoiceId), method: 'POST' }),
      invalidatesTags: (_r, _e, { orgId }) => ['BillingInvoice', 'Subscription', organizationTag(orgId)],
      onQueryStarted: ({ orgId }, { queryFulfilled }) => announceUpdate(orgId, queryFulfilled),
    }),
    checkCoupon: build.mutation<CouponCheck, { code: string; product?: string }>({
      query: (body) => ({ url: billingPaths.couponCheck, method: 'POST', body }),
    }),
    getAddonProducts: build.query<BillingProduct[], number>({
      query: (orgId) => billingPaths.addonProducts(orgId),
      transformResponse: (body: { results: BillingProduct[] }) => body.results,
    }),
    getAddonPurchases: build.query<
      Paginated<AddonPurchase>,
      { orgId: number; page: number; per_page: number }
    >({
      query: ({ orgId, page, per_page }) => ({
        url: billingPaths.addonPurchases(orgId),
        params: { page, per_page },
      }),
      providesTags: ['AddonPurchase'],
    }),
    buyAddon: build.mutation<AddonPurchase, { orgId: number; body: BuyAddon }>({
      query: ({ orgId, body }) => ({ url: billingPaths.addonBuy(orgId), method: 'POST', body }),
      invalidatesTags: ['AddonPurchase', 'PlanUsage', 'BillingInvoice'],
    }),
    getUsage: build.query<PlanUsage, number>({
      query: (orgId) => billingPaths.usage(orgId),
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
