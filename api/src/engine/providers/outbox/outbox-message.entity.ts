import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What the outbox providers "sent": one row per idempotency key, readable by owners and by tests. */
@Entity('outbox_messages')
@Index(['organizationId', 'id'])
@Index(['toNormalized'])
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 128, unique: true })
  idempotencyKey!: string;

  @Column({ type: 'int', nullable: true })
  organizationId!: number | null;

  @Column({ type: 'simple-enum', enum: ['email', 'sms'] })
  channel!: 'email' | 'sms';

  @Column({ type: 'varchar', length: 254 })
  toAddress!: string;

  /** Lower-cased recipient for the mailbox look-up. */
  @Column({ type: 'varchar', length: 254 })
  toNormalized!: string;

  @Column({ type: 'varchar', length: 254 })
  fromAddress!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  subject!: string | null;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text', nullable: true })
  html!: string | null;

  @Column({ type: 'varchar', length: 64 })
  category!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
