import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { User } from '../users/user.entity';

/** An authenticator backup code, stored as a keyed hash; usedAt set = spent. */
@Entity('backup_codes')
@Index(['userId', 'codeHash'])
export class BackupCode {
  @col.id() id!: number;
  @col.int() userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @col.str(64) codeHash!: string;
  @col.datetimeNull() usedAt!: Date | null;
}
