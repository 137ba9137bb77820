import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Associate,
  fsmStates,
  leadDisplayName,
  leadNotesConstants,
  leadRecordRoute,
} from '@ensemble/contracts';
import { type DataSource, In, Not } from 'typeorm';
import { Lead } from '../leads/lead.entity';
import { leadCardColumns, presentLeadCard } from '../leads/leads.service';

/** "More people from this company" (spec 2 §7 Associates). */
@Injectable()
export class AssociatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Other contacts of the organization whose company name is the same, ignoring case (the lower-cased copy).
   * Naming every stage lets the (organization, fsm_state, company name) index serve it as five short ranges.
   */
  async list(
    lead: Pick<Lead, 'id' | 'organizationId' | 'companyName' | 'companyNameNormalized'>,
  ): Promise<Associate[]> {
    const company = (lead.companyNameNormalized ?? lead.companyName ?? '').trim().toLowerCase();
    if (!company) return [];
    const rows = await this.dataSource.getRepository(Lead).find({
      select: leadCardColumns,
      where: {
        organizationId: lead.organizationId,
        fsmState: In([...fsmStates]),
        companyNameNormalized: company,
        id: Not(lead.id),
      },
      order: { id: 'ASC' },
      take: leadNotesConstants.associatesMax,
    });
    return rows.map(presentLeadCard).map((card) => ({
      id: card.id,
      name: leadDisplayName(card),
      contact: card.email ?? card.cell_phone ?? '',
      url: leadRecordRoute(lead.organizationId, card),
    }));
  }
}
