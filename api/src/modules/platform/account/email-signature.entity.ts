import { Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { NumberedRow } from '../../../engine/database/rows';
import { OfOrganization, OfUser } from '../users/owned-rows';

/**
 * A user's email signature in one organization. The HTML is stored sanitized (signature-html.ts); screens still
 * render it only in sandboxed contexts.
 */
@Entity('email_signatures')
@Index(['organizationId', 'userId'], { unique: true })
export class EmailSignature extends OfUser(OfOrganization(NumberedRow)) {
  @col.text() html!: string;
  @col.bool(false) useCompanyNumber!: boolean;
  @col.updatedAt() updatedAt!: Date;
}
