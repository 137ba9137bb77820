import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fsmStates, stages, type Stage, type SocialLink } from '@ensemble/contracts';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
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
}
