import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ClientContact, type ClientContactInput, messages, normalizePhone } from '@ensemble/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { TransactionService } from '../../../engine/database/transaction.service';
import { diff, writeHistory } from '../leads/lead-history';
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
    return read(await this.find(this.dataSource.manager, lead, id));
  }

  async create(lead: Lead, userId: number, input: ClientContactInput): Promise<ClientContact> {
    assertClient(lead);
    return this.tx.run(async ({ manager }) => {
      const repo = manager.getRepository(LeadClientContact);
      const contact = repo.create({ organizationId: lead.organizationId, leadId: lead.id });
      apply(contact, input);
      const saved = await repo.save(contact);
      await writeHistory(
        manager,
        { organizationId: lead.organizationId, userId, action: 'contact_added', leadIds: [lead.id] },
        diff({}, snapshot(saved)),
      );
      return read(saved);
    });
  }

  async update(lead: Lead, userId: number, id: number, input: ClientContactInput): Promise<ClientContact> {
    assertClient(lead);
    return this.tx.run(async ({ manager }) => {
      const contact = await this.find(manager, lead, id);
      const before = snapshot(contact);
      apply(contact, input);
      const changes = diff(before, snapshot(contact));
      if (!changes.length) return read(contact);
      const saved = await manager.getRepository(LeadClientContact).save(contact);
      await writeHistory(
        manager,
        { organizationId: lead.organizationId, userId, action: 'contact_updated', leadIds: [lead.id] },
        changes,
      );
      return read(saved);
    });
  }

  async remove(lead: Lead, userId: number, id: number): Promise<void> {
    assertClient(lead);
    await this.tx.run(async ({ manager }) => {
      const contact = await this.find(manager, lead, id);
      await manager.getRepository(LeadClientContact).delete({ organizationId: lead.organizationId, id });
      await writeHistory(
        manager,
        { organizationId: lead.organizationId, userId, action: 'contact_deleted', leadIds: [lead.id] },
        Object.entries(snapshot(contact)).map(([field, old]) => ({ field, old, new: null })),
      );
    });
  }

  private async find(manager: EntityManager, lead: Lead, id: number): Promise<LeadClientContact> {
    const found = await manager
      .getRepository(LeadClientContact)
      .findOne({ where: { organizationId: lead.organizationId, leadId: lead.id, id } });
    if (!found) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return found;
  }
}
