import { Column, Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import {
  type AboutUsInfoSource,
  type MagicNumbersInput,
  type RepTitle,
  repTitles,
} from '@ensemble/contracts';

/** One row per organization: follow-up strategy, magic numbers and the other settings (created on first save). */
@Entity('organization_settings')
export class OrganizationSettingsRow {
  @col.id() id!: number;

  @Index({ unique: true })
  @col.int()
  organizationId!: number;

  /** Days after which each follow-up is due; null = slot not used. */
  @col.intNull() firstFollowUpDate!: number | null;
  @col.intNull() secondFollowUpDate!: number | null;
  @col.intNull() thirdFollowUpDate!: number | null;
  @col.intNull() fourthFollowUpDate!: number | null;
  @col.intNull() fifthFollowUpDate!: number | null;

  /** Money fields may be fractional; json keeps them exact on both dialects without a decimal type. */
  @col.jsonNull() magicNumbers!: MagicNumbersInput | null;
  @col.bool(true) showDefaultServices!: boolean;
  @col.strNull(32) aboutUsInfoSource!: AboutUsInfoSource | null;
  @col.updatedAt() updatedAt!: Date;
}

/** Where contacts come from (Walk-In, Call-In...). */
@Entity('lead_sources')
@Index(['organizationId', 'id'])
export class LeadSource extends TenantRow {
  @col.str(100) name!: string;
  @col.textNull() description!: string | null;
  @col.createdAt() createdAt!: Date;
}

/** A place of business; exactly one per organization is main, and its time zone is the organization's. */
@Entity('locations')
@Index(['organizationId', 'isMain'])
export class LocationRow extends TenantRow {
  @col.str(100) name!: string;
  @col.textNull() description!: string | null;
  @col.strNull(32) phoneNumber!: string | null;
  @col.strNull(200) address!: string | null;
  @col.strNull(2048) website!: string | null;
  @col.str(64) timezone!: string;
  @col.strNull(100) city!: string | null;
  @col.strNull(100) zipCode!: string | null;
  @col.strNull(100) state!: string | null;
  @col.strNull(254) email!: string | null;
  @col.bool(false) isMain!: boolean;
  @col.createdAt() createdAt!: Date;
}

/** A tag (automation-marketing group); contacts join it through lead_groups. */
@Entity('marketing_groups')
@Index(['organizationId', 'nameNormalized'], { unique: true })
export class MarketingGroup extends TenantRow {
  @col.str(100) name!: string;

  /** Lower-cased name: uniqueness per organization, independent of the database collation. */
  @col.str(100) nameNormalized!: string;
  /** Put on every contact a web form's post makes or updates (Forms setup, spec 3 §7 batch_webform/). */
  @col.bool(false) isWebform!: boolean;
  @col.createdAt() createdAt!: Date;
}

/** Representative settings of a member (absent row = role 'None', no SMS notifications). */
@Entity('representative_settings')
@Index(['organizationId', 'userId'], { unique: true })
export class RepresentativeSettingsRow extends TenantRow {
  @col.int() userId!: number;

  @Column({ type: 'simple-enum', enum: [...repTitles], default: 'None' })
  roleTitle!: RepTitle;

  @col.bool(false) smsNotif!: boolean;
}
