import { readdir } from 'node:fs/promises';
import { In } from 'typeorm';
import {
  csvRowReasons,
  csvTemplateColumns,
  leadsCsvConstants,
  leadsCsvMessages,
  leadsCsvPaths as P,
  messages,
} from '@ensemble/contracts';
import { LeadImport, rejectedPartKey } from '../src/modules/contacts/lead-imports/lead-import.entity';
import { BillingService } from '../src/modules/billing/subscriptions/billing.service';
import { LeadImportJob } from '../src/modules/contacts/lead-imports/lead-import.job';
import { Lead, LeadHistory, LeadList } from '../src/modules/contacts/leads/lead.entity';
import { Organization } from '../src/modules/platform/organizations/organization.entity';
import { STORAGE_PROVIDER, type StorageProvider } from '../src/engine/providers/storage/storage-provider';
import { tempUploadDir } from '../src/engine/providers/storage/temp-upload-storage';
import { subscribed } from './builders/billing.builder';
import { anOrganization } from './builders/organization.builder';
import { bearer } from './support/auth';
import { signedInForAllTests, startSignedIn } from './support/signed-in';
import { api } from './support/api-client';
import { csvImports } from './support/csv-imports';

const spec = signedInForAllTests(startSignedIn, 60_000);
const { get } = spec;

/** An organization, subscribed to a plan unless `plan` is false. */
async function newOrg(plan = true): Promise<number> {
  const org = await anOrganization().ownedBy(spec.owner).build();
  if (plan) await subscribed(org);
  return org.id;
}
async function newList(org: number, title = 'Fair', kind: LeadList['kind'] = 'opportunity'): Promise<number> {
  return (await spec.t.dataSource.getRepository(LeadList).save({ organizationId: org, title, kind })).id;
}

const { upload, finished } = csvImports(
  () => spec.t,
  () => spec.token,
);

/** Uploads and waits for the job. */
async function importCsv(org: number, csv: string, fields: Record<string, string | number>) {
  const res = await upload(org, csv, fields);
  expect(res.status).toBe(202);
  return { started: res.body, job: await finished(org, res.body.job_id) };
}

const rows = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `First${from + i},Last${from + i},person${from + i}@example.test`).join(
    '\n',
  );
const people = (n: number, from = 0) => `FirstName,LastName,Email\n${rows(n, from)}\n`;

const counts = async (org: number) => ({
  leads: await spec.t.dataSource.getRepository(Lead).countBy({ organizationId: org }),
  lists: await spec.t.dataSource.getRepository(LeadList).countBy({ organizationId: org }),
  imports: await spec.t.dataSource.getRepository(LeadImport).countBy({ organizationId: org }),
});

