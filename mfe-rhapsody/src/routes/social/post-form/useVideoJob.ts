import { useEffect, useRef, useState } from 'react';
import { socialConstants, type SocialVideoJob, socialNotices } from '@ensemble/contracts';
import { apiErrorMessage, wasAborted } from '@ensemble/shared-ui';
import { useLazySocialVideoJobQuery } from '../../../api/socialApi';

/** A job is done once it finished and its upload reached 100 % (spec 3 §4 Media upload). */
export const isJobDone = (job: SocialVideoJob): boolean =>
  job.finished && job.status !== 'failed' && job.percentage_uploaded >= 100;

export const isJobFailed = (job: SocialVideoJob): boolean => job.status === 'failed';

/**
 * Polls a video job every socialConstants.jobPollMs, each poll after the previous answer (a slow server never
 * gets overlapping polls), until it is done or failed; onDone and onFail run once.
 */
export function useVideoJob(
  organizationId: number,
  jobId: string | null,
  handlers: { onDone: (job: SocialVideoJob) => void; onFail: (message: string) => void },
): SocialVideoJob | null {
  const [fetchJob] = useLazySocialVideoJobQuery();
  const [job, setJob] = useState<SocialVideoJob | null>(null);
  // The latest handlers, without restarting the loop when the parent re-renders.
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    setJob(null);
    if (!jobId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await fetchJob({ organizationId, jobId }, false).unwrap();
        if (stopped) return;
        setJob(next);
        if (isJobFailed(next))
          handlersRef.current.onFail(next.response ?? socialNotices.videoProcessingFallback);
        else if (isJobDone(next)) handlersRef.current.onDone(next);
        else timer = setTimeout(() => void poll(), socialConstants.jobPollMs);
      } catch (error) {
        if (stopped || wasAborted(error)) return;
        handlersRef.current.onFail(apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]));
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [organizationId, jobId, fetchJob]);

  return job;
}
