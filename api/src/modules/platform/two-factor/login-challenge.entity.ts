import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { User } from '../users/user.entity';

/** Server-side state of a sign-in challenge (the JWT's jti): attempts left and whether it was used. */
@Entity('login_challenges')
export class LoginChallenge {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @col.int() userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @col.int({ default: 0 }) attempts!: number;
  @col.datetime() expiresAt!: Date;
  @col.datetimeNull() usedAt!: Date | null;
  @col.createdAt() createdAt!: Date;
}