describe('upload', () => {
  it('imports a valid file into a new list: counts, stage, list, normalized columns, imported=1 and history', async () => {
    const org = await newOrg();
    const csv =
      'First Name,last_name,EMAIL,Cell-Phone,Company Name,Score,Unknown\n' +
      'Ada,Lovelace,Ada@Example.test,(201) 555-0123,,7,x\n' +
      ',,grace@example.test,,Hopper & Co,,\n' +
      'Alan,Turing,,2015550199,,,\n';
    const { started, job } = await importCsv(org, csv, { bucket: 'opportunity', list_name: 'Spring fair' });
    expect(started).toEqual({
      detail: leadsCsvMessages.importStarted,
      job_id: expect.any(Number),
      list_id: expect.any(Number),
    });
    expect(job).toMatchObject({
      id: started.job_id,
      bucket: 'opportunity',
      list_id: started.list_id,
      file_name: 'contacts.csv',
      status: 'done',
      total: 3,
      processed: 3,
      created: 3,
      updated: 0,
      rejected: 0,
      error: null,
      finished_at: expect.any(String),
    });
    const list = await spec.t.dataSource.getRepository(LeadList).findOneByOrFail({ id: started.list_id });
    expect(list).toMatchObject({ organizationId: org, title: 'Spring fair', kind: 'opportunity' });
    const leads = await spec.t.dataSource
      .getRepository(Lead)
      .find({ where: { organizationId: org }, order: { id: 'ASC' } });
    expect(leads).toHaveLength(3);
    expect(leads[0]).toMatchObject({
      firstName: 'Ada',
      firstNameNormalized: 'ada',
      lastNameNormalized: 'lovelace',
      email: 'ada@example.test',
      cellPhone: '+12015550123',
      fsmState: 'Opportunity',
      leadListId: started.list_id,
      imported: 1,
      amounts: expect.objectContaining({ win_amount: 7 }),
    });
    expect(leads[1]).toMatchObject({
      companyName: 'Hopper & Co',
      companyNameNormalized: 'hopper & co',
      firstName: null,
    });
    expect(leads[2]).toMatchObject({ email: null, cellPhone: '+12015550199' });
    const history = await spec.t.dataSource
      .getRepository(LeadHistory)
      .findBy({ organizationId: org, leadId: leads[0].id });
    expect(history).toEqual([
      expect.objectContaining({
        action: 'import',
        field: 'fsm_state',
        oldValue: null,
        newValue: 'Opportunity',
        userId: spec.owner.id,
      }),
    ]);
    // The imported contacts are read through the list like any other.
    const listed = await get(`/organization/lead/${org}/opportunity-list/${started.list_id}/opportunity/`);
    expect(listed.body.count).toBe(3);
  });

  it('imports into an existing opportunity list, and other buckets into their stage without a list', async () => {
    const org = await newOrg();
    const listId = await newList(org, 'Existing');
    const { started, job } = await importCsv(org, people(2), { bucket: 'opportunity', list_id: listId });
    expect(started.list_id).toBe(listId);
    expect(job).toMatchObject({ status: 'done', created: 2 });
    expect(
      await spec.t.dataSource.getRepository(Lead).countBy({ organizationId: org, leadListId: listId }),
    ).toBe(2);
    expect((await counts(org)).lists).toBe(1);

    const prospects = await importCsv(org, people(2, 100), { bucket: 'prospect' });
    expect(prospects.started.list_id).toBeNull();
    expect(prospects.job).toMatchObject({ status: 'done', created: 2, bucket: 'prospect' });
    const stored = await spec.t.dataSource
      .getRepository(Lead)
      .findBy({ organizationId: org, fsmState: 'Prospect' });
    expect(stored.map((l) => l.leadListId)).toEqual([null, null]);
  });

  it.each([
    ['FirstName,Email\nAda,a@example.test\n', leadsCsvMessages.needsName],
    ['LastName,CellPhone\nLovelace,2015550123\n', leadsCsvMessages.needsName],
    ['FirstName,LastName\nAda,Lovelace\n', leadsCsvMessages.needsContact],
    ['CompanyName,City\nAcme,Springfield\n', leadsCsvMessages.needsContact],
    ['FirstName,LastName,Email\n', leadsCsvMessages.emptyFile],
    ['FirstName,LastName,Email\n\n,,\n', leadsCsvMessages.emptyFile],
  ])('refuses %j with its message and changes nothing', async (csv, message) => {
    const org = await newOrg();
    const before = await counts(org);
    const res = await upload(org, csv, { bucket: 'opportunity', list_name: 'Never made' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ csv_file: [message] });
    expect(await counts(org)).toEqual(before);
  });

  it('accepts headers in any spelling (case, spaces, _ and -) and a UTF-8 BOM', async () => {
    const org = await newOrg();
    const { job } = await importCsv(
      org,
      '\uFEFFcompany-name, e_mail ,x\nAcme,a@example.test,1\n'.replace(' e_mail ', 'E Mail'),
      {
        bucket: 'other',
      },
    );
    expect(job).toMatchObject({ status: 'done', created: 1 });
  });

  it('answers no file, a non-csv file and a too large file with the file messages', async () => {
    const org = await newOrg();
    const before = await counts(org);
    const none = await upload(org, null, { bucket: 'opportunity', list_name: 'X' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ csv_file: [leadsCsvMessages.noFile] });
    const txt = await upload(org, people(1), { bucket: 'opportunity', list_name: 'X' }, 'contacts.txt');
    expect(txt.body).toEqual({ csv_file: [leadsCsvMessages.onlyCsv] });
    const big = Buffer.alloc(leadsCsvConstants.maxBytes + 1, 'a');
    const tooLarge = await upload(org, big, { bucket: 'opportunity', list_name: 'X' });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toEqual({ csv_file: [leadsCsvMessages.tooLarge] });
    expect(await counts(org)).toEqual(before);
  });

  it('keeps no temp file of the upload, accepted or refused (by the file, the list or the size limit)', async () => {
    const org = await newOrg();
    const foreign = await newList(await newOrg(false), 'Theirs');
    const dir = tempUploadDir(spec.t.config.dataDir);
    const accepted = await upload(org, people(2), { bucket: 'other' });
    expect(accepted.status).toBe(202);
    expect(await readdir(dir)).toEqual([]);
    const refused = [
      await upload(org, 'FirstName,LastName\nAda,Lovelace\n', { bucket: 'other' }),
      await upload(org, people(1), { bucket: 'opportunity' }),
      await upload(org, people(1), { bucket: 'opportunity', list_id: foreign }),
      await upload(org, Buffer.alloc(leadsCsvConstants.maxBytes + 1, 'a'), { bucket: 'other' }),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 404, 400]);
    expect(await readdir(dir)).toEqual([]);
    expect(await finished(org, accepted.body.job_id)).toMatchObject({ status: 'done', created: 2 });
  });

  it('checks the list: required in each mode, an opportunity list of the organization, and changes nothing', async () => {
    const org = await newOrg();
    const demoted = await newList(org, 'Demoted', 'demoted');
    const foreign = await newList(await newOrg(false), 'Theirs');
    const before = await counts(org);
    const existing = await upload(org, people(1), { bucket: 'opportunity', mode: 'existing' });
    expect(existing.status).toBe(400);
    expect(existing.body).toEqual({ list_id: [leadsCsvMessages.selectListFirst] });
    const unnamed = await upload(org, people(1), { bucket: 'opportunity' });
    expect(unnamed.body).toEqual({ list_name: [leadsCsvMessages.listNameRequired] });
    const both = await upload(org, null, { bucket: 'opportunity' });
    expect(both.body).toEqual({
      csv_file: [leadsCsvMessages.noFile],
      list_name: [leadsCsvMessages.listNameRequired],
    });
    const system = await upload(org, people(1), { bucket: 'opportunity', list_id: demoted });
    expect(system.body).toEqual({ list_id: [leadsCsvMessages.listNotOpportunity] });
    const theirs = await upload(org, people(1), { bucket: 'opportunity', list_id: foreign });
    expect(theirs.status).toBe(404);
    const bucket = await upload(org, people(1), { bucket: 'nope' });
    expect(bucket.status).toBe(400);
    expect(Object.keys(bucket.body)).toEqual(['bucket']);
    expect(await counts(org)).toEqual(before);
  });
});

