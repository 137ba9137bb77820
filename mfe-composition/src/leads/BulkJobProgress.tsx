import { useEffect, useRef } from 'react';
import { Alert, Progress } from 'antd';
import { leadsCsvConstants, type BulkQueued } from '@ensemble/contracts';
import { useGetLeadJobQuery } from '../api/opportunityListsApi';

/**
 * A bulk action the API queued (202 { detail, job_id }): its detail and a progress bar, polled until the job is
 * done or failed; then `onFinished` (the caller refreshes its list).
 */
export function BulkJobProgress(props: {
  organizationId: number;
  job: BulkQueued;
  /** How many contacts the job handles, for the bar. */
  total: number;
  onFinished: (failed: boolean) => void;
}) {
  const { organizationId, job, total, onFinished } = props;
  const q = useGetLeadJobQuery(
    { organizationId, jobId: job.job_id },
    { pollingInterval: leadsCsvConstants.pollMs, skipPollingIfUnfocused: false },
  );
  const status = q.data?.status;
  const finished = status === 'done' || status === 'failed';
  const reported = useRef(false);
  useEffect(() => {
    if (!finished || reported.current) return;
    reported.current = true;
    onFinished(status === 'failed');
  }, [finished, status, onFinished]);

  const processed = q.data?.processed ?? 0;
  const percent =
    status === 'done' ? 100 : total > 0 ? Math.min(99, Math.round((processed / total) * 100)) : 0;
  return (
    <Alert
      type={status === 'failed' ? 'error' : 'info'}
      showIcon
      role="status"
      style={{ marginBottom: 12 }}
      title={status === 'failed' ? (q.data?.error ?? job.detail) : job.detail}
      description={
        <Progress
          percent={percent}
          status={status === 'failed' ? 'exception' : finished ? 'success' : 'active'}
          aria-label="Progress"
        />
      }
    />
  );
}
