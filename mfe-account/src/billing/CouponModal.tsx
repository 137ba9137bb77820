import { useEffect, useState } from 'react';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { billingMessages, discounted, type CouponResult } from '@ensemble/contracts';
import { useCheckCouponMutation } from '../api/billingApi';
import { usableCoupon } from './coupon';

export interface CouponModalProps {
  open: boolean;
  /** The product the coupon must apply to. */
  productId: string;
  /** Cents before any coupon, and how to show an amount (per month for plans). */
  priceCents?: number;
  formatPrice?: (cents: number) => string;
  /** Busy with what follows (a purchase): both buttons wait. */
  busy?: boolean;
  onProceed: (coupon: CouponResult | null) => void;
  onCancel: () => void;
}

/**
 * 'Got a coupon code?': check a code, then proceed with it or without one. Spec 1 §2 names the buttons, so
 * subscribing, switching plan and buying an add-on all read 'Proceed without Coupon' / 'Proceed to Payment'.
 */
export function CouponModal(props: CouponModalProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<CouponResult | null>(null);
  const [check, checkState] = useCheckCouponMutation();

  useEffect(() => {
    if (!props.open) {
      setCode('');
      setError(null);
      setCoupon(null);
    }
  }, [props.open]);

  const onCheck = async () => {
    setCoupon(null);
    if (!code.trim()) {
      setError(billingMessages.noCouponProvided);
      return;
    }
    const result = await check({ code: code.trim(), product: props.productId });
    const found = result.error ? null : usableCoupon(result.data, props.productId);
    if (!found) {
      setError(billingMessages.couponInvalid);
      return;
    }
    setError(null);
    setCoupon(found);
  };

  const format = props.formatPrice ?? ((cents: number) => `$${(cents / 100).toFixed(2)}`);

  return (
    <Modal
      open={props.open}
      title={billingMessages.couponTitle}
      onCancel={props.onCancel}
      footer={null}
      centered
    >
      <Flex vertical gap={12}>
        <Flex gap={8}>
          <Input
            aria-label="Coupon code"
            placeholder="Coupon code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setCoupon(null);
            }}
            onPressEnter={() => void onCheck()}
            status={error ? 'error' : undefined}
          />
          <Button onClick={() => void onCheck()} loading={checkState.isLoading}>
            Check
          </Button>
        </Flex>
        {error ? (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        ) : null}
        {coupon ? (
          <Typography.Text type="success" data-testid="coupon-applied">
            {coupon.coupon.percent_off}% off
            {props.priceCents != null ? (
              <>
                {': '}
                <Typography.Text delete>{format(props.priceCents)}</Typography.Text>{' '}
                <strong>{format(discounted(props.priceCents, coupon.coupon.percent_off))}</strong>
              </>
            ) : null}
          </Typography.Text>
        ) : null}
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={() => props.onProceed(null)} disabled={props.busy}>
            {billingMessages.proceedWithoutCoupon}
          </Button>
          <Button
            type="primary"
            disabled={!coupon}
            loading={props.busy}
            onClick={() => coupon && props.onProceed(coupon)}
          >
            {billingMessages.proceedToPayment}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
