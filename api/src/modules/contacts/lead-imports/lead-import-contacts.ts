import { csvRowReasons, type FsmState, type LeadInput } from '@ensemble/contracts';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { seedStrategyFollowUps } from '../lead-follow-ups/follow-up-strategy';
import { apply, snapshot } from '../leads/contact-fields';
import { diff, type HistoryChange } from '../leads/lead-history';
import { Lead, LeadHistory } from '../leads/lead.entity';
import type { CsvRowValues } from './csv-row-reader';
import type { LeadImport } from './lead-import.entity';
import { writeRows, type WrittenChunk } from './bulk-rows-sql';

const LOOKUP_CHUNK = 1000;

/** A contact a batch writes: found in the organization, or new in this batch. */
interface Target {
  lead: Lead;
  isNew: boolean;
  /** The stored fields before the file touched them (existing contacts), for the history. */
  before: Record<string, unknown> | null;
}

/**
 * apply() for a new contact from a row the reader validated: the row's cell phone is already in E.164, and parsing
 * it again would be most of the row's work in this thread.
 */
function applyNew(lead: Lead, values: CsvRowValues): void {
  const { cell_phone, ...rest } = values;
  apply(lead, { ...rest, imported: 1 } as LeadInput);
  lead.cellPhone = cell_phone ?? null;
}

const historyText = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);

/** Gives each new contact its id from its statement's first id; false when a statement did not report one. */
function assignIds(created: Target[], written: WrittenChunk[], step: number): boolean {
  if (written.some((w) => w.firstId === null)) return false;
  let i = 0;
  for (const w of written) {
    for (let k = 0; k < w.rows; k++) created[i++].lead.id = (w.firstId as number) + k * step;
  }
  return i === created.length;
}

/** What writeContacts did with a batch's valid rows. */
export interface ContactsWritten {
  created: number;
  updated: number;
  /** The plan's room left after the batch's new contacts. */
  left: number;
  /** Rows refused for the plan's contact limit. */
  rejected: { line: string; reason: string }[];
}

/**
 * A batch's valid rows written as contacts (see LeadImportJob for the de-duplication rule): new ones while the plan
 * has room, with their history and, in the Prospect stage, the follow-up strategy's dates.
 */
export async function writeContacts(
  manager: EntityManager,
  row: LeadImport,
  stage: FsmState,
  valid: { line: string; values: CsvRowValues }[],
  roomLeft: number,
  idStep: number | null,
): Promise<ContactsWritten> {
  const rejected: { line: string; reason: string }[] = [];
  const { byEmail, byPhone } = await existingContacts(
    manager,
    row.organizationId,
    valid.map((v) => v.values),
  );
  const register = (t: Target) => {
    if (t.lead.email && !byEmail.has(t.lead.email)) byEmail.set(t.lead.email, t);
    if (t.lead.cellPhone && !byPhone.has(t.lead.cellPhone)) byPhone.set(t.lead.cellPhone, t);
  };
  const created: Target[] = [];
  const touched = new Set<Target>();
  let left = roomLeft;
  let updatedCount = 0;
  for (const { line, values } of valid) {
    const target =
      (values.email ? byEmail.get(values.email) : undefined) ??
      (values.cell_phone ? byPhone.get(values.cell_phone) : undefined);
    if (target) {
      if (!target.isNew && !target.before) target.before = snapshot(target.lead);
      apply(target.lead, { ...snapshot(target.lead), ...values } as LeadInput);
      register(target);
      touched.add(target);
      updatedCount++;
      continue;
    }
    if (left <= 0) {
      rejected.push({ line, reason: csvRowReasons.planLimit });
      continue;
    }
    left--;
    const lead = new Lead();
    lead.organizationId = row.organizationId;
    lead.fsmState = stage;
    lead.leadListId = stage === 'Opportunity' ? row.listId : null;
    applyNew(lead, values);
    const t: Target = { lead, isNew: true, before: null };
    created.push(t);
    register(t);
  }

  const written = await writeRows(
    manager,
    Lead,
    created.map((t) => t.lead),
  );
  if (!idStep || !assignIds(created, written, idStep)) {
    await readBackIds(manager, row.organizationId, created);
  }
  if (stage === 'Prospect') {
    await seedStrategyFollowUps(
      manager,
      row.organizationId,
      row.userId,
      created.map((t) => t.lead.id),
      { allNew: true },
    );
  }
  const changed = [...touched]
    .filter((t) => !t.isNew)
    .map((t) => ({ t, changes: diff(t.before ?? {}, snapshot(t.lead)) }))
    .filter((c) => c.changes.length > 0);
  await writeRows(
    manager,
    Lead,
    changed.map((c) => c.t.lead),
    'upsert',
  );
  await writeImportHistory(manager, row, [
    ...created.map((t) => ({
      leadId: t.lead.id,
      changes: [{ field: 'fsm_state', old: null, new: stage }] as HistoryChange[],
    })),
    ...changed.map((c) => ({ leadId: c.t.lead.id, changes: c.changes })),
  ]);
  return { created: created.length, updated: updatedCount, left, rejected };
}

