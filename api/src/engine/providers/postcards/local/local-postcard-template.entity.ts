import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The local post card provider's designs: each organization gets its own copy of the starter designs on first
 * use, as a PostcardMania account holds its own designs.
 */
@Entity('local_postcard_templates')
@Index(['organizationId', 'id'])
@Index(['organizationId', 'designId'], { unique: true })
export class LocalPostcardTemplate {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 64 })
  designId!: string;

  @Column({ type: 'varchar', length: 150 })
  title!: string;

  /** Background colour of the generated proof. */
  @Column({ type: 'varchar', length: 16 })
  color!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
