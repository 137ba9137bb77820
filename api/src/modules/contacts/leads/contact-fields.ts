import { type LeadInput, normalizePhone } from '@ensemble/contracts';
import type { Lead, LeadAmounts } from './lead.entity';

/** A name, email or status lower-cased as stored and compared; null for none. */
export const lower = (v: string | null | undefined) => (v ? v.toLowerCase() : null);

/** The fields a client sends, as stored and as compared by the history. */
export function snapshot(l: Lead): Record<string, unknown> {
  const a = l.amounts ?? {};
  return {
    first_name: l.firstName,
    last_name: l.lastName,
    company_name: l.companyName,
    email: l.email,
    cell_phone: l.cellPhone,
    gender: l.gender,
    birthday: l.birthday,
    job_title: l.jobTitle,
    website_url: l.websiteUrl,
    address: l.address,
    city: l.city,
    state: l.state,
    zip_code: l.zipCode,
    industry: l.industry,
    lead_source_id: l.leadSourceId,
    account_rep: l.accountRep,
    sales_rep: l.salesRep,
    service_rep: l.serviceRep,
    sales_status: l.salesStatus,
    revenue_from: a.revenue_from ?? null,
    revenue_to: a.revenue_to ?? null,
    revenue_probability: a.revenue_probability ?? null,
    win_amount: a.win_amount ?? null,
    total_sales: a.total_sales ?? 0,
    temperature: l.temperature,
    social: l.social ?? [],
    imported: l.imported,
  };
}

export function apply(l: Lead, input: LeadInput): void {
  l.firstName = input.first_name ?? null;
  l.lastName = input.last_name ?? null;
  l.companyName = input.company_name ?? null;
  l.firstNameNormalized = lower(l.firstName);
  l.lastNameNormalized = lower(l.lastName);
  l.companyNameNormalized = lower(l.companyName);
  l.email = lower(input.email);
  l.cellPhone = input.cell_phone ? normalizePhone(input.cell_phone) : null;
  l.gender = input.gender ?? null;
  l.birthday = input.birthday ?? null;
  l.jobTitle = input.job_title ?? null;
  l.websiteUrl = input.website_url ?? null;
  l.address = input.address ?? null;
  l.city = input.city ?? null;
  l.state = input.state ?? null;
  l.zipCode = input.zip_code ?? null;
  l.industry = input.industry ?? null;
  l.leadSourceId = input.lead_source_id ?? null;
  l.accountRep = input.account_rep ?? null;
  l.salesRep = input.sales_rep ?? null;
  l.serviceRep = input.service_rep ?? null;
  l.salesStatus = input.sales_status ?? null;
  // A contact's sales total is kept by its sales: a new contact may bring one (an import's TotalSales) as its
  // opening figure; afterwards no form or file overwrites it.
  const stored = l.id === undefined ? null : (l.amounts ?? {});
  const opening = stored ? (stored.opening_sales ?? 0) : (input.total_sales ?? 0);
  const amounts: LeadAmounts = {
    revenue_from: input.revenue_from ?? null,
    revenue_to: input.revenue_to ?? null,
    revenue_probability: input.revenue_probability ?? null,
    win_amount: input.win_amount ?? null,
    total_sales: stored ? (stored.total_sales ?? 0) : opening,
    opening_sales: opening,
  };
  l.amounts = amounts;
  l.temperature = input.temperature ?? null;
  l.social = (input.social ?? []).map((s) => ({ network: s.network, url: s.url }));
  l.imported = input.imported ?? 0;
}
