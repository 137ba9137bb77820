import {
  csvHeaderFields,
  type CsvField,
  csvRowReasons,
  type FsmState,
  type LeadInput,
  leadSchema,
  normalizePhone,
} from '@ensemble/contracts';
import { ValidationError } from 'yup';
import { unneutralizeCsvCell } from './csv-format';

/** A valid row: the fields the file gives (empty cells left out), email lower-cased and phone in E.164. */
export type CsvRowValues = Partial<LeadInput>;
export type CsvRowResult = { ok: true; values: CsvRowValues } | { ok: false; reason: string };

const REASON_BY_TEST: Record<string, string> = {
  'name-or-company': csvRowReasons.missingName,
  'company-or-name': csvRowReasons.missingName,
  'email-or-phone': csvRowReasons.missingContact,
};

/**
 * Reads the data rows of one file: maps its headers to contact fields and validates each row with the stage's
 * contact schema (spec 2 §5). The schema is narrowed to the file's columns, because validating the ~30 fields a
 * file never fills costs more than the rest of the import; the rules between fields (a name or a company, an
 * email or a phone) still run on the narrowed schema.
 */
export class CsvRowReader {
  private readonly fields: (CsvField | null)[];
  private readonly schema;

  constructor(headers: readonly string[], stage: FsmState) {
    this.fields = csvHeaderFields(headers);
    const present = [...new Set(this.fields.filter((f): f is CsvField => f !== null))];
    this.schema = leadSchema(stage).pick(present);
  }

  read(cells: readonly string[]): CsvRowResult {
    const raw: Record<string, string> = {};
    this.fields.forEach((field, i) => {
      const cell = cells[i];
      // A column given twice (e.g. "Email" and "email") takes its first non-empty cell.
      if (field && cell && cell.trim() && raw[field] === undefined) raw[field] = unneutralizeCsvCell(cell);
    });
    let cast: Record<string, unknown>;
    try {
      cast = this.schema.validateSync(raw, { abortEarly: true, stripUnknown: true }) as Record<
        string,
        unknown
      >;
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      return { ok: false, reason: REASON_BY_TEST[err.type ?? ''] ?? err.message };
    }
    const values: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(cast)) if (v !== null && v !== undefined) values[k] = v;
    if (typeof values.email === 'string') values.email = values.email.toLowerCase();
    if (typeof values.cell_phone === 'string') values.cell_phone = normalizePhone(values.cell_phone);
    return { ok: true, values: values as CsvRowValues };
  }
}
