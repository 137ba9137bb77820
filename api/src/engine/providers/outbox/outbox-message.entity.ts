import { Column, Entity, Index } from 'typeorm';
import { col } from '../../database/columns';

/** What the outbox providers "sent": one row per idempotency key, readable by owners and by tests. */
@Entity('outbox_messages')
@Index(['organizationId', 'id'])
@Index(['toNormalized'])
export class OutboxMessage {
  @col.id() id!: number;
  @col.str(128, { unique: true }) idempotencyKey!: string;
  @col.intNull() organizationId!: number | null;

  @Column({ type: 'simple-enum', enum: ['email', 'sms'] })
  channel!: 'email' | 'sms';

  @col.str(254) toAddress!: string;

  /** Lower-cased recipient for the mailbox look-up. */
  @col.str(254) toNormalized!: string;
  @col.str(254) fromAddress!: string;
  @col.strNull(255) subject!: string | null;
  @col.text() text!: string;
  @col.textNull() html!: string | null;
  @col.str(64) category!: string;
  /** The Message-ID the message carried (e.g. `<r12.c3@domain>` for a campaign's recipient row). */
  @col.strNull(255) messageId!: string | null;
  /** The extra headers it carried (List-Unsubscribe, List-Unsubscribe-Post on bulk email). */
  @col.jsonNull() headers!: Record<string, string> | null;
  @col.createdAt() createdAt!: Date;
}
