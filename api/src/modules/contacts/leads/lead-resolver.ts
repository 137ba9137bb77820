import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { LeadResolver } from '../../../engine/tenancy/principal-ports';
import { Lead } from './lead.entity';

/** The contacts' answer to the tenant guard's LEAD_RESOLVER port (bound in LeadsModule): the lead, unscoped. */
@Injectable()
export class ContactsLeadResolver implements LeadResolver {
  constructor(@InjectRepository(Lead) private readonly leads: Repository<Lead>) {}

  leadById(id: number): Promise<Lead | null> {
    return this.leads.findOne({ where: { id } });
  }
}
