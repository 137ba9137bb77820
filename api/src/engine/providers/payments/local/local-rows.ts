import { PrimaryColumn } from 'typeorm';
import { col } from '../../../database/columns';

/** A row the local provider keys as Stripe does its objects: a prefixed random id (cus_…, pm_…, in_…). */
export abstract class LocalRow {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;
}

/** A local provider row that belongs to one organization. */
export abstract class LocalOrganizationRow extends LocalRow {
  @col.int() organizationId!: number;
}
