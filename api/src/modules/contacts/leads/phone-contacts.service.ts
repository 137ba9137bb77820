import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fsmStates } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { Lead } from './lead.entity';
import { pageIdsQuery, searchBranches } from './lead-page-query';

/**
 * The contacts texts and calls come from, read for the messaging context: who a number is (a text received, a call),
 * and which contacts an inbox search names.
 */
@Injectable()
export class PhoneContactsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The organization's contact whose cell phone is this number (E.164, as stored), the oldest when several share
   * it (a household); null when none. One range of the (organization_id, cell_phone) index.
   */
  async byCellPhone(organizationId: number, phone: string): Promise<number | null> {
    const row = await this.dataSource.getRepository(Lead).findOne({
      select: { id: true },
      where: { organizationId, cellPhone: phone },
      order: { id: 'ASC' },
    });
    return row?.id ?? null;
  }

  /**
   * The ids of the organization's contacts a search names, as the recipient picker searches (the start of a name,
   * an email or a cell phone, every stage), newest first, at most `limit`.
   */
  async searchIds(organizationId: number, search: string, limit: number): Promise<number[]> {
    const branches = searchBranches(search);
    if (!branches) return [];
    const q = pageIdsQuery(
      { organizationId, states: fsmStates },
      branches,
      { column: 'id', direction: 'DESC' },
      0,
      limit,
    );
    const rows = (await this.dataSource.query(q.sql, q.params)) as { id: number | string }[];
    return rows.map((r) => Number(r.id));
  }
}
