import { Entity, Index } from 'typeorm';
import { LeadRecordRow } from '../leads/lead-record-row';
import { col } from '../../../engine/database/columns';

/** A sale to a client (spec 2 §3 'Sale'); the lead's total_sales is the sum of its sales' amounts. */
@Entity('lead_sales')
@Index(['organizationId', 'leadId', 'saleDate'])
export class LeadSale extends LeadRecordRow {
  /** YYYY-MM-DD. */
  @col.strNull(10) saleDate!: string | null;

  /** YYYY-MM-DD. */
  @col.strNull(10) closeDate!: string | null;

  /** Cents: sums exactly on both dialects. */
  @col.int() amountCents!: number;

  /** A service of the organization (or of the default set). */
  @col.intNull() serviceId!: number | null;
  @col.strNull(150) carrier!: string | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}

/** A contact person of a client company (spec 2 §3 'Client contact'). */
@Entity('lead_client_contacts')
@Index(['organizationId', 'leadId', 'id'])
export class LeadClientContact extends LeadRecordRow {
  @col.strNull(150) firstName!: string | null;
  @col.strNull(150) lastName!: string | null;
  @col.strNull(254) email!: string | null;

  /** E.164. */
  @col.strNull(32) cellPhone!: string | null;
  @col.strNull(200) address!: string | null;
  @col.strNull(100) city!: string | null;
  @col.strNull(100) state!: string | null;
  @col.strNull(100) zipCode!: string | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}
