import { Brackets, type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { dbDate } from '../database/db-values';

/**
 * A lease kept in one datetime column of a row that is not a work row: an organization being deleted
 * (deletion_claimed_at), a local subscription being renewed (renewal_claimed_at). The work engine's own rows carry
 * a claim token; these rows are the business rows themselves, so the lease is the time it was last taken or
 * renewed, compared for equality. Taken only when free or stale; renewed while the holder works; released stale
 * at once after a failure, so the next run resumes without waiting.
 */
export interface RowLeaseSpec {
  entity: EntityTarget<ObjectLiteral>;
  /** The lease column: its property (for writes) and its database name (for conditions). */
  property: string;
  column: string;
  /** A lease not renewed for this long belongs to a dead holder: the next run takes it over. */
  staleMs: number;
}

/** The lease one run holds: the column's value as this run last wrote it. */
export interface RowLease<Id extends number | string = number> {
  readonly id: Id;
  at: Date;
}

/** Leases are compared for equality, so they are stored at both dialects' datetime precision (whole seconds). */
const wholeSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

export class RowLeases {
  constructor(
    private readonly dataSource: DataSource,
    private readonly spec: RowLeaseSpec,
  ) {}

  /**
   * Takes row `id` when its lease is free or stale and `due` (more SQL over the table's columns) holds; null when a
   * live run holds it or the row is not due.
   */
  async take<Id extends number | string>(
    id: Id,
    now: Date,
    due?: { sql: string; params?: ObjectLiteral },
  ): Promise<RowLease<Id> | null> {
    const at = wholeSecond(now);
    const qb = this.dataSource
      .getRepository(this.spec.entity)
      .createQueryBuilder()
      .update()
      .set({ [this.spec.property]: at })
      .where('id = :leaseRowId', { leaseRowId: id });
    if (due) qb.andWhere(due.sql, due.params);
    const taken = await qb
      .andWhere(
        new Brackets((free) =>
          free.where(`${this.spec.column} IS NULL`).orWhere(`${this.spec.column} <= :leaseStaleBefore`, {
            leaseStaleBefore: dbDate(this.dataSource, new Date(now.getTime() - this.spec.staleMs)),
          }),
        ),
      )
      .execute();
    return taken.affected === 1 ? { id, at } : null;
  }

  /** Restarts the lease's clock when `everyMs` has passed since it was written; false when another run took it. */
  async renew(lease: RowLease<number | string>, everyMs: number): Promise<boolean> {
    const now = wholeSecond(new Date());
    if (now.getTime() - lease.at.getTime() < Math.max(everyMs, 1000)) return true;
    if (!(await this.move(lease, now))) return false;
    lease.at = now;
    return true;
  }

  /** After a failure: still held (so still taken from the users), but stale at once, so the next run goes on. */
  async release(lease: RowLease<number | string>): Promise<boolean> {
    return this.move(lease, new Date(lease.at.getTime() - this.spec.staleMs));
  }

  /** Moves the lease from `lease.at` to `to`, if this run still holds it. */
  private async move(lease: RowLease<number | string>, to: Date): Promise<boolean> {
    const moved = await this.dataSource
      .getRepository(this.spec.entity)
      .createQueryBuilder()
      .update()
      .set({ [this.spec.property]: to })
      .where(`id = :leaseRowId AND ${this.spec.column} = :leaseAt`, {
        leaseRowId: lease.id,
        leaseAt: dbDate(this.dataSource, lease.at),
      })
      .execute();
    return moved.affected === 1;
  }
}
