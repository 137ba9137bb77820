import { QueryFailedError } from 'typeorm';

/**
 * What a refused statement means, on either dialect: by the driver's error code (mysql2's ER_*, better-sqlite3's
 * SQLITE_CONSTRAINT_*), which TypeORM copies onto its QueryFailedError, not by the wording of the message.
 */
const codeOf = (err: unknown): string =>
  err instanceof QueryFailedError ? String((err as { code?: unknown }).code ?? '') : '';

/** A unique index refused the write: another request wrote the same value first. */
export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return (
    code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** A foreign key refused the write: the row it points to is gone (deleted while the request ran). */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = codeOf(err);
  return (
    code === 'ER_NO_REFERENCED_ROW_2' ||
    code === 'ER_NO_REFERENCED_ROW' ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
  );
}
