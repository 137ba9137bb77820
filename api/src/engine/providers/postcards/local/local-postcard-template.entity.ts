import { Entity, Index } from 'typeorm';
import { col } from '../../../database/columns';

/**
 * The local post card provider's designs: each organization gets its own copy of the starter designs on first
 * use, as a PostcardMania account holds its own designs.
 */
@Entity('local_postcard_templates')
@Index(['organizationId', 'id'])
@Index(['organizationId', 'designId'], { unique: true })
export class LocalPostcardTemplate {
  @col.id() id!: number;
  @col.int() organizationId!: number;
  @col.str(64) designId!: string;
  @col.str(150) title!: string;

  /** Background colour of the generated proof. */
  @col.str(16) color!: string;
  @col.createdAt() createdAt!: Date;
}
