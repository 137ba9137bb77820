import { col } from './columns';

/** A class an entity can start from, for the mixins that add columns to it (work-row.ts, owned rows). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes any constructor arguments
export type RowClass = abstract new (...args: any[]) => object;

/** The base of a mixin's entity that has none of its own. */
export abstract class Row {}

/** A row numbered by the database (auto-increment id). */
export abstract class NumberedRow {
  @col.id() id!: number;
}