/** The organization's contacts that share an email or a cell phone with the batch (lowest id first). */
async function existingContacts(
  manager: EntityManager,
  organizationId: number,
  values: CsvRowValues[],
): Promise<{ byEmail: Map<string, Target>; byPhone: Map<string, Target> }> {
  const byEmail = new Map<string, Target>();
  const byPhone = new Map<string, Target>();
  const emails = [...new Set(values.map((v) => v.email).filter((x): x is string => !!x))];
  const phones = [...new Set(values.map((v) => v.cell_phone).filter((x): x is string => !!x))];
  // Ids first, from the (organization, email) and (organization, cell phone) indexes alone, in one statement
  // per chunk: most rows of a file are new, so most batches find nothing and load no contact.
  const ids = new Set<number>();
  const { driver } = manager.connection;
  const meta = manager.connection.getMetadata(Lead);
  const col = (property: string) =>
    driver.escape(meta.findColumnWithPropertyName(property)?.databaseName ?? property);
  const select = (column: string, n: number) =>
    `SELECT ${col('id')} AS id FROM ${driver.escape(meta.tableName)} WHERE ${col('organizationId')} = ? AND ${col(column)} IN (${Array(n).fill('?').join(', ')})`;
  for (let i = 0; i < Math.max(emails.length, phones.length); i += LOOKUP_CHUNK) {
    const parts: [string, string[]][] = [
      ['email', emails.slice(i, i + LOOKUP_CHUNK)],
      ['cellPhone', phones.slice(i, i + LOOKUP_CHUNK)],
    ];
    const present = parts.filter(([, keys]) => keys.length);
    const rows = (await manager.query(
      present.map(([column, keys]) => select(column, keys.length)).join(' UNION ALL '),
      present.flatMap(([, keys]) => [organizationId, ...keys]),
    )) as { id: number | string }[];
    for (const r of rows) ids.add(Number(r.id));
  }
  const found = ids.size
    ? await manager
        .getRepository(Lead)
        .find({ where: { organizationId, id: In([...ids]) }, order: { id: 'ASC' } })
    : [];
  for (const lead of found) {
    const t: Target = { lead, isNew: false, before: null };
    if (lead.email && !byEmail.has(lead.email)) byEmail.set(lead.email, t);
    if (lead.cellPhone && !byPhone.has(lead.cellPhone)) byPhone.set(lead.cellPhone, t);
  }
  return { byEmail, byPhone };
}

/**
 * The step between the ids of one multi-row INSERT when the server gives them consecutively (InnoDB with
 * innodb_autoinc_lock_mode 0 or 1: a statement of known row count takes its ids as one range), else null and
 * the ids are read back.
 */
export async function consecutiveIdStep(dataSource: DataSource): Promise<number | null> {
  const type = dataSource.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return null;
  const [vars] = (await dataSource.query(
    'SELECT @@innodb_autoinc_lock_mode AS mode, @@auto_increment_increment AS step',
  )) as { mode: number | string; step: number | string }[];
  const [engine] = (await dataSource.query(
    'SELECT engine FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?',
    [dataSource.getMetadata(Lead).tableName],
  )) as { engine?: string; ENGINE?: string }[];
  const innodb = (engine?.engine ?? engine?.ENGINE ?? '').toLowerCase() === 'innodb';
  const mode = Number(vars?.mode);
  return innodb && (mode === 0 || mode === 1) ? Number(vars.step) || 1 : null;
}

/**
 * Ids of the contacts just inserted, found by their keys: no stored contact shared a key with them (or the row
 * would have updated it), so the keys name them alone, on every dialect and auto-increment mode.
 */
async function readBackIds(manager: EntityManager, organizationId: number, created: Target[]): Promise<void> {
  if (!created.length) return;
  const byEmail = new Map(created.filter((t) => t.lead.email).map((t) => [t.lead.email as string, t]));
  const byPhone = new Map(
    created.filter((t) => !t.lead.email && t.lead.cellPhone).map((t) => [t.lead.cellPhone as string, t]),
  );
  const repo = manager.getRepository(Lead);
  for (const [column, map] of [
    ['email', byEmail],
    ['cellPhone', byPhone],
  ] as const) {
    const keys = [...map.keys()];
    for (let i = 0; i < keys.length; i += LOOKUP_CHUNK) {
      const rows = await repo.find({
        select: { id: true, email: true, cellPhone: true },
        where: { organizationId, [column]: In(keys.slice(i, i + LOOKUP_CHUNK)) },
      });
      for (const r of rows) {
        const t = map.get((column === 'email' ? r.email : r.cellPhone) as string);
        if (t && !t.lead.id) t.lead.id = r.id;
      }
    }
  }
  if (created.some((t) => !t.lead.id)) throw new Error('imported contacts could not be read back');
}

/** History rows of the batch (system work: no user), in multi-row inserts. */
async function writeImportHistory(
  manager: EntityManager,
  row: LeadImport,
  entries: { leadId: number; changes: HistoryChange[] }[],
): Promise<void> {
  const rows = entries.flatMap((e) =>
    e.changes.map((c) => ({
      organizationId: row.organizationId,
      leadId: e.leadId,
      userId: row.userId,
      action: 'import',
      field: c.field,
      oldValue: historyText(c.old),
      newValue: historyText(c.new),
    })),
  );
  await writeRows(manager, LeadHistory, rows as LeadHistory[]);
}
