import { Entity, Index } from 'typeorm';
import { LeadRecordRow } from '../leads/lead-record-row';
import { col } from '../../../engine/database/columns';

/** A calendar event of a contact (spec 2 §2 'Events'); it lasts one hour, so `end` is start + 1 h. */
@Entity('lead_events')
@Index(['organizationId', 'leadId', 'start'])
export class LeadEvent extends LeadRecordRow {
  @col.str(200) title!: string;
  @col.textNull() description!: string | null;
  @col.datetime() start!: Date;
  @col.datetime() end!: Date;
  @col.createdAt() createdAt!: Date;
}
