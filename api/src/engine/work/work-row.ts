import { col } from '../database/columns';
import { Row, type RowClass } from '../database/rows';

/** Which of the engine's optional columns a work row carries (the claim columns it always has). */
export interface WorkRowShape {
  /** Counted up by every claim; without it there is no attempt limit. */
  attempts: boolean;
  /** "Not before" of a retry; without it a failed row is claimable again at once. */
  nextAttemptAt: boolean;
}

/** Where a work-row class says what it carries; WorkEngine.defineWork reads it. */
export const WORK_ROW_SHAPE = Symbol('work row shape');

/**
 * The claim: written by every claim and cleared when the row goes back to pending. The token is new for every
 * claim (WorkEngine.claimToken), so a row the sweep took back is never mistaken for ours; claimed_at is the lease,
 * renewed while the worker holds it, and a stale one is taken back by the sweep.
 */
export function ClaimedRow<B extends RowClass = typeof Row>(Base: B = Row as unknown as B) {
  abstract class Claimed extends Base {
    static readonly [WORK_ROW_SHAPE]: WorkRowShape = { attempts: false, nextAttemptAt: false };
    @col.strNull(64) claimedBy!: string | null;
    @col.datetimeNull() claimedAt!: Date | null;
  }
  return Claimed;
}

/** A claimed row whose claims are counted, so that the back-off can give up after its maximum. */
export function AttemptedRow<B extends RowClass = typeof Row>(Base: B = Row as unknown as B) {
  abstract class Attempted extends ClaimedRow(Base) {
    static override readonly [WORK_ROW_SHAPE]: WorkRowShape = { attempts: true, nextAttemptAt: false };
    @col.int({ default: 0 }) attempts!: number;
  }
  return Attempted;
}

/** A counted row whose retries wait: claims and the sweep skip it until next_attempt_at (null: at once). */
export function RetriedRow<B extends RowClass = typeof Row>(Base: B = Row as unknown as B) {
  abstract class Retried extends AttemptedRow(Base) {
    static override readonly [WORK_ROW_SHAPE]: WorkRowShape = { attempts: true, nextAttemptAt: true };
    @col.datetimeNull() nextAttemptAt!: Date | null;
  }
  return Retried;
}

/** An entity class made with ClaimedRow, AttemptedRow or RetriedRow. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WorkRowClass<R> = (abstract new (...args: any[]) => R) & {
  readonly [WORK_ROW_SHAPE]: WorkRowShape;
};
