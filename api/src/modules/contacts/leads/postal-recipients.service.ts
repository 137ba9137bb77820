import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, type Repository } from 'typeorm';
import { messages } from '@ensemble/contracts';
import { ApiError } from '../../../engine/http/api-error';
import { MarketingGroup } from '../settings/settings.entities';
import { Lead, LeadGroup, LeadList } from './lead.entity';

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);

/** Which contacts a mailing goes to: every stage (`all`), or any of these stages, opportunity lists and tags. */
export interface PostalAudience {
  all: boolean;
  stages: string[];
  listIds: number[];
  groupIds: number[];
}

/**
 * Contacts with a postal address, counted for the post card screens (messaging). Lists and tags of another
 * organization are not found (404).
 */
@Injectable()
export class PostalRecipientsService {
  constructor(
    @InjectRepository(Lead) private readonly leads: Repository<Lead>,
    @InjectRepository(LeadList) private readonly lists: Repository<LeadList>,
    @InjectRepository(MarketingGroup) private readonly groups: Repository<MarketingGroup>,
  ) {}

  /** 404 unless every list and tag is the organization's. */
  async assertAudienceFound(organizationId: number, listIds: number[], groupIds: number[]): Promise<void> {
    if (listIds.length && (await this.lists.countBy({ organizationId, id: In(listIds) })) !== listIds.length)
      throw notFound();
    if (
      groupIds.length &&
      (await this.groups.countBy({ organizationId, id: In(groupIds) })) !== groupIds.length
    )
      throw notFound();
  }

  async count(organizationId: number, { all, stages, listIds, groupIds }: PostalAudience): Promise<number> {
    const qb = this.leads
      .createQueryBuilder('l')
      .where('l.organizationId = :organizationId', { organizationId })
      .andWhere("l.address IS NOT NULL AND l.address <> ''");
    if (!all) {
      qb.andWhere(
        new Brackets((w) => {
          if (stages.length) w.orWhere('l.fsmState IN (:...stages)', { stages });
          if (listIds.length) w.orWhere('l.leadListId IN (:...listIds)', { listIds });
          if (groupIds.length)
            w.orWhere(
              `l.id IN (${this.leads.manager
                .createQueryBuilder(LeadGroup, 'g')
                .select('g.leadId')
                .where('g.organizationId = :organizationId')
                .andWhere('g.groupId IN (:...groupIds)')
                .getQuery()})`,
              { organizationId, groupIds },
            );
        }),
      );
    }
    return qb.getCount();
  }
}
