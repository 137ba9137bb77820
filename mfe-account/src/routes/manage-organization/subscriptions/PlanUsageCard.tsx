import { Card, Flex, Progress, Typography } from 'antd';
import { planLimitNames, type PlanLimitKey } from '@ensemble/contracts';
import { useGetUsageQuery } from '../../../api/billingApi';

const order: PlanLimitKey[] = [
  'contacts',
  'texts',
  'storage',
  'user_seats',
  'twilio_numbers',
  'call_minutes',
];
const numbers = new Intl.NumberFormat('en-US');

/** What the plan, its seats and the add-ons bought allow, against what the organization uses. */
export function PlanUsageCard({ organizationId }: { organizationId: number }) {
  const usage = useGetUsageQuery(organizationId);
  if (!usage.data) return null;
  const { limits, used } = usage.data;
  return (
    <Card title="Plan limits" data-testid="plan-usage">
      <Flex vertical gap={8}>
        {order.map((key) => {
          const limit = limits[key];
          const percent = limit > 0 ? Math.min(100, Math.round((used[key] / limit) * 100)) : 0;
          return (
            <Flex key={key} vertical gap={0} data-testid={`usage-${key}`}>
              <Typography.Text>
                {numbers.format(used[key])} of {numbers.format(limit)} {planLimitNames[key]}
              </Typography.Text>
              <Progress
                percent={percent}
                showInfo={false}
                size="small"
                status={percent >= 100 ? 'exception' : 'normal'}
                aria-label={`${planLimitNames[key]} used`}
              />
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
