import type { ReactNode } from 'react';
import { Card, Flex, Tag, Typography } from 'antd';
import {
  billingConstants,
  billingMessages,
  type BillingInterval,
  type BillingProduct,
} from '@ensemble/contracts';
import { monthlyCents, perMonth, planFeatures, priceFor } from './format';

/** A plan's name, MOST POPULAR badge, price per month for the chosen cycle and what it includes. */
export function PlanCard(props: {
  product: BillingProduct;
  interval: BillingInterval;
  selected?: boolean;
  onClick?: () => void;
  footer?: ReactNode;
}) {
  const { product, interval } = props;
  const price = priceFor(product, interval);
  return (
    <Card
      data-testid={`plan-${product.name}`}
      hoverable={!!props.onClick}
      onClick={props.onClick}
      style={{
        width: 260,
        borderColor: props.selected ? '#1677ff' : undefined,
        borderWidth: props.selected ? 2 : undefined,
      }}
      aria-pressed={props.onClick ? !!props.selected : undefined}
      role={props.onClick ? 'button' : undefined}
      aria-label={props.onClick ? product.name : undefined}
    >
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {product.name}
          </Typography.Title>
          {product.name === billingConstants.mostPopularPlan ? (
            <Tag color="gold">{billingMessages.mostPopular}</Tag>
          ) : null}
        </Flex>
        {product.description ? (
          <Typography.Text type="secondary">{product.description}</Typography.Text>
        ) : null}
        <Typography.Text strong style={{ fontSize: 18 }}>
          {price ? perMonth(monthlyCents(price)) : 'Not available'}
        </Typography.Text>
        <ul style={{ paddingLeft: 18, margin: 0 }}>
          {planFeatures(product).map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        {props.footer}
      </Flex>
    </Card>
  );
}
