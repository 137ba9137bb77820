import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fsmStates, stages, type Stage, type SocialLink } from '@ensemble/contracts';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import { dbDate } from '../../../engine/database/db-values';
import { LeadSale } from '../lead-sales/lead-sales.entities';
import { Lead, LeadGroup } from './lead.entity';
import { PostalRecipientsService } from './postal-recipients.service';

/** Who an email goes to (spec 3 §3 payload): picked contacts, whole stages, an opportunity list, tags. */
export interface EmailAudience {
  leadIds: number[];
  stages: Stage[];
  listId: number | null;
  groupIds: number[];
}

/** What messaging needs of a contact to address and fill an email. */
export interface EmailContact {
  id: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  cellPhone: string | null;
  social: SocialLink[] | null;
  /** Where its record is (leadRecordRoute) and how it is named without a first or last name: email reports. */
  companyName: string | null;
  fsmState: string;
  leadListId: number | null;
}

/**
 * An automation's audience (spec 3 §3 Custom automation): the contacts of any of these stages, opportunity lists,
 * tags or included services (a service a contact has a sale of), minus those with a sale of an excluded service.
 * With no stage, list, tag or included service, every contact but the excluded ones.
 */
export interface AutomationAudience {
  stages: Stage[];
  listIds: number[];
  groupIds: number[];
  includedServiceIds: number[];
  excludedServiceIds: number[];
}

/** Contact ids per page of the automation engine's reads: ids only, so a page is small. */
const ID_PAGE = 5000;

const fsmOf = (stage: Stage) => fsmStates[stages.indexOf(stage)] as string;

/**
 * The contacts an email (or a text) goes to, read for the messaging context. Streams in id order (keyset pages), so a
 * 50,000-contact stage is never held as one result. Lists and tags of another organization are not found (404).
 */
@Injectable()
export class EmailAudienceService {
  constructor(
    @InjectRepository(Lead) private readonly leads: Repository<Lead>,
    private readonly postal: PostalRecipientsService,
  ) {}

  assertFound(organizationId: number, a: EmailAudience): Promise<void> {
    return this.postal.assertAudienceFound(organizationId, a.listId == null ? [] : [a.listId], a.groupIds);
  }

  private query(organizationId: number, a: EmailAudience): SelectQueryBuilder<Lead> {
    const qb = this.leads
      .createQueryBuilder('l')
      .where('l.organizationId = :organizationId', { organizationId });
    qb.andWhere(
      new Brackets((w) => {
        // An audience with nothing in it matches nothing (the schema refuses it; this keeps the query safe).
        w.where('1 = 0');
        if (a.leadIds.length) w.orWhere('l.id IN (:...leadIds)', { leadIds: a.leadIds });
        if (a.stages.length) w.orWhere('l.fsmState IN (:...fsm)', { fsm: a.stages.map(fsmOf) });
        if (a.listId != null) w.orWhere('l.leadListId = :listId', { listId: a.listId });
        if (a.groupIds.length)
          w.orWhere(
            `l.id IN (${this.leads.manager
              .createQueryBuilder(LeadGroup, 'g')
              .select('g.leadId')
              .where('g.organizationId = :organizationId')
              .andWhere('g.groupId IN (:...groupIds)')
              .getQuery()})`,
            { groupIds: a.groupIds },
          );
      }),
    );
    return qb;
  }

  /** The audience's contacts, `pageSize` at a time, in id order. */
  stream(organizationId: number, a: EmailAudience, pageSize = 2000): AsyncGenerator<EmailContact[]> {
    return this.pages(organizationId, a, pageSize, false);
  }

  /** The audience's contacts that have a cell phone (a text's recipients), `pageSize` at a time, in id order. */
  streamWithCellPhone(
    organizationId: number,
    a: EmailAudience,
    pageSize = 2000,
  ): AsyncGenerator<EmailContact[]> {
    return this.pages(organizationId, a, pageSize, true);
  }

  private async *pages(
    organizationId: number,
    a: EmailAudience,
    pageSize: number,
    withCellPhone: boolean,
  ): AsyncGenerator<EmailContact[]> {
    let after = 0;
    for (;;) {
      const q = this.query(organizationId, a);
      if (withCellPhone) q.andWhere("l.cellPhone IS NOT NULL AND l.cellPhone <> ''");
      const rows = await q
        .andWhere('l.id > :after', { after })
        .select([
          'l.id',
          'l.email',
          'l.firstName',
          'l.lastName',
          'l.cellPhone',
          'l.social',
          'l.companyName',
          'l.fsmState',
          'l.leadListId',
        ])
        .orderBy('l.id', 'ASC')
        .take(pageSize)
        .getMany();
      if (rows.length === 0) return;
      yield rows.map((r) => ({
        id: r.id,
        email: r.email,
        firstName: r.firstName,
        lastName: r.lastName,
        cellPhone: r.cellPhone,
        social: r.social,
        companyName: r.companyName,
        fsmState: r.fsmState,
        leadListId: r.leadListId,
      }));
      after = rows[rows.length - 1]!.id;
      if (rows.length < pageSize) return;
    }
  }

