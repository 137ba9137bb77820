import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ClientContact, type ClientContactInput, normalizePhone } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { TransactionService } from '../../../engine/database/transaction.service';
import { everyFieldRemoved, LeadRecordWrites } from '../lead-records/record-writes';
import { findLeadRecord } from '../leads/lead-record-row';
import type { Lead } from '../leads/lead.entity';
import { assertClient } from './client-stage';
import { LeadClientContact } from './lead-sales.entities';

const read = (c: LeadClientContact): ClientContact => ({
  id: c.id,
  lead: c.leadId,
  first_name: c.firstName,
  last_name: c.lastName,
  email: c.email,
  cell_phone: c.cellPhone,
  address: c.address,
  city: c.city,
  state: c.state,
  zip_code: c.zipCode,
  created_at: c.createdAt.toISOString(),
});

const snapshot = (c: LeadClientContact) => {
  const { id: _id, lead: _lead, created_at: _created, ...rest } = read(c);
  return rest;
};

function apply(c: LeadClientContact, input: ClientContactInput): void {
  c.firstName = input.first_name;
  c.lastName = input.last_name;
  c.email = input.email ? input.email.toLowerCase() : null;
  c.cellPhone = input.cell_phone ? (normalizePhone(input.cell_phone) ?? input.cell_phone) : null;
  c.address = input.address;
  c.city = input.city;
  c.state = input.state;
  c.zipCode = input.zip_code;
}

const contacts = new LeadRecordWrites<LeadClientContact>({
  entity: LeadClientContact,
  snapshot,
  history: 'contact',
  removal: everyFieldRemoved,
});

/** A client's contact people (spec 2 §3 'Client contact'), each change in the lead's history. */
@Injectable()
export class ClientContactsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
  ) {}

  async list(lead: Lead): Promise<ClientContact[]> {
    const rows = await this.dataSource.getRepository(LeadClientContact).find({
      where: { organizationId: lead.organizationId, leadId: lead.id },
      order: { id: 'ASC' },
    });
    return rows.map(read);
  }

  async get(lead: Lead, id: number): Promise<ClientContact> {
    return read(await findLeadRecord(this.dataSource.manager, LeadClientContact, lead, id));
  }

  async create(lead: Lead, userId: number, input: ClientContactInput): Promise<ClientContact> {
    assertClient(lead);
    return this.tx.run(async ({ manager }) =>
      read(await contacts.add(manager, lead, userId, (contact) => apply(contact, input))),
    );
  }

  async update(lead: Lead, userId: number, id: number, input: ClientContactInput): Promise<ClientContact> {
    assertClient(lead);
    return this.tx.run(async ({ manager }) => {
      const { row } = await contacts.change(manager, lead, userId, id, (c) => apply(c, input));
      return read(row);
    });
  }

  async remove(lead: Lead, userId: number, id: number): Promise<void> {
    assertClient(lead);
    await this.tx.run(({ manager }) => contacts.remove(manager, lead, userId, id));
  }
}
