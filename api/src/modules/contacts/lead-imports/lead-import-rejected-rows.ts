import type { Logger } from '@nestjs/common';
import { leadsCsvConstants } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { dbDate } from '../../../engine/database/db-values';
import type { StorageProvider } from '../../../engine/providers/storage/storage-provider';
import { withCell } from './csv-format';
import { LeadImport, rejectedPartKey } from './lead-import.entity';

/** A rejected row: its line as read and the reason, which the part file adds as a last cell. */
export interface RejectedRow {
  line: string;
  reason: string;
}

/**
 * A batch's rejected rows as one part file, under a key fixed by the batch number: a re-run of the batch overwrites
 * it.
 */
export async function putRejectedPart(
  storage: StorageProvider,
  row: LeadImport,
  batchNo: number,
  rejected: RejectedRow[],
): Promise<void> {
  const text = rejected.map((r) => withCell(r.line, r.reason)).join('');
  await storage.put(rejectedPartKey(row, batchNo), Buffer.from(text, 'utf8'), 'text/csv');
}

/**
 * Deletes the rejected rows of imports finished more than leadsCsvConstants.rejectedRowsKeptDays ago (the import
 * dialog offers them when the import ends; nobody needs them weeks later); the import ids.
 */
export async function forgetRejectedRows(
  dataSource: DataSource,
  storage: StorageProvider,
  logger: Logger,
  now: Date,
): Promise<number[]> {
  const imports = dataSource.getRepository(LeadImport);
  const before = new Date(now.getTime() - leadsCsvConstants.rejectedRowsKeptDays * 24 * 3600 * 1000);
  const rows = await imports
    .createQueryBuilder('i')
    .select(['i.id', 'i.fileKey', 'i.rejectedParts'])
    .where('i.rejectedParts IS NOT NULL')
    .andWhere('i.finishedAt < :before', { before: dbDate(dataSource, before) })
    .orderBy('i.id')
    .take(100)
    .getMany();
  for (const row of rows) {
    // The row first: a part deleted while a download reads the row's list is a missing part, not an error.
    await imports.update({ id: row.id }, { rejectedParts: null });
    for (const part of row.rejectedParts ?? []) {
      await storage
        .delete(rejectedPartKey(row, part))
        .catch((err: Error) => logger.warn(`rejected rows of import ${row.id}: ${err.message}`));
    }
  }
  return rows.map((r) => r.id);
}
