import type { FsmState } from '@ensemble/contracts';
import { Lead, LeadList } from '../../src/modules/contacts/leads/lead.entity';
import type { Organization } from '../../src/modules/platform/organizations/organization.entity';
import { builderContext, nextSeq } from './context';

/**
 * A contact written straight to the table in the form the API stores it (lower-cased copies, lower-cased
 * address). Opportunities go into the given list, or a new one made for them.
 */
class LeadBuilder {
  private organizationId: number | null = null;
  private state: FsmState = 'Opportunity';
  private listId: number | null = null;
  private first = 'Ada';
  private last = `Lovelace${nextSeq()}`;
  private company: string | null = null;
  private address: string | null = null;
  private phone: string | null = null;

  inOrganization(org: Organization | number): this {
    this.organizationId = typeof org === 'number' ? org : org.id;
    return this;
  }

  opportunity(listId?: number): this {
    this.state = 'Opportunity';
    this.listId = listId ?? null;
    return this;
  }

  prospect(): this {
    this.state = 'Prospect';
    return this;
  }

  client(): this {
    this.state = 'Client';
    return this;
  }

  formerClient(): this {
    this.state = 'Former Clients';
    return this;
  }

  other(): this {
    this.state = 'Other';
    return this;
  }

  named(first: string, last: string): this {
    this.first = first;
    this.last = last;
    return this;
  }

  ofCompany(name: string): this {
    this.company = name;
    return this;
  }

  withEmail(email: string): this {
    this.address = email;
    return this;
  }

  /** E.164, as the API stores it. */
  withPhone(phone: string): this {
    this.phone = phone;
    return this;
  }

  private async listFor(): Promise<number | null> {
    if (this.state !== 'Opportunity') return null;
    if (this.listId != null) return this.listId;
    const list = await builderContext()
      .dataSource.getRepository(LeadList)
      .save({
        organizationId: this.organizationId as number,
        title: `List ${nextSeq()}`,
        kind: 'opportunity',
      });
    this.listId = list.id;
    return list.id;
  }

  private row(listId: number | null, last: string, email: string): Partial<Lead> {
    if (this.organizationId == null) throw new Error('aLead(): call inOrganization(org) first');
    const lower = (v: string | null) => (v == null ? null : v.toLowerCase());
    return {
      organizationId: this.organizationId,
      fsmState: this.state,
      leadListId: listId,
      firstName: this.first,
      lastName: last,
      companyName: this.company,
      firstNameNormalized: lower(this.first),
      lastNameNormalized: lower(last),
      companyNameNormalized: lower(this.company),
      email: lower(email),
      cellPhone: this.phone,
    };
  }

  async build(): Promise<Lead> {
    const row = this.row(null, this.last, this.address ?? `${this.first}.${this.last}@example.test`);
    row.leadListId = await this.listFor();
    return builderContext().dataSource.getRepository(Lead).save(row);
  }

  /** `n` contacts like this one (each with its own last name and address), inserted in batches; their ids. */
  async buildMany(n: number): Promise<number[]> {
    const listId = await this.listFor();
    const repo = builderContext().dataSource.getRepository(Lead);
    const ids: number[] = [];
    for (let i = 0; i < n; i += 100) {
      const rows = Array.from({ length: Math.min(100, n - i) }, (_, k) => {
        const last = `${this.last}${i + k}`;
        return this.row(listId, last, `${this.first}.${last}@example.test`);
      });
      const result = await repo.insert(rows);
      ids.push(...result.identifiers.map((x) => Number(x.id)));
    }
    return ids;
  }
}

export const aLead = () => new LeadBuilder();
