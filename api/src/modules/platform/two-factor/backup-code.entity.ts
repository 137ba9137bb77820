import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** An authenticator backup code, stored as a keyed hash; usedAt set = spent. */
@Entity('backup_codes')
@Index(['userId', 'codeHash'])
export class BackupCode {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ type: 'datetime', nullable: true })
  usedAt!: Date | null;
}
