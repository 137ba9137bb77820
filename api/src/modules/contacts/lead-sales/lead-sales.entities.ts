import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Lead } from '../leads/lead.entity';

/** A sale to a client (spec 2 §3 'Sale'); the lead's total_sales is the sum of its sales' amounts. */
@Entity('lead_sales')
@Index(['organizationId', 'leadId', 'saleDate'])
export class LeadSale {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  leadId!: number;

  /** The contact's sub-records go with it (spec 2 §3: they belong to one lead). */
  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  /** YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  saleDate!: string | null;

  /** YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  closeDate!: string | null;

  /** Cents: sums exactly on both dialects. */
  @Column({ type: 'int' })
  amountCents!: number;

  /** A service of the organization (or of the default set). */
  @Column({ type: 'int', nullable: true })
  serviceId!: number | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  carrier!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}

/** A contact person of a client company (spec 2 §3 'Client contact'). */
@Entity('lead_client_contacts')
@Index(['organizationId', 'leadId', 'id'])
export class LeadClientContact {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  leadId!: number;

  /** The contact's sub-records go with it (spec 2 §3: they belong to one lead). */
  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  @Column({ type: 'varchar', length: 150, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /** E.164. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  cellPhone!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  zipCode!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
