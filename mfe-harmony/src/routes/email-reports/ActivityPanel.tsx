import { lazy, Suspense } from 'react';
import { Card, Skeleton } from 'antd';
import { emailReportMessages as M } from '@ensemble/contracts';
import { QueryStates } from '@ensemble/shared-ui';
import { useEmailReportActivityQuery } from '../../api/emailReportsApi';

// The chart library is heavy: its own chunk, fetched when a report is first opened (ARCHITECTURE.md).
const ActivityChart = lazy(() => import('./ActivityChart'));

const activityTitle = 'Opens and clicks over time';

/** First opens and first clicks per hour (or per day), as a line chart; 'No data found' before any. */
export function ActivityPanel({ organizationId, reportId }: { organizationId: number; reportId: number }) {
  const activity = useEmailReportActivityQuery({ organizationId, id: reportId });
  const points = activity.data?.points ?? [];
  const empty = !points.some((p) => p.opens > 0 || p.clicks > 0);
  return (
    <Card title={activityTitle}>
      <QueryStates
        query={activity}
        errorTitle="Unable to load the activity"
        skeletonRows={4}
        empty={empty}
        emptyText={M.noData}
      >
        {activity.data ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
            <ActivityChart activity={activity.data} title={activityTitle} />
          </Suspense>
        ) : null}
      </QueryStates>
    </Card>
  );
}
