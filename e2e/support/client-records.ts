/**
 * Client record seeds for the sales / contacts / invoices journey (issue 7): the record page accordions and the
 * `imported` flag, which only the agency-system import sets (no API writes it), so it is set in the database.
 */
import { runInE2eDatabase } from './db';

/** Marks a lead as imported from the agency system (imported = 2). */
export async function markImportedFromAgency(leadId: number): Promise<void> {
  await runInE2eDatabase((db) => `UPDATE \`${db}\`.\`leads\` SET \`imported\` = 2 WHERE id = ?`, [leadId]);
}

export { openSection, toast } from './record-page';
