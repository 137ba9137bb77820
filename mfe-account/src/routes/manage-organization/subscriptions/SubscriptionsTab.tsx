import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Collapse,
  Descriptions,
  Flex,
  InputNumber,
  Modal,
  Skeleton,
  Spin,
  Typography,
} from 'antd';
import {
  billingConstants,
  billingMessages,
  minimumExtraSeats,
  type BillingInterval,
  type BillingProduct,
  type CouponResult,
  type InvoicePreview,
  type Organization,
  type Subscription,
} from '@ensemble/contracts';
import { EmptyState, ErrorPanel, useEdition, useNotify } from '@ensemble/shared-ui';
import {
  useChangeCycleMutation,
  useGetPlansQuery,
  useGetSubscriptionQuery,
  usePreviewCycleMutation,
  useSwitchPlanMutation,
  useUpdateSeatsMutation,
} from '../../../api/billingApi';
import { CouponModal } from '../../../billing/CouponModal';
import {
  centsWithDecimals,
  formatDate,
  intervalLabels,
  monthlyCents,
  perMonth,
  planProducts,
  priceFor,
} from '../../../billing/format';
import { PlanUsageCard } from './PlanUsageCard';
import { PlanCard } from '../../../billing/PlanCard';
import { chooseSubscriptionUrl } from '../../paths';

const otherInterval = (i: BillingInterval): BillingInterval => (i === 'month' ? 'year' : 'month');

