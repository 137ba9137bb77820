import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

export const emailTokenPurposes = ['verify', 'reset', 'email_change'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/** A single-use link token sent by email (verification, password reset), stored as its sha256. */
@Entity('email_tokens')
@Index(['userId'])
export class EmailToken {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'simple-enum', enum: emailTokenPurposes })
  purpose!: EmailTokenPurpose;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash!: string;

  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'datetime' })
  expiresAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
