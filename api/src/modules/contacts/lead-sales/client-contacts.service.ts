import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ClientContact, type ClientContactInput, normalizePhone } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { TransactionService } from '../../../engine/database/transaction.service';
import { diff, writeLeadHistory } from '../leads/lead-history';
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
    return this.tx.run(async ({ manager }) => {
      const repo = manager.getRepository(LeadClientContact);
      const contact = repo.create({ organizationId: lead.organizationId, leadId: lead.id });
      apply(contact, input);
      const saved = await repo.save(contact);
      await writeLeadHistory(manager, lead, userId, 'contact_added', diff({}, snapshot(saved)));
      return read(saved);
    });
  }

  async update(lead: Lead, userId: number, id: number, input: ClientContactInput): Promise<ClientContact> {
    assertClient(lead);
    return this.tx.run(async ({ manager }) => {
      const contact = await findLeadRecord(manager, LeadClientContact, lead, id);
      const before = snapshot(contact);
      apply(contact, input);
      const changes = diff(before, snapshot(contact));
      if (!changes.length) return read(contact);
      const saved = await manager.getRepository(LeadClientContact).save(contact);
      await writeLeadHistory(manager, lead, userId, 'contact_updated', changes);
      return read(saved);
    });
  }

  async remove(lead: Lead, userId: number, id: number): Promise<void> {
    assertClient(lead);
    await this.tx.run(async ({ manager }) => {
      const contact = await findLeadRecord(manager, LeadClientContact, lead, id);
      await manager.getRepository(LeadClientContact).delete({ organizationId: lead.organizationId, id });
      await writeLeadHistory(
        manager,
        lead,
        userId,
        'contact_deleted',
        Object.entries(snapshot(contact)).map(([field, old]) => ({ field, old, new: null })),
      );
    });
  }
}
