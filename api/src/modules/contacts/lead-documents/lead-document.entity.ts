import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { LeadRecordRow } from '../leads/lead-record-row';
import { col } from '../../../engine/database/columns';
import { User } from '../../platform/entities';

/** A file attached to a contact (spec 2 §3 Document). The bytes live in the storage provider under storageKey. */
@Entity('lead_documents')
@Index(['organizationId', 'leadId', 'id'])
export class LeadDocument extends LeadRecordRow {
  /** Who uploaded it; null once that account is gone. */
  @col.intNull() userId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @col.str(255) name!: string;
  @col.str(16) fileExtension!: string;

  /** Random and never shown: the file is only reachable through the tenant-guarded download route. */
  @col.str(200) storageKey!: string;
  @col.str(127) contentType!: string;
  @col.int() size!: number;
  @col.createdAt() createdAt!: Date;
}
