import { fsmStates } from '@ensemble/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import type { Lead } from './lead.entity';

/** A LIKE pattern matching what starts with `s` ('!' escapes LIKE's wildcards). */
export const likePrefix = (s: string) => `${s.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * Prefix search that an index answers (docs/adr/0006-lead-indexes.md): an address when the text has '@', a
 * phone number when it is digits (stored as E.164, typed with or without the US country code), otherwise the
 * start of a first, last or company name (or an address). Across every stage, the stage list is spelled out
 * (fsm_state IN …) so the name indexes, which lead with (organization_id, fsm_state), still answer with ranges.
 */
export function applyLeadSearch(
  qb: SelectQueryBuilder<Lead>,
  search: string,
  options: { allStages: boolean } = { allStages: false },
): void {
  const s = search.trim().toLowerCase();
  if (!s) return;
  if (s.includes('@')) {
    qb.andWhere(`l.email LIKE :q ESCAPE '!'`, { q: likePrefix(s) });
    return;
  }
  if (/^[\d\s()+\-.]+$/.test(s)) {
    const digits = s.replace(/\D/g, '');
    if (!digits) return;
    qb.andWhere(`(l.cellPhone LIKE :p1 ESCAPE '!' OR l.cellPhone LIKE :p2 ESCAPE '!')`, {
      p1: likePrefix(`+${digits}`),
      p2: likePrefix(`+1${digits}`),
    });
    return;
  }
  if (options.allStages) qb.andWhere('l.fsmState IN (:...states)', { states: [...fsmStates] });
  qb.andWhere(
    `(l.firstNameNormalized LIKE :q ESCAPE '!' OR l.lastNameNormalized LIKE :q ESCAPE '!' OR l.companyNameNormalized LIKE :q ESCAPE '!' OR l.email LIKE :q ESCAPE '!')`,
    { q: likePrefix(s) },
  );
}
