import { addDaysToDate, defaultTimeZone, followUpSlots, todayInTimeZone } from '@ensemble/contracts';
import type { EntityManager } from 'typeorm';
import { writeHistory } from '../leads/lead-history';
import { LocationRow, OrganizationSettingsRow } from '../settings/settings.entities';
import { LeadFollowUp } from './lead-follow-up.entity';

const CHUNK = 500;

/** Strategy text of a seeded follow-up date: which slot of the strategy it comes from. */
export const strategyText = (slot: number) => `Follow-up ${slot} (follow-up strategy)`;

/**
 * The organization's "today": the main location's time zone (spec 2 §7 Locations), else the suite's default zone
 * (as for every scheduled send: LocationsService.mainTimeZone).
 * Read with the caller's manager, so it can run inside the caller's transaction.
 */
export async function organizationToday(manager: EntityManager, organizationId: number): Promise<string> {
  const main = await manager
    .getRepository(LocationRow)
    .findOne({ where: { organizationId, isMain: true }, order: { id: 'ASC' } });
  return todayInTimeZone(main?.timezone || defaultTimeZone);
}

/**
 * Gives prospects the follow-up dates of the organization's follow-up strategy (spec 2 §7: first..fifth
 * follow_up_date, a number of days or null): today + N days for each set slot, in the caller's transaction.
 *
 * Rule for a contact that (re)enters the Prospect stage (created, promoted, demoted, reactivated, imported):
 * it gets the strategy's dates only when it has no open (not completed) follow-up date. A brand-new prospect
 * has none and always gets them; one coming back with dates still open keeps those and gets no duplicates,
 * while one whose earlier dates are all completed starts a fresh round.
 * `allNew` skips the lookup for contacts created in the same transaction (imports).
 */
export async function seedStrategyFollowUps(
  manager: EntityManager,
  organizationId: number,
  userId: number | null,
  leadIds: number[],
  opts: { allNew?: boolean } = {},
): Promise<number> {
  if (!leadIds.length) return 0;
  const settings = await manager.getRepository(OrganizationSettingsRow).findOneBy({ organizationId });
  if (!settings) return 0;
  const days: (number | null)[] = [
    settings.firstFollowUpDate,
    settings.secondFollowUpDate,
    settings.thirdFollowUpDate,
    settings.fourthFollowUpDate,
    settings.fifthFollowUpDate,
  ];
  const slots = days
    .map((d, i) => ({ slot: i + 1, days: d }))
    .filter((s): s is { slot: number; days: number } => s.days !== null && s.days !== undefined);
  if (!slots.length || slots.length > followUpSlots.length) return 0;

  let targets = [...new Set(leadIds)];
  if (!opts.allNew) {
    const open = new Set<number>();
    for (let i = 0; i < targets.length; i += CHUNK) {
      const rows = await manager
        .getRepository(LeadFollowUp)
        .createQueryBuilder('f')
        .select('DISTINCT f.leadId', 'leadId')
        .where('f.organizationId = :organizationId', { organizationId })
        .andWhere('f.leadId IN (:...ids)', { ids: targets.slice(i, i + CHUNK) })
        .andWhere('f.completed = :completed', { completed: false })
        .getRawMany<{ leadId: number | string }>();
      for (const r of rows) open.add(Number(r.leadId));
    }
    targets = targets.filter((id) => !open.has(id));
  }
  if (!targets.length) return 0;

  const today = await organizationToday(manager, organizationId);
  const dates = slots.map((s) => ({ slot: s.slot, date: addDaysToDate(today, s.days) }));
  const rows = targets.flatMap((leadId) =>
    dates.map((d) => ({
      organizationId,
      leadId,
      date: d.date,
      text: strategyText(d.slot),
      strategySlot: d.slot,
      completed: false,
    })),
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    await manager.getRepository(LeadFollowUp).insert(rows.slice(i, i + CHUNK));
  }
  await writeHistory(
    manager,
    { organizationId, userId, action: 'follow_up_added', leadIds: targets },
    dates.map((d) => ({ field: 'date', old: null, new: d.date })),
  );
  return rows.length;
}
