import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { EmailDesign } from '@ensemble/contracts';
import { col } from '../../../engine/database/columns';
import { NumberedRow, TenantRow } from '../../../engine/database/rows';

/**
 * The rendered HTML, up to contracts' 1 MB. A json column, not text: MariaDB's TEXT stops at 64 KB and the only
 * long-text type both dialects share is json (LONGTEXT on MariaDB). The HTML is kept inside an object, so no
 * driver ever takes the bare JSON string for a document to parse.
 */
const htmlColumn = () =>
  col.json({
    transformer: {
      to: (html: string | undefined) => (html === undefined ? undefined : { html }),
      from: (stored: { html?: string } | null) => stored?.html ?? '',
    },
  });

/** A folder of templates; organization_id null: a library folder. */
@Entity('email_template_folders')
@Index(['organizationId', 'nameNormalized'])
export class EmailTemplateFolderRow extends NumberedRow {
  @col.intNull() organizationId!: number | null;
  @col.str(100) name!: string;
  @col.str(100) nameNormalized!: string;
  @col.strNull(64, { unique: true }) libraryKey!: string | null;
  @col.createdAt() createdAt!: Date;
}

/**
 * An email template (spec 3 §3). organization_id null: a template of the shared library, seeded from
 * library/*.mjml by library_key and read-only through the organization paths.
 */
@Entity('email_templates')
@Index(['organizationId', 'folderId', 'id'])
@Index(['organizationId', 'id'])
export class EmailTemplateRow extends NumberedRow {
  @col.intNull() organizationId!: number | null;
  @col.str(150) title!: string;
  /** Lower-cased title: search never depends on a collation. */
  @col.str(150) titleNormalized!: string;
  @htmlColumn() html!: string;
  /** The builder's design; null when the HTML came from elsewhere. */
  @col.jsonNull() design!: EmailDesign | null;
  @col.strNull(500) thumbnailUrl!: string | null;
  @col.intNull() folderId!: number | null;
  /**
   * A folder's delete takes its templates with it, even one moved in while the delete ran; a move into a folder
   * being deleted fails instead of leaving a template in no folder anyone can open.
   */
  @ManyToOne(() => EmailTemplateFolderRow, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'folder_id' })
  folder?: EmailTemplateFolderRow;
  /** The library template this one was started from. */
  @col.intNull() baseTemplateId!: number | null;
  @col.strNull(64, { unique: true }) libraryKey!: string | null;
  /** The hash of the library source last compiled into this row: the seeder recompiles only when it changes. */
  @col.strNull(64) libraryHash!: string | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}

/**
 * Columns of a template to write with update/insert. TypeORM's deep-partial type cannot follow the design's
 * `project: unknown` (the editor's own data, stored as given), hence the cast in one place.
 */
export const templateWrite = (fields: Partial<EmailTemplateRow>) =>
  fields as QueryDeepPartialEntity<EmailTemplateRow>;

/** A plain-text template (spec 3 §3 'Text template'), for emails written as text and for texts. */
@Entity('text_templates')
@Index(['organizationId', 'id'])
export class TextTemplateRow extends TenantRow {
  @col.str(100) title!: string;
  @col.str(100) titleNormalized!: string;
  @col.text() template!: string;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}
