import {
  accountPaths,
  leadDocumentsMessages,
  leadDocumentsPaths,
  leadInvoicesPaths,
  leadReportsPaths,
  leadsCsvPaths,
  messages,
} from '@ensemble/contracts';
import { LeadDocument } from '../src/modules/contacts/lead-documents/lead-document.entity';
import { LeadInvoice } from '../src/modules/contacts/lead-invoices/lead-invoice.entity';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { testAppForAllTests } from './support/test-app';
import { api } from './support/api-client';

/**
 * Per-organization quotas (issue 14), with limits low enough to reach: each is refused with 429 and its message
 * past the limit, and another organization still gets its own count. The counts live in Redis (the test app's
 * REDIS_URL), as on a deployment with replicas.
 */
const t = testAppForAllTests({
  env: {
    QUOTA_DOCUMENT_UPLOADS: '3',
    QUOTA_LOGO_UPLOADS: '2',
    QUOTA_EXPORTS: '4',
    QUOTA_INVOICE_EMAILS: '2',
    QUOTA_DOCUMENT_STORAGE_MB: '1',
  },
});

interface Tenant {
  org: number;
  token: string;
}
async function aTenant(): Promise<Tenant> {
  const owner = await aUser().verified().build();
  const org = (await anOrganization().ownedBy(owner).build()).id;
  return { org, token: (await loginAs(t, owner)).access };
}

/** The organization that uses a quota up and one beside it that keeps its own count, each with its owner. */
const twoTenants = async () => [await aTenant(), await aTenant()] as const;
/** A client of the tenant's organization. */
const clientOf = async (tenant: Tenant) => (await aLead().inOrganization(tenant.org).client().build()).id;

const expectRefused = (
  res: { status: number; body: unknown; headers: Record<string, string> },
  detail: string,
) => {
  expect({ status: res.status, body: res.body }).toEqual({ status: 429, body: { detail } });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
};

describe('contact document uploads', () => {
  const upload = (who: Tenant, leadId: number, bytes: Buffer) =>
    t.http
      .post(api(leadDocumentsPaths.list(leadId)))
      .set(bearer(who.token))
      .field('name', 'Policy')
      .attach('file', bytes, { filename: 'policy.pdf', contentType: 'application/pdf' });
  const documentsOf = (org: number) =>
    t.dataSource.getRepository(LeadDocument).countBy({ organizationId: org });

  it('refuses the upload past QUOTA_DOCUMENT_UPLOADS with 429, before reading the file, storing nothing', async () => {
    const [a, b] = await twoTenants();
    const leadA = await clientOf(a);
    const leadB = await clientOf(b);
    for (let i = 0; i < 3; i++) expect((await upload(a, leadA, Buffer.from(`doc ${i}`))).status).toBe(201);

    expectRefused(await upload(a, leadA, Buffer.from('one more')), messages.tooManyUploads);
    // Past the quota even a file over 5 MB is answered 429: the quota is checked before the body is read.
    expectRefused(await upload(a, leadA, Buffer.alloc(6 * 1024 * 1024)), messages.tooManyUploads);
    expect(await documentsOf(a.org)).toBe(3);

    expect((await upload(b, leadB, Buffer.from('doc'))).status).toBe(201);
    expect(await documentsOf(b.org)).toBe(1);
  });

  it("refuses a document that would take the organization's documents past QUOTA_DOCUMENT_STORAGE_MB", async () => {
    const [a, b] = await twoTenants();
    const leadA = await clientOf(a);
    const leadB = await clientOf(b);
    expect((await upload(a, leadA, Buffer.alloc(600 * 1024))).status).toBe(201);

    const over = await upload(a, leadA, Buffer.alloc(600 * 1024));
    expect({ status: over.status, body: over.body }).toEqual({
      status: 400,
      body: { file: [leadDocumentsMessages.storageFull(1)] },
    });
    expect(leadDocumentsMessages.storageFull(1)).toBe(
      "This organization's documents have reached their storage limit of 1 MB. Delete documents to add new ones.",
    );
    expect(await documentsOf(a.org)).toBe(1);
    // What is left still fits: 600 KB + 424 KB = 1 MB exactly.
    expect((await upload(a, leadA, Buffer.alloc(424 * 1024))).status).toBe(201);
    expect((await upload(b, leadB, Buffer.alloc(600 * 1024))).status).toBe(201);
  });
});

describe('logo uploads', () => {
  const form = (who: Tenant) =>
    t.http
      .post(api(accountPaths.logoUploadForm(who.org)))
      .set(bearer(who.token))
      .send({ filename: 'logo.png', content_type: 'image/png', size: 1000 });

  it('refuses an upload form past QUOTA_LOGO_UPLOADS with 429', async () => {
    const [a, b] = await twoTenants();
    for (let i = 0; i < 2; i++) expect((await form(a)).status).toBe(200);
    expectRefused(await form(a), messages.tooManyUploads);
    expect((await form(b)).status).toBe(200);
  });
});

describe('exports', () => {
  const exportsOf = async (org: number) => {
    const list = (await aLead().inOrganization(org).opportunity().build()).leadListId as number;
    return [
      leadsCsvPaths.opportunitiesExport(org, list),
      leadsCsvPaths.formerClientsExport(org),
      leadReportsPaths.prospectsExport(org),
      leadReportsPaths.clientsExport(org),
    ];
  };
  const get = (who: Tenant, path: string) => t.http.get(api(path)).set(bearer(who.token));

  it('counts every export route against one QUOTA_EXPORTS and refuses each past it with 429', async () => {
    const [a, b] = await twoTenants();
    const paths = await exportsOf(a.org);
    // Four exports, one on each route, use the quota of 4 up: so each of them counted.
    for (const path of paths) expect([path, (await get(a, path)).status]).toEqual([path, 200]);
    for (const path of paths) expectRefused(await get(a, path), messages.tooManyExports);

    for (const path of await exportsOf(b.org))
      expect([path, (await get(b, path)).status]).toEqual([path, 200]);
  });

  it("does not count another organization's export (404 before the quota)", async () => {
    const [a, b] = await twoTenants();
    for (let i = 0; i < 5; i++) {
      expect((await get(a, leadsCsvPaths.formerClientsExport(b.org))).status).toBe(404);
    }
    for (const path of await exportsOf(b.org))
      expect([path, (await get(b, path)).status]).toEqual([path, 200]);
  });
});

describe('invoice emails', () => {
  const invoice = (who: Tenant, leadId: number) =>
    t.http
      .post(api(leadInvoicesPaths.generate(who.org)))
      .set(bearer(who.token))
      .send({
        amount: '19.99',
        email: 'billing@client.test',
        description: 'Roof repair',
        days_until_due: 14,
        lead_id: leadId,
      });
  const invoicesOf = (org: number) =>
    t.dataSource.getRepository(LeadInvoice).countBy({ organizationId: org });

  it('refuses an invoice past QUOTA_INVOICE_EMAILS with 429, creating (so emailing) nothing', async () => {
    const [a, b] = await twoTenants();
    const clientA = await clientOf(a);
    const clientB = await clientOf(b);
    for (let i = 0; i < 2; i++) expect((await invoice(a, clientA)).status).toBe(201);
    expectRefused(await invoice(a, clientA), messages.tooManyInvoiceEmails);
    expect(await invoicesOf(a.org)).toBe(2);

    expect((await invoice(b, clientB)).status).toBe(201);
    expect(await invoicesOf(b.org)).toBe(1);
  });
});
