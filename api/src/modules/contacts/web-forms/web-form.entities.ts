import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import { Organization } from '../../platform/entities';
import { Lead } from '../leads/lead.entity';

/**
 * An organization's web-form webhook: the secret in the URL a website's form posts to. One per organization;
 * rotating it replaces the token, so the old URL stops working at once.
 */
@Entity('web_form_keys')
@Index(['organizationId'], { unique: true })
@Index(['token'], { unique: true })
export class WebFormKey extends TenantRow {
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;

  /** Random, URL-safe. */
  @col.str(64) token!: string;
  @col.createdAt() createdAt!: Date;
}

/** One post of a web form: the contact it made or updated, and what was posted (the dashboard's Recent form submissions). */
@Entity('form_submissions')
@Index(['organizationId', 'id'])
@Index(['organizationId', 'leadId'])
export class FormSubmission extends TenantRow {
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;

  @col.int() leadId!: number;

  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  /** The posted fields, names and values as strings. */
  @col.json() fields!: Record<string, string>;
  @col.createdAt() createdAt!: Date;
}
