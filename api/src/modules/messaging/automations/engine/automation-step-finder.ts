import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDaysToDate, automationTypes, dayAfter, nextHolidayDate, todayIn } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { EmailAudienceService, LeadFollowUpsService } from '../../../contacts';
import {
  type Automation,
  type AutomationAction,
  AutomationEnrollment,
  type AutomationFollowUp,
  AutomationHoliday,
} from '../automation.entities';
import { CATCH_UP_MS, type DueDay, dueDays, localDueAt, sendTimes } from './engine-schedule';
import { StepInserts } from './step-inserts';
import { anchoredKey, channelOf, customKeyPrefix, followUpKey, holidayKey } from './step-keys';

/** The contacts read per page for a date-field drip's day. */
const ENROLLMENT_PAGE = 5000;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The steps that fell due, as rows of work (automation_steps): for every step whose local send time has passed in
 * the last CATCH_UP_MS, from the automations, holidays and follow-up slots as they are now (an edit applies to
 * steps not yet due). Each step has its due key, so a tick run twice or late creates each one once; a late tick
 * catches up on what fell due meanwhile.
 */
@Injectable()
export class AutomationStepFinder {
  private readonly logger = new Logger(AutomationStepFinder.name);
  private readonly inserts: StepInserts;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audience: EmailAudienceService,
    private readonly followUps: LeadFollowUpsService,
  ) {
    this.inserts = new StepInserts(dataSource);
  }

  /** The days (and instants) a send time fell due within the catch-up window before `now`. */
  private window(zone: string, time: { hour: number; minute: number }, now: Date): DueDay[] {
    return dueDays(zone, time, new Date(now.getTime() - CATCH_UP_MS), now);
  }

  /**
   * A custom automation's due steps. Drip by day and by result: an action of day N is due at 2 PM on the day the
   * contact entered + N; drip by date: at 11 AM on the action's date, for every contact in it. A step that fell due
   * before its action existed is created only for contacts that entered after the action did: an action added to a
   * running drip does not fire for contacts long past its day, while a contact that enters after 2 PM still gets
   * its day-0 step.
   */
  async customSteps(
    automation: Automation,
    actions: AutomationAction[],
    zone: string,
    now: Date,
  ): Promise<void> {
    if (automation.type === automationTypes.dripByDate) {
      const due = new Map(this.window(zone, sendTimes.oneOff, now).map((d) => [d.date, d.dueAt] as const));
      for (const action of actions) {
        const dueAt = action.date == null ? undefined : due.get(action.date);
        if (dueAt) await this.actionSteps(automation, action, dueAt);
      }
      return;
    }
    const days = this.window(zone, sendTimes.dripByDay, now);
    for (const action of actions) {
      if (action.day == null) continue;
      for (const day of days) {
        if (automation.dateField == null)
          await this.actionSteps(automation, action, day.dueAt, addDaysToDate(day.date, -action.day));
        else await this.anchoredSteps(automation, action, day);
      }
    }
  }

  private actionSteps(
    automation: Automation,
    action: AutomationAction,
    dueAt: Date,
    enteredOn?: string,
  ): Promise<number> {
    return this.inserts.insertFromEnrollments({
      organizationId: automation.organizationId,
      automationId: automation.id,
      actionId: action.id,
      channel: channelOf(action.send),
      dueAt,
      keyPrefix: customKeyPrefix(automation.id, action.id),
      enteredOn,
      enteredFrom: dueAt.getTime() < action.createdAt.getTime() ? action.createdAt : undefined,
    });
  }

  /**
   * A drip counted from a date of the contact, its steps on `day`. Birthday: the action of day N goes to the active
   * contacts born N days before, every year (29 February birthdays on 28 February in other years). Sale expiration:
   * to those with a sale expiring N days after `day` (a renewal reminder). Not before the action existed.
   */
  private async anchoredSteps(automation: Automation, action: AutomationAction, day: DueDay): Promise<void> {
    if (action.day == null || day.dueAt.getTime() < action.createdAt.getTime()) return;
    const birthday = automation.dateField === 'birthday';
    const anchor = addDaysToDate(day.date, birthday ? -action.day : action.day);
    const monthDays = [anchor.slice(5)];
    if (anchor.endsWith('-02-28') && !isLeapYear(Number(anchor.slice(0, 4)))) monthDays.push('02-29');
    const matching = (leadIds: number[]) =>
      birthday
        ? Promise.all(
            monthDays.map((md) => this.audience.bornOn(automation.organizationId, md, leadIds)),
          ).then((lists) => [...new Set(lists.flat())])
        : this.audience.salesExpiringOn(automation.organizationId, anchor, leadIds);
    let after = 0;
    for (;;) {
      const page = await this.dataSource
        .getRepository(AutomationEnrollment)
        .createQueryBuilder('e')
        .select('e.leadId', 'lead_id')
        .where('e.organizationId = :organizationId AND e.automationId = :automationId', {
          organizationId: automation.organizationId,
          automationId: automation.id,
        })
        .andWhere('e.status = :active', { active: 'active' })
        .andWhere('e.leadId > :after', { after })
        .orderBy('e.leadId', 'ASC')
        .limit(ENROLLMENT_PAGE)
        .getRawMany<{ lead_id: number | string }>();
      if (page.length === 0) return;
      const leadIds = page.map((r) => Number(r.lead_id));
      const due = await matching(leadIds);
      await this.inserts.insertMany(
        due.map((leadId) => ({
          organizationId: automation.organizationId,
          kind: 'custom' as const,
          sourceId: automation.id,
          actionId: action.id,
          leadId,
          channel: channelOf(action.send),
          dueAt: day.dueAt,
          dueKey: anchoredKey(automation.id, action.id, leadId, anchor),
        })),
      );
      after = leadIds[leadIds.length - 1]!;
      if (page.length < ENROLLMENT_PAGE) return;
    }
  }

  /**
   * Holiday emails due (12 PM on the holiday's date): one step per contact that existed at that time, once the
   * holiday is active with a template. Then, active or not, a holiday whose day has come moves to its next
   * occurrence (a one-off stays: its due key has the date, and it is soon out of the catch-up window).
   */
  async holidaySteps(holidays: AutomationHoliday[], zone: string, now: Date): Promise<void> {
    const today = todayIn(zone, now);
    for (const holiday of holidays) {
      const dueAt = localDueAt(zone, holiday.date, sendTimes.holiday);
      if (dueAt.getTime() > now.getTime()) continue;
      if (
        holiday.active &&
        holiday.emailTemplateId != null &&
        now.getTime() - dueAt.getTime() < CATCH_UP_MS
      ) {
        for await (const leadIds of this.audience.streamContactIds(holiday.organizationId, dueAt)) {
          await this.inserts.insertMany(
            leadIds.map((leadId) => ({
              organizationId: holiday.organizationId,
              kind: 'holiday' as const,
              sourceId: holiday.id,
              actionId: null,
              leadId,
              channel: 'email',
              dueAt,
              dueKey: holidayKey(holiday.id, holiday.date, leadId),
            })),
          );
        }
      }
      await this.moveOn(holiday, today);
    }
  }

  /** The holiday's next day after the one gone by (and not before today); conditional on the date it had. */
  private async moveOn(holiday: AutomationHoliday, today: string): Promise<void> {
    let next: string | null;
    try {
      const from = dayAfter(holiday.date);
      next = nextHolidayDate(holiday.recurrence, holiday.date, from > today ? from : today);
    } catch (err) {
      this.logger.warn(`holiday ${holiday.id}: ${(err as Error).message}`);
      return;
    }
    if (next == null || next === holiday.date) return;
    await this.dataSource
      .getRepository(AutomationHoliday)
      .update({ organizationId: holiday.organizationId, id: holiday.id, date: holiday.date }, { date: next });
  }

  /**
   * Follow-up emails due (1 PM on a prospect's follow-up date seeded from the slot's days in the follow-up
   * strategy): one step per open follow-up date of a contact still a prospect, for each active slot.
   */
  async followUpSteps(slots: AutomationFollowUp[], zone: string, now: Date): Promise<void> {
    const days = this.window(zone, sendTimes.followUp, now);
    if (days.length === 0) return;
    const dueAt = new Map(days.map((d) => [d.date, d.dueAt] as const));
    for (const slot of slots) {
      if (!slot.active || slot.emailTemplateId == null) continue;
      const stream = this.followUps.streamOpenStrategyFollowUps(slot.organizationId, slot.slot, [
        ...dueAt.keys(),
      ]);
      for await (const page of stream) {
        await this.inserts.insertMany(
          page.map((f) => ({
            organizationId: slot.organizationId,
            kind: 'follow_up' as const,
            sourceId: slot.id,
            actionId: null,
            leadId: f.leadId,
            channel: 'email',
            dueAt: dueAt.get(f.date)!,
            dueKey: followUpKey(slot.slot, f.id),
          })),
        );
      }
    }
  }
}
