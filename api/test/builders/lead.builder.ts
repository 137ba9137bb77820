import type { FsmState } from '@ensemble/contracts';
import { Lead, LeadList } from '../../src/modules/contacts/leads/lead.entity';
import type { Organization } from '../../src/modules/platform/organizations/organization.entity';
import { Builder, builderContext, nextSeq } from './context';

/**
 * A contact written straight to the table in the form the API stores it (lower-cased copies, lower-cased
 * address). Opportunities go into the given list, or a new one made for them.
 */
interface LeadFields {
  organizationId: number | null;
  state: FsmState;
  listId: number | null;
  first: string;
  last: string;
  company: string | null;
  address: string | null;
  phone: string | null;
}

class LeadBuilder extends Builder<LeadFields> {
  constructor() {
    super({
      organizationId: null,
      state: 'Opportunity',
      listId: null,
      first: 'Ada',
      last: `Lovelace${nextSeq()}`,
      company: null,
      address: null,
      phone: null,
    });
  }

  inOrganization(org: Organization | number): this {
    return this.set({ organizationId: typeof org === 'number' ? org : org.id });
  }

  opportunity(listId?: number): this {
    return this.set({ state: 'Opportunity', listId: listId ?? null });
  }

  prospect(): this {
    return this.set({ state: 'Prospect' });
  }

  client(): this {
    return this.set({ state: 'Client' });
  }

  formerClient(): this {
    return this.set({ state: 'Former Clients' });
  }

  other(): this {
    return this.set({ state: 'Other' });
  }

  named(first: string, last: string): this {
    return this.set({ first, last });
  }

  ofCompany(company: string): this {
    return this.set({ company });
  }

  withEmail(address: string): this {
    return this.set({ address });
  }

  /** E.164, as the API stores it. */
  withPhone(phone: string): this {
    return this.set({ phone });
  }

  private async listFor(): Promise<number | null> {
    if (this.fields.state !== 'Opportunity') return null;
    if (this.fields.listId != null) return this.fields.listId;
    const list = await builderContext()
      .dataSource.getRepository(LeadList)
      .save({
        organizationId: this.fields.organizationId as number,
        title: `List ${nextSeq()}`,
        kind: 'opportunity',
      });
    this.set({ listId: list.id });
    return list.id;
  }

  private row(listId: number | null, last: string, email: string): Partial<Lead> {
    const { organizationId, state, first, company, phone } = this.fields;
    if (organizationId == null) throw new Error('aLead(): call inOrganization(org) first');
    const lower = (v: string | null) => (v == null ? null : v.toLowerCase());
    return {
      organizationId,
      fsmState: state,
      leadListId: listId,
      firstName: first,
      lastName: last,
      companyName: company,
      firstNameNormalized: lower(first),
      lastNameNormalized: lower(last),
      companyNameNormalized: lower(company),
      email: lower(email),
      cellPhone: phone,
    };
  }

  async build(): Promise<Lead> {
    const { first, last, address } = this.fields;
    const row = this.row(null, last, address ?? `${first}.${last}@example.test`);
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
        const last = `${this.fields.last}${i + k}`;
        return this.row(listId, last, `${this.fields.first}.${last}@example.test`);
      });
      const result = await repo.insert(rows);
      ids.push(...result.identifiers.map((x) => Number(x.id)));
    }
    return ids;
  }
}

export const aLead = () => new LeadBuilder();
