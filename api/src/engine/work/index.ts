export { type Backoff, exponentialBackoff, fixedBackoff, outboundBackoff } from './backoff';
export { JOB_QUEUE, type JobData, type JobHandler, type JobQueue } from './job-queue';
export { dueBetween, type LocalSchedule, nextDueAt } from './local-schedule';
export { type RowLease, RowLeases, type RowLeaseSpec } from './row-lease';
export { SchedulerService } from './scheduler.service';
export { WorkModule } from './work.module';
export {
  type Claim,
  type PreparedWrite,
  LostClaimError,
  type TaskDefinition,
  Work,
  type WorkEntityColumns,
  type WorkDefinition,
  WorkEngine,
  type WorkRow,
} from './work-engine';
export { AttemptedRow, ClaimedRow, RetriedRow, type WorkRowClass, type WorkRowShape } from './work-row';
