import { JoinColumn, ManyToOne } from 'typeorm';
import { col } from './columns';

/** A class an entity can start from, for the mixins that add columns to it (work-row.ts, belongsTo). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes any constructor arguments
export type RowClass<R = object> = abstract new (...args: any[]) => R;

/** The base of a mixin's entity that has none of its own. */
export abstract class Row {}

/** A row numbered by the database (auto-increment id). */
export abstract class NumberedRow {
  @col.id() id!: number;
}

/** A numbered row of one organization's, scoped by it in every query (organization_id). */
export abstract class TenantRow extends NumberedRow {
  @col.int() organizationId!: number;
}

/** The properties belongsTo adds: `<key>Id` and the `<key>` relation. */
export type BelongsTo<K extends string, P> = { [I in `${K}Id`]: number } & { [R in K]?: P };

/**
 * A mixin for rows that belong to one parent and go with it: the `<key>_id` int column (`<key>Id`) and the
 * `<key>` many-to-one relation on it, ON DELETE CASCADE. `OfUser = belongsTo('user', () => User)`, then
 * `class BackupCode extends OfUser(NumberedRow)`.
 */
export function belongsTo<K extends string, P>(key: K, parent: () => RowClass<P>) {
  return <B extends RowClass>(Base: B = Row as unknown as B) => {
    abstract class Child extends Base {}
    col.int()(Child.prototype, `${key}Id`);
    ManyToOne(parent, { onDelete: 'CASCADE' })(Child.prototype, key);
    JoinColumn({ name: `${key}_id` })(Child.prototype, key);
    return Child as unknown as B & RowClass<BelongsTo<K, P>>;
  };
}
