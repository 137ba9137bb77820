import { Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { NumberedRow } from '../../../engine/database/rows';
import { OfUser } from '../users/owned-rows';

/** An authenticator backup code, stored as a keyed hash; usedAt set = spent. */
@Entity('backup_codes')
@Index(['userId', 'codeHash'])
export class BackupCode extends OfUser(NumberedRow) {
  @col.str(64) codeHash!: string;
  @col.datetimeNull() usedAt!: Date | null;
}
