import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { DnsRecord } from '@ensemble/contracts';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import { Organization } from '../../platform/entities';

/**
 * An organization's sending domain (spec 3 §3 'Domain record'): at most one per organization, and a domain is
 * one organization's. Made by the suite itself (outbox, smtp), it has its own DKIM key, sealed with the key ring;
 * made by SendGrid's domain authentication, it has SendGrid's id of it, and SendGrid keeps the keys (the
 * selector and key are then empty). The records keep what the last Verify saw of each.
 */
@Entity('email_sending_domains')
@Index(['organizationId'], { unique: true })
@Index(['domain'], { unique: true })
export class SendingDomainRow extends TenantRow {
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;

  @col.str(253) domain!: string;
  @col.str(45) ipAddress!: string;
  /** The email provider's id of the domain (SendGrid's authenticated domain id); null for our own. */
  @col.strNull(64) providerDomainId!: string | null;
  @col.str(63) dkimSelector!: string;
  /** KeyRing.seal('dkim', PKCS #8 PEM); empty when the provider signs. */
  @col.text() dkimPrivateKey!: string;
  @col.json() records!: DnsRecord[];
  /** Every record seen at the last Verify. */
  @col.bool(false) valid!: boolean;
  @col.datetimeNull() verifiedAt!: Date | null;
  @col.strNull(254) senderEmail!: string | null;
  @col.strNull(100) senderName!: string | null;
  @col.strNull(254) replyToEmail!: string | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}
