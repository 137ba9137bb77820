import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Button, Flex, Segmented, Skeleton } from 'antd';
import {
  billingMessages,
  minimumExtraSeats,
  type BillingInterval,
  type CouponResult,
} from '@ensemble/contracts';
import {
  ErrorPanel,
  NotFound,
  PageHeader,
  homePathFor,
  parseId,
  useEdition,
  useNotify,
  useSession,
} from '@ensemble/shared-ui';
import { useCreateSubscriptionMutation, useGetPlansQuery } from '../../api/billingApi';
import { useGetOrganizationQuery } from '../../api/manageOrganizationApi';
import { CardFormModal } from '../../billing/CardFormModal';
import { CouponModal } from '../../billing/CouponModal';
import { intervalLabels, monthlyCents, perMonth, planProducts, priceFor } from '../../billing/format';
import { PlanCard } from '../../billing/PlanCard';
import { useGoTo } from '../../hooks/useGoTo';
import { editOrganizationUrl } from '../manage-organization/paths';
import { configurationUrl } from '../paths';

/** `/choose-subscription/:id`: pick a plan and cycle, an optional coupon, then the card and subscribe. */
export default function ChooseSubscriptionPage() {
  const { access } = useSession();
  const id = parseId(useParams().id);
  const notify = useNotify();
  const goTo = useGoTo();
  const social = useEdition() === 'social';
  const org = useGetOrganizationQuery(id ?? 0, { skip: id == null || !access || social });
  const plans = useGetPlansQuery(undefined, { skip: !access || social });
  const [createSubscription] = useCreateSubscriptionMutation();
  const [interval, setInterval] = useState<BillingInterval>('month');
  const [productId, setProductId] = useState<string | null>(null);
  const [step, setStep] = useState<'plans' | 'coupon' | 'card'>('plans');
  const [coupon, setCoupon] = useState<CouponResult | null>(null);
  // Spec 1 §1: the social edition hides the plan list; its organizations go home instead.
  useEffect(() => {
    if (social && access && id != null) goTo(homePathFor(id, 'social'), { replace: true });
  }, [social, access, id, goTo]);

  if (!access) return <Navigate to="/" replace />;
  if (id == null) return <NotFound />;
  if (social) return null;
  if (org.isLoading || plans.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (org.error || !org.data) return <ErrorPanel title={billingMessages.unableToFetchOrganization} />;
  if (plans.error || !plans.data)
    return <ErrorPanel title={billingMessages.stripeError} onRetry={() => void plans.refetch()} />;

  const organization = org.data;
  const products = planProducts(plans.data);
  const product = products.find((p) => p.id === productId) ?? null;
  const price = product ? priceFor(product, interval) : undefined;

  const subscribe = async () => {
    if (!product || !price) return;
    const result = await createSubscription({
      orgId: organization.id,
      body: {
        price_id: price.id,
        quantity: minimumExtraSeats(organization.used_seats, product.metadata.user_seats ?? 0),
        product: product.id,
        // The coupon modal only accepts a coupon that applies to this product.
        ...(coupon ? { coupon: coupon.coupon.id } : {}),
      },
    });
    setStep('plans');
    if (result.error || !result.data) {
      notify.error(billingMessages.unableToFinishSubscription);
      return;
    }
    if (result.data.status === 'active') {
      notify.success(billingMessages.subscribedSuccessfully);
      goTo(configurationUrl(organization.id));
    } else {
      // The first charge was declined: the invoice is open and Billing is where it can be retried.
      notify.error(billingMessages.subscriptionFailed);
      goTo(editOrganizationUrl(organization.id, 'billing'));
    }
  };

  return (
    <div style={{ maxWidth: 1200 }}>
      <PageHeader title="Choose your subscription" subtitle={organization.name} />
      <Flex vertical gap={16}>
        <Segmented<BillingInterval>
          value={interval}
          onChange={setInterval}
          options={(['month', 'year'] as const).map((v) => ({ value: v, label: intervalLabels[v] }))}
          style={{ alignSelf: 'flex-start' }}
        />
        <Flex gap={16} wrap>
          {products.map((p) => (
            <PlanCard
              key={p.id}
              product={p}
              interval={interval}
              selected={p.id === productId}
              onClick={() => setProductId(p.id)}
            />
          ))}
        </Flex>
        <Button
          type="primary"
          size="large"
          disabled={!product || !price}
          onClick={() => setStep('coupon')}
          style={{ alignSelf: 'flex-start' }}
        >
          CONTINUE
        </Button>
      </Flex>
      {product && price ? (
        <CouponModal
          open={step === 'coupon'}
          productId={product.id}
          priceCents={monthlyCents(price)}
          formatPrice={perMonth}
          onCancel={() => setStep('plans')}
          onProceed={(c) => {
            setCoupon(c);
            setStep('card');
          }}
        />
      ) : null}
      <CardFormModal
        open={step === 'card'}
        organizationId={organization.id}
        mode="new"
        onCancel={() => setStep('plans')}
        onSaved={subscribe}
      />
    </div>
  );
}