  /** `SELECT lead_id FROM lead_sales` of these services, for an IN (…) of the automation audience. */
  private withSaleOf(param: string): string {
    return this.leads.manager
      .createQueryBuilder(LeadSale, 's')
      .select('s.leadId')
      .where('s.organizationId = :organizationId')
      .andWhere(`s.serviceId IN (:...${param})`)
      .getQuery();
  }

  /**
   * The ids of an automation's audience (AutomationAudience), ID_PAGE at a time in id order: what the automation
   * engine enrolls and keeps enrolled.
   */
  async *streamAutomationAudienceIds(
    organizationId: number,
    a: AutomationAudience,
  ): AsyncGenerator<number[]> {
    const anyOf = a.stages.length + a.listIds.length + a.groupIds.length + a.includedServiceIds.length > 0;
    yield* this.idPages(organizationId, (qb) => {
      if (anyOf)
        qb.andWhere(
          new Brackets((w) => {
            w.where('1 = 0');
            if (a.stages.length) w.orWhere('l.fsmState IN (:...fsm)', { fsm: a.stages.map(fsmOf) });
            if (a.listIds.length) w.orWhere('l.leadListId IN (:...listIds)', { listIds: a.listIds });
            if (a.groupIds.length)
              w.orWhere(
                `l.id IN (${this.leads.manager
                  .createQueryBuilder(LeadGroup, 'g')
                  .select('g.leadId')
                  .where('g.organizationId = :organizationId')
                  .andWhere('g.groupId IN (:...groupIds)')
                  .getQuery()})`,
                { groupIds: a.groupIds },
              );
            if (a.includedServiceIds.length)
              w.orWhere(`l.id IN (${this.withSaleOf('included')})`, { included: a.includedServiceIds });
          }),
        );
      if (a.excludedServiceIds.length)
        qb.andWhere(`l.id NOT IN (${this.withSaleOf('excluded')})`, { excluded: a.excludedServiceIds });
    });
  }

  /**
   * The ids of every contact of the organization that existed at `createdUpTo` (a holiday email's recipients: the
   * contacts at its send time, so a late run sends to the same ones), ID_PAGE at a time in id order.
   */
  streamContactIds(organizationId: number, createdUpTo: Date): AsyncGenerator<number[]> {
    return this.idPages(organizationId, (qb) =>
      qb.andWhere('l.createdAt <= :createdUpTo', {
        createdUpTo: dbDate(this.leads.manager.connection, createdUpTo),
      }),
    );
  }

  /** Of these contacts, the ids of those born on `monthDay` (MM-DD) of any year: a birthday drip's day. */
  async bornOn(organizationId: number, monthDay: string, leadIds: number[]): Promise<number[]> {
    const out: number[] = [];
    for (let i = 0; i < leadIds.length; i += ID_PAGE) {
      const rows = await this.leads
        .createQueryBuilder('l')
        .select('l.id', 'id')
        .where('l.organizationId = :organizationId', { organizationId })
        .andWhere('l.id IN (:...ids)', { ids: leadIds.slice(i, i + ID_PAGE) })
        // YYYY-MM-DD as stored: the month and day are its last five characters on both dialects.
        .andWhere('SUBSTR(l.birthday, 6, 5) = :monthDay', { monthDay })
        .getRawMany<{ id: number | string }>();
      out.push(...rows.map((r) => Number(r.id)));
    }
    return out;
  }

  /**
   * Of these contacts, the ids of those with a sale whose expiration date (close_date: an imported sale's Expiration
   * Date, spec 2 §3 Sale) is `date`: a renewal drip's day.
   */
  async salesExpiringOn(organizationId: number, date: string, leadIds: number[]): Promise<number[]> {
    const out = new Set<number>();
    for (let i = 0; i < leadIds.length; i += ID_PAGE) {
      const rows = await this.leads.manager
        .getRepository(LeadSale)
        .createQueryBuilder('s')
        .select('DISTINCT s.leadId', 'id')
        .where('s.organizationId = :organizationId', { organizationId })
        .andWhere('s.leadId IN (:...ids)', { ids: leadIds.slice(i, i + ID_PAGE) })
        .andWhere('s.closeDate = :date', { date })
        .getRawMany<{ id: number | string }>();
      for (const r of rows) out.add(Number(r.id));
    }
    return [...out];
  }

  private async *idPages(
    organizationId: number,
    where: (qb: SelectQueryBuilder<Lead>) => void,
  ): AsyncGenerator<number[]> {
    let after = 0;
    for (;;) {
      const qb = this.leads
        .createQueryBuilder('l')
        .select('l.id', 'id')
        .where('l.organizationId = :organizationId', { organizationId });
      where(qb);
      const rows = await qb
        .andWhere('l.id > :after', { after })
        .orderBy('l.id', 'ASC')
        .limit(ID_PAGE)
        .getRawMany<{ id: number | string }>();
      if (rows.length === 0) return;
      const ids = rows.map((r) => Number(r.id));
      yield ids;
      after = ids[ids.length - 1]!;
      if (ids.length < ID_PAGE) return;
    }
  }
}
