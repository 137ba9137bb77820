import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('releases')
export class Release {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 32, unique: true })
  version!: string;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @Column({ type: 'text' })
  notes!: string;

  @Column({ type: 'datetime' })
  releasedAt!: Date;
}
