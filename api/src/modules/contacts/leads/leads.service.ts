import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FsmState, LeadSearchResult, LeadSummary, Paginated } from '@ensemble/contracts';
import type { FindOptionsSelect, Repository, WhereExpressionBuilder } from 'typeorm';
import { type PageQuery, pageWindow, toPage } from '../../../engine/http/pagination';
import { Lead } from './lead.entity';

/** The columns a contact's card is read from (search results, associates). */
export const leadCardColumns = {
  id: true,
  firstName: true,
  lastName: true,
  companyName: true,
  email: true,
  cellPhone: true,
  fsmState: true,
  leadListId: true,
} satisfies FindOptionsSelect<Lead>;

/** A contact as a search result shows it; also what its name and its record's route are made from. */
export function presentLeadCard(l: Lead): LeadSearchResult {
  return {
    id: l.id,
    first_name: l.firstName,
    last_name: l.lastName,
    company_name: l.companyName,
    email: l.email,
    cell_phone: l.cellPhone,
    fsm_state: l.fsmState as FsmState,
    lead_list_id: l.leadListId,
  };
}

export function presentLeadSummary(l: Lead): LeadSummary {
  return { ...presentLeadCard(l), sales_status: l.salesStatus };
}

/** Read-side of contacts for the settings screens (lists of a source's, a tag's or a representative's leads). */
@Injectable()
export class LeadsService {
  constructor(@InjectRepository(Lead) private readonly leads: Repository<Lead>) {}

  private async page(
    organizationId: number,
    query: PageQuery,
    filter: (qb: WhereExpressionBuilder) => void,
  ): Promise<Paginated<LeadSummary>> {
    const qb = this.leads
      .createQueryBuilder('l')
      .where('l.organizationId = :organizationId', { organizationId });
    filter(qb);
    const { skip, take } = pageWindow(query);
    const [rows, count] = await qb.orderBy('l.id', 'DESC').skip(skip).take(take).getManyAndCount();
    return toPage(rows, count, presentLeadSummary);
  }

  bySource(organizationId: number, sourceId: number, query: PageQuery): Promise<Paginated<LeadSummary>> {
    return this.page(organizationId, query, (qb) => qb.andWhere('l.leadSourceId = :sourceId', { sourceId }));
  }

  byGroup(organizationId: number, groupId: number, query: PageQuery): Promise<Paginated<LeadSummary>> {
    return this.page(organizationId, query, (qb) =>
      qb.andWhere(
        `l.id IN (SELECT lg.lead_id FROM lead_groups lg WHERE lg.organization_id = :organizationId AND lg.group_id = :groupId)`,
        { organizationId, groupId },
      ),
    );
  }

  byRepresentative(
    organizationId: number,
    userId: number,
    query: PageQuery,
  ): Promise<Paginated<LeadSummary>> {
    return this.page(organizationId, query, (qb) =>
      qb.andWhere('(l.accountRep = :userId OR l.salesRep = :userId OR l.serviceRep = :userId)', { userId }),
    );
  }
}