describe('rows', () => {
  it('rejects bad rows into a rejected-rows file with the original cells and a Reason column', async () => {
    const org = await newOrg();
    const csv =
      'FirstName,LastName,Email,CellPhone,Note\n' +
      'Ada,Lovelace,ada@example.test,,keep\n' +
      'Ada,,ada2@example.test,,no last name\n' +
      'Bob,Builder,,,no contact\n' +
      'Carl,Cox,not-an-email,,"bad, email"\n' +
      'Dan,Dee,,123,bad phone\n';
    const { started, job } = await importCsv(org, csv, { bucket: 'client' });
    expect(job).toMatchObject({
      status: 'done',
      total: 5,
      processed: 5,
      created: 1,
      updated: 0,
      rejected: 4,
    });
    const res = await get(P.rejectedRows(org, started.job_id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="rejected_rows_${started.job_id}.csv"`,
    );
    expect(res.text.split('\r\n')).toEqual([
      'FirstName,LastName,Email,CellPhone,Note,Reason',
      `Ada,,ada2@example.test,,no last name,"${csvRowReasons.missingName}"`,
      `Bob,Builder,,,no contact,${csvRowReasons.missingContact}`,
      `Carl,Cox,not-an-email,,"bad, email",${messages.emailInvalid}`,
      `Dan,Dee,,123,bad phone,${messages.phoneInvalid}`,
      '',
    ]);
  });

  it('re-importing the same file updates instead of duplicating; repeats inside a file update the first', async () => {
    const org = await newOrg();
    const csv = `FirstName,LastName,Email,CellPhone\n${rows(5)}\nSame,Person,PERSON0@example.test,\nPhone,Only,,2015550111\nPhone,Again,,(201) 555-0111\n`;
    const first = await importCsv(org, csv, { bucket: 'opportunity', list_name: 'Once' });
    expect(first.job).toMatchObject({ status: 'done', total: 8, created: 6, updated: 2, rejected: 0 });
    const again = await importCsv(org, csv, { bucket: 'opportunity', list_name: 'Twice' });
    expect(again.job).toMatchObject({ status: 'done', total: 8, created: 0, updated: 8, rejected: 0 });
    expect(await spec.t.dataSource.getRepository(Lead).countBy({ organizationId: org })).toBe(6);
    // The later row's fields win, and the contacts stay in the list that first received them.
    const person0 = await spec.t.dataSource
      .getRepository(Lead)
      .findOneByOrFail({ organizationId: org, email: 'person0@example.test' });
    expect(person0).toMatchObject({
      firstName: 'Same',
      lastNameNormalized: 'person',
      leadListId: first.started.list_id,
    });
    const phone = await spec.t.dataSource
      .getRepository(Lead)
      .findOneByOrFail({ organizationId: org, cellPhone: '+12015550111' });
    expect(phone).toMatchObject({ lastName: 'Again' });
    // A changed field is an update with its history; an unchanged contact gets no new history.
    const changed = await importCsv(
      org,
      'Email,JobTitle,FirstName,LastName\nperson1@example.test,Captain,First1,Last1\n',
      { bucket: 'prospect' },
    );
    expect(changed.job).toMatchObject({ created: 0, updated: 1 });
    const person1 = await spec.t.dataSource
      .getRepository(Lead)
      .findOneByOrFail({ organizationId: org, email: 'person1@example.test' });
    expect(person1).toMatchObject({ jobTitle: 'Captain', firstName: 'First1', fsmState: 'Opportunity' });
    const history = await spec.t.dataSource
      .getRepository(LeadHistory)
      .findBy({ organizationId: org, leadId: person1.id });
    expect(history.map((h) => [h.action, h.field, h.newValue])).toEqual([
      ['import', 'fsm_state', 'Opportunity'],
      ['import', 'job_title', 'Captain'],
    ]);
  });

  it('takes ordinary amounts with up to 3 decimals (1.1, 19.99, 0.29) and rejects a 4th decimal, as the form does', async () => {
    const org = await newOrg();
    const csv =
      'FirstName,LastName,Email,TotalSales\n' +
      'Ann,One,ann@example.test,1.1\n' +
      'Ben,Two,ben@example.test,19.99\n' +
      'Cid,Three,cid@example.test,0.29\n' +
      'Dot,Four,dot@example.test,1.234\n' +
      'Eve,Five,eve@example.test,1.2345\n';
    const { started, job } = await importCsv(org, csv, { bucket: 'client' });
    expect(job).toMatchObject({ status: 'done', created: 4, rejected: 1 });
    const leads = await spec.t.dataSource.getRepository(Lead).findBy({ organizationId: org });
    const totals = Object.fromEntries(leads.map((l) => [l.firstName, l.amounts?.total_sales]));
    expect(totals).toEqual({ Ann: 1.1, Ben: 19.99, Cid: 0.29, Dot: 1.234 });
    const rejected = (await get(P.rejectedRows(org, started.job_id))).text.split('\r\n');
    expect(rejected[1]).toMatch(/^Eve,Five,eve@example\.test,1\.2345,/);
  });

  it('imports every row for an organization that never chose a plan: no plan, no plan limit (as adding one)', async () => {
    const org = await newOrg(false);
    const { job } = await importCsv(org, people(3), { bucket: 'other' });
    expect(job).toMatchObject({ status: 'done', created: 3, rejected: 0 });
    expect(await spec.t.dataSource.getRepository(Lead).countBy({ organizationId: org })).toBe(3);
    // The same rule as adding one contact, which was always allowed here.
    const room = await spec.t.app.get(BillingService).roomLeft(org, 'contacts');
    expect(room).toBeNull();
  });

  it('rejects new contacts beyond the plan limit once a plan is chosen (an unpaid plan allows none)', async () => {
    const org = await newOrg();
    await spec.t.dataSource.getRepository(Organization).update({ id: org }, { isSubscribed: false });
    expect(await spec.t.app.get(BillingService).roomLeft(org, 'contacts')).toBe(0);
    const { started, job } = await importCsv(org, people(2), { bucket: 'other' });
    expect(job).toMatchObject({ status: 'done', created: 0, rejected: 2 });
    const res = await get(P.rejectedRows(org, started.job_id));
    expect(res.text.split('\r\n')[1]).toBe(`First0,Last0,person0@example.test,${csvRowReasons.planLimit}`);
  });

  it('fills what is left of the plan limit and rejects the rest', async () => {
    const org = await newOrg();
    const billing = spec.t.app.get(BillingService);
    const limits = await billing.limitsFor(org);
    const spy = jest.spyOn(billing, 'limitsFor').mockResolvedValue({ ...limits, contacts: 2 });
    try {
      const { job } = await importCsv(org, people(3), { bucket: 'other' });
      expect(job).toMatchObject({ status: 'done', created: 2, rejected: 1 });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the job', () => {
  it('resumes after a crash from the last committed batch, without duplicates', async () => {
    const org = await newOrg();
    const n = leadsCsvConstants.batchSize * 2 + 500;
    const csv = `FirstName,LastName,Email\n${rows(n)}\n,,no-name@example.test\n`;
    const processor = spec.t.app.get(LeadImportJob);
    const real = processor.writeBatch.bind(processor);
    let calls = 0;
    let release: () => void = () => undefined;
    // The worker "dies" before its second batch: nothing of it is committed and the row stays claimed.
    const spy = jest.spyOn(processor, 'writeBatch').mockImplementation(async (...args) => {
      if (++calls === 2) {
        await new Promise<void>((r) => (release = r));
        return real(...args);
      }
      return real(...args);
    });
    const res = await upload(org, csv, { bucket: 'opportunity', list_name: 'Crash' });
    expect(res.status).toBe(202);
    const jobs = spec.t.dataSource.getRepository(LeadImport);
    const deadline = Date.now() + 20_000;
    while (calls < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const stuck = await jobs.findOneByOrFail({ id: res.body.job_id });
    expect(stuck).toMatchObject({
      status: 'processing',
      processed: leadsCsvConstants.batchSize,
      created: leadsCsvConstants.batchSize,
    });
    expect(await spec.t.dataSource.getRepository(Lead).countBy({ organizationId: org })).toBe(
      leadsCsvConstants.batchSize,
    );

    // A fresh worker: the sweep finds the stale claim and the job runs again from row 1000.
    spy.mockRestore();
    Object.assign(processor, { workerId: 'fresh-worker' });
    expect((await processor.sweep(new Date(Date.now() + 3_600_000))).reset).toBe(1);
    const job = await finished(org, res.body.job_id);
    expect(job).toMatchObject({
      status: 'done',
      total: n + 1,
      processed: n + 1,
      created: n,
      updated: 0,
      rejected: 1,
    });
    expect((await jobs.findOneByOrFail({ id: job.id })).attempts).toBe(2);
    expect(await spec.t.dataSource.getRepository(Lead).countBy({ organizationId: org })).toBe(n);

    // The dead worker wakes up: its claim is gone, so its batch rolls back and nothing changes.
    release();
    await new Promise((r) => setTimeout(r, 500));
    expect(await spec.t.dataSource.getRepository(Lead).countBy({ organizationId: org })).toBe(n);
    expect(await finished(org, job.id)).toMatchObject({ status: 'done', created: n });
    const rejected = await get(P.rejectedRows(org, job.id));
    expect(rejected.text).toBe(
      `FirstName,LastName,Email,Reason\r\n,,no-name@example.test,"${csvRowReasons.missingName}"\r\n`,
    );
  });

  it('leaves no rejected-rows part behind when its import is deleted during the batch', async () => {
    const org = await newOrg();
    const csv = `FirstName,LastName,Email\n${rows(10)}\n,,no-name@example.test\n`;
    const processor = spec.t.app.get(LeadImportJob);
    const real = processor.writeBatch.bind(processor);
    const jobs = spec.t.dataSource.getRepository(LeadImport);
    let outcome: Promise<unknown> | null = null;
    let partKey = '';
    // The organization's deletion removes the import row while the batch is being written.
    const spy = jest.spyOn(processor, 'writeBatch').mockImplementation(async (row, ...rest) => {
      partKey = rejectedPartKey(row, 0);
      await jobs.delete({ id: row.id });
      outcome = real(row, ...rest).then(
        () => 'committed',
        (err: Error) => err.constructor.name,
      );
      return outcome.then(() => undefined);
    });
    try {
      const res = await upload(org, csv, { bucket: 'other' });
      expect(res.status).toBe(202);
      const deadline = Date.now() + 20_000;
      while (!outcome && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await outcome).toBe('LostClaimError');
      const storage = spec.t.app.get<StorageProvider>(STORAGE_PROVIDER);
      expect(partKey).not.toBe('');
      expect(await storage.get(partKey)).toBeNull();
      expect(await spec.t.dataSource.getRepository(Lead).countBy({ organizationId: org })).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('stops on a malformed file, keeping the committed batches, and says why', async () => {
    const org = await newOrg();
    const csv = `FirstName,LastName,Email\n${rows(3000)}\n"Unclosed,Quote,q@example.test\n`;
    const res = await upload(org, csv, { bucket: 'other' });
    expect(res.status).toBe(202);
    const job = await finished(org, res.body.job_id);
    expect(job).toMatchObject({ status: 'failed', error: expect.stringContaining('Quote'), rejected: 0 });
    // Whole batches only: what was committed is kept, nothing half-written.
    expect(job.created % leadsCsvConstants.batchSize).toBe(0);
    expect(await spec.t.dataSource.getRepository(Lead).countBy({ organizationId: org })).toBe(job.created);
  });

  it('imports 20,000 rows in batched writes (and logs the rate)', async () => {
    const org = await newOrg();
    const n = 20_000;
    const header = 'FirstName,LastName,CompanyName,Email,CellPhone,JobTitle,City,State,ZipCode';
    const body = Array.from(
      { length: n },
      (_, i) => `First${i},Last${i},Company ${i},user${i}@example.test,,Agent,Springfield,IL,62701`,
    ).join('\n');
    const res = await upload(org, `${header}\n${body}\n`, { bucket: 'other' });
    const started = Date.now();
    const job = await finished(org, res.body.job_id, 120_000);
    const perSecond = Math.round(n / ((Date.now() - started) / 1000));
    process.stdout.write(`CSV import: ${n} rows, ${perSecond} rows/s\n`);
    expect(job).toMatchObject({ status: 'done', created: n });
  }, 120_000);
});

describe('what an import keeps', () => {
  const storage = () => spec.t.app.get<StorageProvider>(STORAGE_PROVIDER);
  const row = (id: number) => spec.t.dataSource.getRepository(LeadImport).findOneByOrFail({ id });

  it('neutralizes formulas in the rejected-rows file, header included', async () => {
    const org = await newOrg();
    const csv = 'FirstName,LastName,Email,CellPhone,=Note\n=HYPERLINK("x"),,@evil.test,-1,+SUM(A1)\n';
    const { started } = await importCsv(org, csv, { bucket: 'other' });
    const res = await get(P.rejectedRows(org, started.job_id));
    const [header, line] = res.text.split('\r\n');
    expect(header).toBe("FirstName,LastName,Email,CellPhone,'=Note,Reason");
    expect(line).toBe(`"'=HYPERLINK(""x"")",,'@evil.test,'-1,'+SUM(A1),${messages.phoneInvalid}`);
  });

  it('deletes the uploaded file once the import is done, and once it has failed', async () => {
    const org = await newOrg();
    const done = await importCsv(org, `FirstName,LastName,Email\n${rows(2)}\n`, { bucket: 'other' });
    expect(done.job.status).toBe('done');
    const failed = await importCsv(
      org,
      `FirstName,LastName,Email\n${rows(2)}\n"Unclosed,Quote,q@example.test\n`,
      {
        bucket: 'other',
      },
    );
    expect(failed.job.status).toBe('failed');
    for (const id of [done.started.job_id, failed.started.job_id]) {
      const { fileKey } = await row(id);
      expect(await storage().get(fileKey)).toBeNull();
    }
  });

  it('keeps the rejected rows for 7 days after the import, then deletes them and says so', async () => {
    const org = await newOrg();
    const { started } = await importCsv(org, 'FirstName,LastName,Email\nAda,,ada@example.test\n', {
      bucket: 'other',
    });
    const part = rejectedPartKey(await row(started.job_id), 0);
    const processor = spec.t.app.get(LeadImportJob);
    const day = 24 * 3600 * 1000;
    expect(await processor.forgetRejectedRows(new Date(Date.now() + 6 * day))).not.toContain(started.job_id);
    expect((await get(P.rejectedRows(org, started.job_id))).status).toBe(200);
    expect(await processor.forgetRejectedRows(new Date(Date.now() + 8 * day))).toContain(started.job_id);
    expect(await storage().get(part)).toBeNull();
    const gone = await get(P.rejectedRows(org, started.job_id));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ detail: leadsCsvMessages.rejectedRowsGone });
    // The job still tells what happened.
    expect(await finished(org, started.job_id)).toMatchObject({ status: 'done', rejected: 1 });
  });

  it('refuses an import while 3 of the organization are waiting or running, storing nothing', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const jobs = spec.t.dataSource.getRepository(LeadImport);
    const running = await jobs.save(
      (['pending', 'processing', 'processing'] as const).map((status) => ({
        organizationId: org,
        userId: spec.owner.id,
        bucket: 'other' as const,
        fileName: 'big.csv',
        fileKey: `csv-import-running-${status}.csv`,
        headers: ['FirstName', 'LastName', 'Email'],
        status,
        // Fresh claims, so the sweep leaves them alone during the test.
        claimedAt: new Date(),
      })),
    );
    const stored = async () => (await storage().list('csv-import-')).length;
    const before = await stored();
    const refused = await upload(org, people(1), { bucket: 'other' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ csv_file: [leadsCsvMessages.tooManyImports] });
    expect(await stored()).toBe(before);
    expect(await jobs.countBy({ organizationId: org })).toBe(3);
    // Another organization is not held back, and one finishing frees a place.
    expect((await upload(other, people(1), { bucket: 'other' })).status).toBe(202);
    await jobs.update({ id: running[0].id }, { status: 'done' });
    expect((await upload(org, people(1), { bucket: 'other' })).status).toBe(202);
    await jobs.delete({ id: In(running.map((r) => r.id)) });
  });
});

