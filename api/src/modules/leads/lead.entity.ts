import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A contact of an organization. Minimal for now: the columns the settings counts and lead lists need (source,
 * representatives, tags); the contacts issue extends it.
 */
@Entity('leads')
@Index(['organizationId', 'leadSourceId'])
@Index(['organizationId', 'accountRep'])
@Index(['organizationId', 'salesRep'])
@Index(['organizationId', 'serviceRep'])
export class Lead {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 150, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  companyName!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  cellPhone!: string | null;

  @Column({ type: 'varchar', length: 32, default: 'opportunity' })
  fsmState!: string;

  @Column({ type: 'int', nullable: true })
  leadSourceId!: number | null;

  /** User ids of the representatives managing the contact. */
  @Column({ type: 'int', nullable: true })
  accountRep!: number | null;

  @Column({ type: 'int', nullable: true })
  salesRep!: number | null;

  @Column({ type: 'int', nullable: true })
  serviceRep!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** A contact's membership in a tag (automation-marketing group). */
@Entity('lead_groups')
@Index(['organizationId', 'groupId'])
@Index(['organizationId', 'leadId', 'groupId'], { unique: true })
export class LeadGroup {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  leadId!: number;

  @Column({ type: 'int' })
  groupId!: number;
}
