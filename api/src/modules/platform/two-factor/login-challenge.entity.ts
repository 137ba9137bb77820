import { Entity, PrimaryColumn } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { OfUser } from '../users/owned-rows';

/** Server-side state of a sign-in challenge (the JWT's jti): attempts left and whether it was used. */
@Entity('login_challenges')
export class LoginChallenge extends OfUser() {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @col.int({ default: 0 }) attempts!: number;
  @col.datetime() expiresAt!: Date;
  @col.datetimeNull() usedAt!: Date | null;
  @col.createdAt() createdAt!: Date;
}