/** Spec 1 §4: the cycle changes after an invoice preview; then loading, and 'Subscription updated!' after 1.5 s. */
function CycleModal(props: { organizationId: number; to: BillingInterval; onClose: () => void }) {
  const notify = useNotify();
  const [preview] = usePreviewCycleMutation();
  const [change] = useChangeCycleMutation();
  const [invoice, setInvoice] = useState<InvoicePreview | null>(null);
  const [phase, setPhase] = useState<'preview' | 'ready' | 'saving' | 'done'>('preview');

  useEffect(() => {
    let live = true;
    void preview({ orgId: props.organizationId, interval: props.to }).then((r) => {
      if (!live) return;
      if (r.error || !r.data) {
        notify.error(billingMessages.unableToPreviewInvoice);
        props.onClose();
        return;
      }
      setInvoice(r.data);
      setPhase('ready');
    });
    return () => {
      live = false;
    };
    // Previewed once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const confirm = async () => {
    setPhase('saving');
    const started = Date.now();
    const result = await change({ orgId: props.organizationId, interval: props.to });
    if (result.error) {
      notify.error(billingMessages.unableToUpdateSubscription);
      setPhase('ready');
      return;
    }
    const wait = Math.max(0, billingConstants.cycleUpdatedDelayMs - (Date.now() - started));
    setTimeout(() => setPhase('done'), wait);
  };

  return (
    <Modal
      open
      title={`Change billing cycle to ${intervalLabels[props.to]}`}
      onCancel={phase === 'saving' ? undefined : props.onClose}
      closable={phase !== 'saving'}
      footer={null}
      centered
    >
      {phase === 'preview' || phase === 'saving' ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label="Loading" />
        </Flex>
      ) : null}
      {phase === 'ready' && invoice ? (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>
            Amount due now:{' '}
            <strong data-testid="amount-due-now">{centsWithDecimals(invoice.amount_due)}</strong>
          </Typography.Paragraph>
          {invoice.lines.length > 0 ? (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {invoice.lines.map((l, i) => (
                <li key={i}>
                  {l.description}: {centsWithDecimals(l.amount)}
                </li>
              ))}
            </ul>
          ) : null}
          <Flex justify="flex-end" gap={8}>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button type="primary" onClick={() => void confirm()}>
              Confirm
            </Button>
          </Flex>
        </Flex>
      ) : null}
      {phase === 'done' ? (
        <Flex vertical gap={12}>
          <Alert type="success" showIcon title={billingMessages.cycleUpdated} />
          <Flex justify="flex-end">
            <Button type="primary" onClick={props.onClose}>
              Close
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Modal>
  );
}

function SeatsPanel(props: {
  organization: Organization;
  subscription: Subscription;
  plan: BillingProduct | undefined;
}) {
  const notify = useNotify();
  const [update, updateState] = useUpdateSeatsMutation();
  const [editing, setEditing] = useState(false);
  const [quantity, setQuantity] = useState(props.subscription.quantity);
  const included = props.plan?.metadata.user_seats ?? 0;
  const minimum = minimumExtraSeats(props.organization.used_seats, included);
  const tooFew = quantity < minimum;

  useEffect(() => setQuantity(props.subscription.quantity), [props.subscription.quantity]);

  const save = async () => {
    const result = await update({ orgId: props.organization.id, quantity });
    if (result.error) {
      notify.error(billingMessages.unableToBuySeats);
      return;
    }
    notify.success(billingMessages.seatsUpdated);
    setEditing(false);
  };

  return (
    <Collapse
      items={[
        {
          key: 'seats',
          label: `Seats: ${props.organization.used_seats} of ${included + props.subscription.quantity} used`,
          children: (
            <Flex vertical gap={12}>
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'included', label: 'Included in plan', children: included },
                  { key: 'extra', label: 'Extra seats', children: props.subscription.quantity },
                  { key: 'used', label: 'Used seats', children: props.organization.used_seats },
                ]}
              />
              {editing ? (
                <Flex vertical gap={8}>
                  <Flex gap={8} align="center" wrap>
                    <InputNumber
                      aria-label="Extra seats"
                      min={0}
                      max={1000}
                      precision={0}
                      value={quantity}
                      onChange={(v) => setQuantity(typeof v === 'number' ? v : 0)}
                      status={tooFew ? 'error' : undefined}
                    />
                    <Button
                      type="primary"
                      disabled={quantity === props.subscription.quantity || tooFew}
                      loading={updateState.isLoading}
                      onClick={() => void save()}
                    >
                      Save Changes
                    </Button>
                    <Button
                      onClick={() => {
                        setEditing(false);
                        setQuantity(props.subscription.quantity);
                      }}
                    >
                      Cancel
                    </Button>
                  </Flex>
                  {tooFew ? (
                    <Typography.Text type="danger" role="alert">
                      {billingMessages.removeUsersFirst}
                    </Typography.Text>
                  ) : null}
                </Flex>
              ) : (
                <Button onClick={() => setEditing(true)} style={{ alignSelf: 'flex-start' }}>
                  Manage Seats
                </Button>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}

export function SubscriptionsTab({ organization }: { organization: Organization }) {
  const notify = useNotify();
  // Spec 1 §1: the social edition hides the plan list (and so the way to pick or switch a plan).
  const social = useEdition() === 'social';
  const subscription = useGetSubscriptionQuery(organization.id);
  const plans = useGetPlansQuery();
  const [switchPlan, switchState] = useSwitchPlanMutation();
  const [switching, setSwitching] = useState<BillingProduct | null>(null);
  const [cycleTo, setCycleTo] = useState<BillingInterval | null>(null);

  if (subscription.isLoading || plans.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (subscription.error)
    return <ErrorPanel title={billingMessages.stripeError} onRetry={() => void subscription.refetch()} />;
  if (!subscription.data)
    return (
      <EmptyState
        description={billingMessages.subscriptionRequired}
        action={
          social ? undefined : (
            <Link to={chooseSubscriptionUrl(organization.id)}>
              <Button type="primary">Choose a plan</Button>
            </Link>
          )
        }
      />
    );

  const sub = subscription.data;
  const interval = sub.plan.interval;
  const products = planProducts(plans.data ?? []);
  const current = products.find((p) => p.id === sub.plan.product);

  const onSwitch = async (coupon: CouponResult | null) => {
    const target = switching;
    const price = target ? priceFor(target, interval) : undefined;
    if (!target || !price) return;
    const included = target.metadata.user_seats ?? 0;
    // Keep every seat the organization has (and at least those in use) on the new plan.
    const quantity = Math.max(
      minimumExtraSeats(organization.used_seats, included),
      organization.seat_number - included,
      0,
    );
    const result = await switchPlan({
      orgId: organization.id,
      body: {
        price_id: price.id,
        product: target.id,
        quantity,
        ...(coupon ? { coupon: coupon.coupon.id } : {}),
      },
    });
    setSwitching(null);
    if (result.error) notify.error(billingMessages.unableToUpdatePlan);
    else notify.success(billingMessages.planUpdated);
  };

  const switchingPrice = switching ? priceFor(switching, interval) : undefined;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          column={1}
          items={[
            {
              key: 'cycle',
              label: 'Billing cycle',
              children: (
                <Flex gap={12} align="center" wrap>
                  <span data-testid="billing-cycle">{intervalLabels[interval]}</span>
                  <Button size="small" onClick={() => setCycleTo(otherInterval(interval))}>
                    Change to {intervalLabels[otherInterval(interval)]}
                  </Button>
                </Flex>
              ),
            },
            {
              key: 'due',
              label: 'Next payment due date',
              children: <span data-testid="next-payment">{formatDate(sub.current_period_end)}</span>,
            },
            { key: 'plan', label: 'Current plan', children: current?.name ?? sub.plan.name },
          ]}
        />
      </Card>
      {social ? null : (
        <Flex gap={16} wrap data-testid="plan-list">
          {products.map((p) => (
            <PlanCard
              key={p.id}
              product={p}
              interval={interval}
              selected={p.id === sub.plan.product}
              footer={
                p.id === sub.plan.product ? (
                  <Button disabled>Current plan</Button>
                ) : (
                  <Button type="primary" disabled={!priceFor(p, interval)} onClick={() => setSwitching(p)}>
                    Switch plan
                  </Button>
                )
              }
            />
          ))}
        </Flex>
      )}
      <SeatsPanel organization={organization} subscription={sub} plan={current} />
      <PlanUsageCard organizationId={organization.id} />
      {switching && switchingPrice ? (
        <CouponModal
          open
          productId={switching.id}
          priceCents={monthlyCents(switchingPrice)}
          formatPrice={perMonth}
          busy={switchState.isLoading}
          onCancel={() => setSwitching(null)}
          onProceed={(c) => void onSwitch(c)}
        />
      ) : null}
      {cycleTo ? (
        <CycleModal organizationId={organization.id} to={cycleTo} onClose={() => setCycleTo(null)} />
      ) : null}
    </Flex>
  );
}