describe('downloads', () => {
  it.each(['opportunity', 'prospect', 'client', 'former_client', 'other'] as const)(
    'the %s template has its columns and an example row',
    async (bucket) => {
      const org = await newOrg(false);
      const res = await spec.t.http
        .post(api(P.template(org)))
        .set(bearer(spec.token))
        .send({ bucket });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${bucket}_contacts_template.csv"`,
      );
      const [header, example, end] = res.text.split('\r\n');
      expect(header).toBe(csvTemplateColumns(bucket).join(','));
      expect(example.split(',')).toHaveLength(csvTemplateColumns(bucket).length);
      expect(end).toBe('');
    },
  );

  it('exports every contact of a list, neutralized, and the former clients; another organization’s list is 404', async () => {
    const org = await newOrg();
    const n = 2_100;
    const csv = `FirstName,LastName,Email,CellPhone,Score\n=HYPERLINK("http://x"),@Sum,evil@example.test,2015550123,3\n${rows(n)}\n`;
    const { started } = await importCsv(org, csv, { bucket: 'opportunity', list_name: 'Export me' });
    const res = await get(P.opportunitiesExport(org, started.list_id));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Export_me.csv"');
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(csvTemplateColumns('opportunity').join(','));
    expect(lines).toHaveLength(n + 3);
    const col = (h: string) => csvTemplateColumns('opportunity').indexOf(h);
    const first = lines[1].match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
    expect(first[col('FirstName')]).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(first[col('LastName')]).toBe("'@Sum");
    expect(first[col('CellPhone')]).toBe("'+12015550123");
    expect(first[col('Score')]).toBe('3');
    expect(lines[n + 1].startsWith(`First${n - 1},Last${n - 1},`)).toBe(true);

    // The export re-imports as the same contacts.
    const back = await importCsv(org, res.text, { bucket: 'opportunity', list_id: started.list_id });
    expect(back.job).toMatchObject({ created: 0, updated: n + 1, rejected: 0 });
    const evil = await spec.t.dataSource
      .getRepository(Lead)
      .findOneByOrFail({ organizationId: org, email: 'evil@example.test' });
    expect(evil).toMatchObject({ firstName: '=HYPERLINK("http://x")', cellPhone: '+12015550123' });

    const other = await newOrg(false);
    expect((await get(P.opportunitiesExport(other, started.list_id))).status).toBe(404);

    await importCsv(org, people(3, 9000), { bucket: 'former_client' });
    const former = await get(P.formerClientsExport(org));
    expect(former.status).toBe(200);
    expect(former.headers['content-disposition']).toBe('attachment; filename="former_clients.csv"');
    expect(former.text.split('\r\n')).toEqual([
      csvTemplateColumns('former_client').join(','),
      ...[0, 1, 2].map((i) => {
        const cells: Record<string, string> = {
          FirstName: `First${9000 + i}`,
          LastName: `Last${9000 + i}`,
          Email: `person${9000 + i}@example.test`,
          TotalSales: '0',
        };
        return csvTemplateColumns('former_client')
          .map((h) => cells[h] ?? '')
          .join(',');
      }),
      '',
    ]);
    expect((await get(P.formerClientsExport(other))).text.split('\r\n')).toHaveLength(2);
  });
});
