import { Card, Flex, Progress, Typography } from 'antd';
import { planLimitNames, planLimitNamesOne, type PlanLimitKey } from '@ensemble/contracts';
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

/**
 * The limit's name in the limit's number: '6 of 6 user seats', '1 of 1 user seat'. contracts is a shared
 * singleton whose loaded copy is the shell's; an older shell has no planLimitNamesOne, and the plural reads then.
 */
function nameOf(key: PlanLimitKey, limit: number): string {
  const one = (planLimitNamesOne as Partial<Record<PlanLimitKey, string>> | undefined)?.[key];
  return limit === 1 && one ? one : planLimitNames[key];
}

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
                {numbers.format(used[key])} of {numbers.format(limit)} {nameOf(key, limit)}
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
