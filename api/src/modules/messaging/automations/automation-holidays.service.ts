import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AutomationHoliday as AutomationHolidayDto,
  automationMessages as M,
  type ErrorBody,
  type HolidayInput,
  type HolidayUpdate,
  messages,
  nextHolidayDate,
  type Paginated,
  usHolidaySeeds,
} from '@ensemble/contracts';
import { type EntityManager, IsNull, Not, type Repository } from 'typeorm';
import { dialectOfSource, forUpdate } from '../../../engine/database/dialect';
import { TransactionService } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import { OrganizationRecordsService } from '../../platform';
import { AutomationHoliday } from './automation.entities';
import { presentHoliday } from './automation-presenters';
import { AutomationReferences } from './automation-references';
import { OrganizationDay } from './organization-day';
import { applyTemplateRule, type TemplatedChange, type TemplatedRow } from './template-rule';

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
/** A holiday's subject is cleared when its template is removed. */
const RULE = { defaultSubject: null, clearTextTemplate: false };

/** The template rule's refusals as field errors. */
function refusedFields(refused: readonly string[]): ApiError {
  const body: ErrorBody = {};
  for (const field of refused) body[field] = [M.templateFirst];
  return new ApiError(HttpStatus.BAD_REQUEST, body);
}

/**
 * The holiday emails of the Global automations tab (spec 3 §3, §4, §7): the usual US holidays, added the first
 * time an organization reads its list, and its own. The automation engine sends them and moves a recurring one on.
 */
@Injectable()
export class AutomationHolidaysService {
  constructor(
    @InjectRepository(AutomationHoliday) private readonly holidays: Repository<AutomationHoliday>,
    private readonly tx: TransactionService,
    private readonly organizations: OrganizationRecordsService,
    private readonly references: AutomationReferences,
    private readonly day: OrganizationDay,
  ) {}

  /**
   * By date. The first read adds the usual holidays (an organization that never had them: its own do not count, and
   * the seeded ones it deleted stay deleted, kept as tombstones).
   */
  async list(organizationId: number): Promise<Paginated<AutomationHolidayDto>> {
    if (
      !(await this.holidays.exists({
        where: { organizationId, seedKey: Not(IsNull()) },
        withDeleted: true,
      }))
    )
      await this.seed(organizationId);
    const rows = await this.holidays.find({ where: { organizationId }, order: { date: 'ASC', id: 'ASC' } });
    return { results: rows.map(presentHoliday), count: rows.length };
  }

  /**
   * Adds the usual holidays, each on its next day from today in the organization's zone. Two first reads at once:
   * the organization's row lock makes the second wait for the first's commit, then it finds the rows and adds none
   * (SQLite runs one transaction at a time).
   */
  private async seed(organizationId: number): Promise<void> {
    const today = await this.day.today(organizationId);
    await this.tx.run(async ({ manager }) => {
      // MariaDB only: SQLite runs one transaction at a time already.
      if (dialectOfSource(manager.connection) === 'mariadb')
        await this.organizations.lockForUpdate(manager, organizationId);
      const any = await forUpdate(
        manager
          .getRepository(AutomationHoliday)
          .createQueryBuilder('h')
          .select('h.id')
          .where('h.organizationId = :organizationId', { organizationId })
          .andWhere('h.seedKey IS NOT NULL')
          .withDeleted()
          .limit(1),
      ).getOne();
      if (any) return;
      await manager.getRepository(AutomationHoliday).insert(
        usHolidaySeeds.map((s) => ({
          organizationId,
          name: s.name,
          date: nextHolidayDate(s.recurrence, `2000-${s.monthDay ?? '01-01'}`, today) as string,
          recurrence: s.recurrence,
          seedKey: s.key,
          subject: null,
          emailTemplateId: null,
          textTemplateId: null,
          active: false,
        })),
      );
    });
  }

  /** An organization's own holiday: once, or every year on the same day ('fixed'). */
  async create(organizationId: number, input: HolidayInput): Promise<AutomationHolidayDto> {
    if (input.date < (await this.day.today(organizationId))) throw ApiError.field('date', M.holidayDatePast);
    await this.checkTemplates(organizationId, input);
    const blank: TemplatedRow = { emailTemplateId: null, textTemplateId: null, subject: null, active: false };
    const ruled = applyTemplateRule(blank, withoutRemoval(input), RULE);
    if (!ruled.ok) throw refusedFields(ruled.refused);
    const saved = await this.holidays.save(
      this.holidays.create({
        organizationId,
        name: input.name,
        date: input.date,
        recurrence: input.recurrence,
        seedKey: null,
        ...ruled.row,
      }),
    );
    return presentHoliday(saved);
  }

  /**
   * Any of the fields: the template (assigned, or null: removed, which deactivates the row and clears its subject),
   * the subject and the active toggle (refused without a template), the name, the date, the recurrence.
   */
  async update(organizationId: number, id: number, input: HolidayUpdate): Promise<AutomationHolidayDto> {
    const row = await this.find(this.holidays.manager, organizationId, id);
    if (
      input.date !== undefined &&
      input.date !== row.date &&
      input.date < (await this.day.today(organizationId))
    )
      throw ApiError.field('date', M.holidayDatePast);
    await this.checkTemplates(organizationId, input);
    const ruled = applyTemplateRule(row, input, RULE);
    if (!ruled.ok) throw refusedFields(ruled.refused);
    await this.holidays.update(
      { organizationId, id },
      {
        ...ruled.row,
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.date !== undefined ? { date: input.date } : {}),
        ...(input.recurrence !== undefined ? { recurrence: input.recurrence } : {}),
      },
    );
    return presentHoliday(await this.find(this.holidays.manager, organizationId, id));
  }

  async remove(organizationId: number, id: number): Promise<void> {
    // A tombstone (soft delete), off as well: a seeded holiday deleted is not seeded again, and sends nothing.
    const row = await this.find(this.holidays.manager, organizationId, id);
    await this.holidays.update({ organizationId, id: row.id }, { active: false });
    await this.holidays.softDelete({ organizationId, id: row.id });
  }

  private async find(manager: EntityManager, organizationId: number, id: number): Promise<AutomationHoliday> {
    const row = await manager.getRepository(AutomationHoliday).findOneBy({ organizationId, id });
    if (!row) throw notFound();
    return row;
  }

  private checkTemplates(organizationId: number, input: TemplatedChange): Promise<void> {
    return this.references.check(organizationId, {
      bee_free_template: { kind: 'email_template', ids: [input.bee_free_template] },
      text_template: { kind: 'text_template', ids: [input.text_template] },
    });
  }
}

/** On create, a template left empty is not a removal: the rule then only checks subject and active. */
function withoutRemoval(input: HolidayInput): TemplatedChange {
  return {
    text_template: input.text_template,
    subject: input.subject,
    active: input.active,
    ...(input.bee_free_template !== null ? { bee_free_template: input.bee_free_template } : {}),
  };
}
