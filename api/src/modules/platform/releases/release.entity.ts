import { Entity } from 'typeorm';
import { col } from '../../../engine/database/columns';

@Entity('releases')
export class Release {
  @col.id() id!: number;
  @col.str(32, { unique: true }) version!: string;
  @col.str(255) title!: string;
  @col.text() notes!: string;
  @col.datetime() releasedAt!: Date;
}
