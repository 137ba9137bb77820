import { Entity } from 'typeorm';
import { col } from '../../../engine/database/columns';

@Entity('industries')
export class Industry {
  @col.id() id!: number;
  @col.str(100, { unique: true }) name!: string;
}
