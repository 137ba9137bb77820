import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDaysToDate, automationTypes, todayIn } from '@ensemble/contracts';
import { type DataSource, In, LessThanOrEqual } from 'typeorm';
import { SchedulerService } from '../../../../engine/work';
import { LocationsService } from '../../../contacts';
import { Automation, AutomationAction, AutomationFollowUp, AutomationHoliday } from '../automation.entities';
import { AutomationEnrollments } from './automation-enrollments';
import { AutomationStepFinder } from './automation-step-finder';
import { AutomationStepJob } from './automation-step.job';

/** The automation engine's finder in the scheduler's per-minute tick. */
export const AUTOMATION_TICK = 'automations';

/** What one tick did, for logs and tests. */
export interface TickResult {
  organizations: number;
  steps: number;
}

/**
 * The automation engine's per-minute tick (the scheduler's finder; tests call tick(now) with their own clock): for
 * each organization with something to send, in its zone (the main location's, else the default), it enrolls the
 * contacts now in each drip's audience (and lets go of those no longer in it), enrolls the results of
 * result-based automations, creates the steps that fell due (automation_steps, INSERT … IGNORE on their due keys),
 * moves the holidays whose day has come to their next occurrence, then queues the new steps on the step work. Every
 * write is idempotent: a tick run twice, late, or on two replicas at once sends each step once.
 */
@Injectable()
export class AutomationTick {
  private readonly logger = new Logger(AutomationTick.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    scheduler: SchedulerService,
    private readonly locations: LocationsService,
    private readonly enrollments: AutomationEnrollments,
    private readonly finder: AutomationStepFinder,
    private readonly steps: AutomationStepJob,
  ) {
    scheduler.register(AUTOMATION_TICK, async () => {
      await this.tick(new Date());
    });
  }

  async tick(now = new Date()): Promise<TickResult> {
    const organizations = await this.organizationsWithWork(now);
    let steps = 0;
    for (const organizationId of organizations) {
      try {
        steps += await this.tickOrganization(organizationId, now);
      } catch (err) {
        // One organization's failure does not hold the others back; the next tick tries it again.
        this.logger.error(
          `automations of organization ${organizationId}: ${(err as Error).message}`,
          (err as Error).stack,
        );
      }
    }
    return { organizations: organizations.length, steps };
  }

  /**
   * Organizations with an active automation or follow-up slot, or a holiday whose day may have come (by UTC's
   * tomorrow: every zone's today is on or before it).
   */
  private async organizationsWithWork(now: Date): Promise<number[]> {
    const ids = new Set<number>();
    const m = this.dataSource.manager;
    const distinct = async (q: Promise<{ organization_id: number | string }[]>) => {
      for (const r of await q) ids.add(Number(r.organization_id));
    };
    await distinct(
      m
        .getRepository(Automation)
        .createQueryBuilder('a')
        .select('DISTINCT a.organizationId', 'organization_id')
        .where('a.active = :active', { active: true })
        .getRawMany(),
    );
    await distinct(
      m
        .getRepository(AutomationFollowUp)
        .createQueryBuilder('f')
        .select('DISTINCT f.organizationId', 'organization_id')
        .where('f.active = :active', { active: true })
        .getRawMany(),
    );
    await distinct(
      m
        .getRepository(AutomationHoliday)
        .createQueryBuilder('h')
        .select('DISTINCT h.organizationId', 'organization_id')
        .where('h.date <= :latest', { latest: addDaysToDate(todayIn('UTC', now), 1) })
        .getRawMany(),
    );
    return [...ids].sort((a, b) => a - b);
  }

  /** One organization's tick; how many steps it queued. */
  async tickOrganization(organizationId: number, now: Date): Promise<number> {
    const m = this.dataSource.manager;
    const zone = await this.locations.mainTimeZone(organizationId);
    const today = todayIn(zone, now);
    const lastStep = await this.steps.lastStepId();

    const automations = await m.findBy(Automation, { organizationId, active: true });
    for (const automation of automations) {
      if (automation.type === automationTypes.dripByResult)
        await this.enrollments.enrollResults(automation, zone);
      else await this.enrollments.syncAudience(automation, today, now);
    }
    const actions = automations.length
      ? await m.find(AutomationAction, {
          where: { organizationId, automationId: In(automations.map((a) => a.id)) },
          order: { position: 'ASC', id: 'ASC' },
        })
      : [];
    for (const automation of automations)
      await this.finder.customSteps(
        automation,
        actions.filter((a) => a.automationId === automation.id),
        zone,
        now,
      );

    const holidays = await m.findBy(AutomationHoliday, { organizationId, date: LessThanOrEqual(today) });
    await this.finder.holidaySteps(holidays, zone, now);
    const slots = await m.findBy(AutomationFollowUp, { organizationId, active: true });
    await this.finder.followUpSteps(slots, zone, now);

    // The statements above have committed (each its own): the new steps are queued now.
    return this.steps.enqueueNew(organizationId, lastStep);
  }
}
