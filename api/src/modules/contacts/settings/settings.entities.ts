import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import {
  type AboutUsInfoSource,
  type MagicNumbersInput,
  type RepTitle,
  repTitles,
} from '@ensemble/contracts';

/** One row per organization: follow-up strategy, magic numbers and the other settings (created on first save). */
@Entity('organization_settings')
export class OrganizationSettingsRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'int' })
  organizationId!: number;

  /** Days after which each follow-up is due; null = slot not used. */
  @Column({ type: 'int', nullable: true })
  firstFollowUpDate!: number | null;

  @Column({ type: 'int', nullable: true })
  secondFollowUpDate!: number | null;

  @Column({ type: 'int', nullable: true })
  thirdFollowUpDate!: number | null;

  @Column({ type: 'int', nullable: true })
  fourthFollowUpDate!: number | null;

  @Column({ type: 'int', nullable: true })
  fifthFollowUpDate!: number | null;

  /** Money fields may be fractional; json keeps them exact on both dialects without a decimal type. */
  @Column({ type: 'json', nullable: true })
  magicNumbers!: MagicNumbersInput | null;

  @Column({ type: 'boolean', default: true })
  showDefaultServices!: boolean;

  @Column({ type: 'varchar', length: 32, nullable: true })
  aboutUsInfoSource!: AboutUsInfoSource | null;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}

/** Where contacts come from (Walk-In, Call-In...). */
@Entity('lead_sources')
@Index(['organizationId', 'id'])
export class LeadSource {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** A place of business; exactly one per organization is main, and its time zone is the organization's. */
@Entity('locations')
@Index(['organizationId', 'isMain'])
export class LocationRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phoneNumber!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  website!: string | null;

  @Column({ type: 'varchar', length: 64 })
  timezone!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  zipCode!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'boolean', default: false })
  isMain!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** A tag (automation-marketing group); contacts join it through lead_groups. */
@Entity('marketing_groups')
@Index(['organizationId', 'nameNormalized'], { unique: true })
export class MarketingGroup {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** Lower-cased name: uniqueness per organization, independent of the database collation. */
  @Column({ type: 'varchar', length: 100 })
  nameNormalized!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** Representative settings of a member (absent row = role 'None', no SMS notifications). */
@Entity('representative_settings')
@Index(['organizationId', 'userId'], { unique: true })
export class RepresentativeSettingsRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'simple-enum', enum: [...repTitles], default: 'None' })
  roleTitle!: RepTitle;

  @Column({ type: 'boolean', default: false })
  smsNotif!: boolean;
}
