import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CsvBucket,
  csvColumns,
  csvTemplateColumns,
  type FsmState,
  neutralizeCsvCell,
} from '@ensemble/contracts';
import type { Writable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { snapshot } from '../leads/contact-fields';
import { Lead } from '../leads/lead.entity';
import { LeadListsService } from '../leads/lead-lists.service';
import { attachmentName, csvLine, drained } from './csv-format';

const PAGE = 1000;

/** What an export covers: a stage, and for opportunities one list. */
interface ExportScope {
  state: FsmState;
  listId?: number;
}

/** An example row of the import template, by column. */
const EXAMPLE: Record<string, string> = {
  FirstName: 'John',
  LastName: 'Smith',
  CompanyName: 'Acme Insurance',
  Email: 'john.smith@example.com',
  CellPhone: '(201) 555-0123',
  JobTitle: 'Manager',
  Gender: 'Male',
  Birthday: '1980-01-31',
  Website: 'https://example.com',
  Address: '1 Main Street',
  City: 'Springfield',
  State: 'IL',
  ZipCode: '62701',
  Industry: 'Insurance',
  SalesStatus: 'New',
  Score: '5',
  TotalSales: '1000',
};

/**
 * CSV downloads: the import template and the exports of spec 2 §7. Exports read the contacts a page of ids at a
 * time and write each page before reading the next, so a list of any size streams in constant memory; every
 * cell goes through neutralizeCsvCell (a spreadsheet must not run a contact's name as a formula).
 */
@Injectable()
export class LeadExportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lists: LeadListsService,
  ) {}

  template(bucket: CsvBucket): { fileName: string; body: string } {
    const headers = csvTemplateColumns(bucket);
    return {
      fileName: attachmentName(`${bucket}_contacts_template`),
      body: csvLine(headers) + csvLine(headers.map((h) => EXAMPLE[h] ?? '')),
    };
  }

  /** 404 unless the list is the organization's; the file name comes from its title. */
  async opportunityListExport(
    organizationId: number,
    listId: number,
  ): Promise<{ fileName: string; scope: ExportScope; bucket: CsvBucket }> {
    const list = await this.lists.find(this.dataSource.manager, organizationId, listId);
    return {
      fileName: attachmentName(list.title),
      scope: { state: 'Opportunity', listId },
      bucket: 'opportunity',
    };
  }

  formerClientsExport(): { fileName: string; scope: ExportScope; bucket: CsvBucket } {
    return {
      fileName: attachmentName('former_clients'),
      scope: { state: 'Former Clients' },
      bucket: 'former_client',
    };
  }

  async write(organizationId: number, scope: ExportScope, bucket: CsvBucket, out: Writable): Promise<void> {
    const headers = csvTemplateColumns(bucket);
    const fields = headers.map((h) => csvColumns.find((c) => c.header === h)!.field);
    await this.send(out, csvLine(headers));
    let after = 0;
    for (;;) {
      const qb = this.dataSource
        .getRepository(Lead)
        .createQueryBuilder('l')
        .where('l.organizationId = :organizationId', { organizationId })
        .andWhere('l.fsmState = :state', { state: scope.state })
        .andWhere('l.id > :after', { after });
      if (scope.listId !== undefined) qb.andWhere('l.leadListId = :listId', { listId: scope.listId });
      const rows = await qb.orderBy('l.id', 'ASC').limit(PAGE).getMany();
      if (!rows.length) break;
      let text = '';
      for (const lead of rows) {
        const s = snapshot(lead);
        text += csvLine(fields.map((f) => neutralizeCsvCell(s[f])));
      }
      await this.send(out, text);
      after = rows[rows.length - 1].id;
      if (rows.length < PAGE) break;
    }
  }

  private async send(out: Writable, text: string): Promise<void> {
    if (out.destroyed) throw new Error('the client went away');
    if (!out.write(text)) await drained(out);
  }
}
