import { randomBytes } from 'node:crypto';
import {
  accountMessages,
  accountPaths,
  apiPaths,
  leadDocumentsPaths,
  leadNotesPaths,
  messages,
} from '@ensemble/contracts';
import sharp from 'sharp';
import { OrganizationMember } from '../src/modules/platform/organizations/organization-member.entity';
import { Organization } from '../src/modules/platform/organizations/organization.entity';
import {
  LEASE_STALE_MS,
  OrganizationDeletionService,
} from '../src/modules/platform/organizations/organization-deletion.service';
import { LogoService, UNCONFIRMED_UPLOAD_KEPT_MS } from '../src/modules/platform/organizations/logo.service';
import { OrganizationsService } from '../src/modules/platform/organizations/organizations.service';
import { LeadDocument } from '../src/modules/contacts/lead-documents/lead-document.entity';
import { LeadImport, rejectedPartKey } from '../src/modules/contacts/lead-imports/lead-import.entity';
import { LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { LeadListsService } from '../src/modules/contacts/leads/lead-lists.service';
import { BillingEventRow } from '../src/modules/billing/subscriptions/billing.entities';
import { LocalPaymentsProvider } from '../src/engine/providers/payments/local/local-payments.provider';
import { LocalInvoice, LocalSubscription } from '../src/engine/providers/payments/local/local-state.entities';
import { PaymentsProviderError } from '../src/engine/providers/payments/payments-provider';
import { STORAGE_PROVIDER, type StorageProvider } from '../src/engine/providers/storage/storage-provider';
import { SeedService } from '../src/modules/platform/setup/seed/seed.service';
import { User } from '../src/modules/platform/users/user.entity';
import { subscribed } from './builders/billing.builder';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { linkIn, waitForMail } from './support/mail';
import { testAppForAllTests } from './support/test-app';
import { api, asBytes } from './support/api-client';

const t = testAppForAllTests({ env: { API_PUBLIC_URL: 'http://api.test/api', EULA_VERSION: '3' } });

const tokenOf = async (u: BuiltUser) => (await loginAs(t, u)).access;

describe('new organizations', () => {
  it('get DEFAULT_SEAT_NUMBER seats, count the owner, and must agree to EULA_VERSION', async () => {
    const owner = await aUser().verified().build();
    const res = await t.http
      .post(api(apiPaths.organizations))
      .set(bearer(await tokenOf(owner)))
      .send({ name: 'Seats Inc', email: 'seats@example.test', industry: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ seat_number: 5, used_seats: 1, eula: 0, last_eula: 3 });
    // Existing organizations are brought up to the configured version at start.
    const old = await anOrganization().ownedBy(owner).build();
    await t.app.get(SeedService).applyEulaVersion();
    expect((await t.dataSource.getRepository(Organization).findOneByOrFail({ id: old.id })).lastEula).toBe(3);
  });

  it('SEED_SUPERUSER_EMAIL makes an existing account superuser', async () => {
    const user = await aUser().verified().build();
    await t.app.get(SeedService).seedSuperuser(user.email);
    const me = await t.http.get(api('/auth/me/')).set(bearer(await tokenOf(user)));
    expect(me.body.is_superuser).toBe(true);
  });
});

describe('organization email change', () => {
  it('owner only; link to the new address; confirm swaps; duplicates refused', async () => {
    const owner = await aUser().verified().build();
    const member = await aUser().verified().build();
    const org = await anOrganization().ownedBy(owner).withMember(member).build();
    const other = await anOrganization().ownedBy(owner).build();
    const path = api(accountPaths.organizationEmailChange(org.id));
    const forbidden = await t.http
      .post(path)
      .set(bearer(await tokenOf(member)))
      .send({ new_email: 'x@example.test' });
    expect(forbidden.status).toBe(403);
    const ownerToken = await tokenOf(owner);
    const dup = await t.http
      .post(path)
      .set(bearer(ownerToken))
      .send({ new_email: other.email.toUpperCase() });
    expect(dup.body).toEqual({ new_email: [messages.organizationEmailExists] });
    const newEmail = `org-new-${org.id}@example.test`;
    const res = await t.http.post(path).set(bearer(ownerToken)).send({ new_email: newEmail });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: org.email, email_change_new_email: newEmail });
    const mail = await waitForMail(t, newEmail, (m) => m.category === 'organization_email_change');
    const { url, token } = linkIn(mail);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3999/email-change');
    expect(url.searchParams.get('kind')).toBe('organization');
    const confirmed = await t.http.post(api(accountPaths.organizationEmailChangeConfirm)).send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: org.id, email: newEmail, email_change_new_email: null });
    const again = await t.http.post(api(accountPaths.organizationEmailChangeConfirm)).send({ token });
    expect(again.body).toEqual({ detail: accountMessages.emailChangeLinkInvalid });
  });
});

describe('logo upload', () => {
  let owner: BuiltUser;
  let org: Organization;
  let token: string;
  beforeAll(async () => {
    owner = await aUser().verified().build();
    org = await anOrganization().ownedBy(owner).build();
    token = await tokenOf(owner);
  });

  const form = (body: object) =>
    t.http
      .post(api(accountPaths.logoUploadForm(org.id)))
      .set(bearer(token))
      .send(body);
  const upload = (url: string, fields: Record<string, string>, file: Buffer, name = 'logo.png') => {
    const req = t.http.post(new URL(url).pathname);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', file, { filename: name, contentType: fields['Content-Type'] });
  };

  it('uploads through the signed form and re-encodes the logo to fit 100×100', async () => {
    const png = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#3366ff' } })
      .png()
      .toBuffer();
    const signed = await form({ filename: 'logo.png', content_type: 'image/png', size: png.length });
    expect(signed.status).toBe(200);
    const { url, fields } = signed.body.aws_post_data;
    expect(url).toBe('http://api.test/api/storage/upload/');
    expect(fields).toMatchObject({ key: signed.body.key, acl: 'public-read', 'Content-Type': 'image/png' });
    const policy = JSON.parse(Buffer.from(fields.policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 2048 * 1024]);
    expect(policy.conditions).toContainEqual(['starts-with', '$Content-Type', 'image/']);
    expect((await upload(url, fields, png)).status).toBe(204);

    const confirmed = await t.http
      .post(api(accountPaths.logoConfirm(org.id)))
      .set(bearer(token))
      .send({ key: signed.body.key });
    expect(confirmed.status).toBe(200);
    const logo = confirmed.body.logo as string;
    expect(logo).toMatch(/^http:\/\/api\.test\/api\/storage\/files\/.+\.webp$/);
    const served = await t.http.get(new URL(logo).pathname).buffer(true).parse(asBytes);
    expect(served.status).toBe(200);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.width).toBeLessThanOrEqual(100);
    expect(meta.height).toBeLessThanOrEqual(100);
    expect(meta).toMatchObject({ width: 100, height: 50, format: 'webp' });
    // The raw upload is gone; a key of another organization cannot be confirmed.
    expect((await t.http.get(api(accountPaths.storageFile(signed.body.key)))).status).toBe(404);
    const foreign = await t.http
      .post(api(accountPaths.logoConfirm(org.id)))
      .set(bearer(token))
      .send({ key: `o${org.id + 1}-upload-x.png` });
    expect(foreign.body).toEqual({ detail: accountMessages.uploadFailed });
  });

  it('deletes logo uploads never confirmed once a day old, and nothing else', async () => {
    const storage = t.app.get<StorageProvider>(STORAGE_PROVIDER);
    const uploadKey = `o${org.id}-upload-abandoned.png`;
    const logoKey = `o${org.id}-logo-kept.webp`;
    await storage.put(uploadKey, Buffer.from('png'), 'image/png');
    await storage.put(logoKey, Buffer.from('webp'), 'image/webp');
    const logos = t.app.get(LogoService);
    expect(await logos.deleteUnconfirmedUploads(new Date())).not.toContain(uploadKey);
    expect(await storage.get(uploadKey)).not.toBeNull();
    const later = new Date(Date.now() + UNCONFIRMED_UPLOAD_KEPT_MS + 60_000);
    expect(await logos.deleteUnconfirmedUploads(later)).toContain(uploadKey);
    expect(await storage.get(uploadKey)).toBeNull();
    expect(await storage.get(logoKey)).not.toBeNull();
  });

  it('refuses files that are not images, too large, or with a tampered signature', async () => {
    expect((await form({ filename: 'a.pdf', content_type: 'application/pdf', size: 10 })).body).toEqual({
      content_type: [accountMessages.fileNotImage],
    });
    expect(
      (await form({ filename: 'a.png', content_type: 'image/png', size: 3 * 1024 * 1024 })).body,
    ).toEqual({
      size: [accountMessages.fileTooLarge2mb],
    });

    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const s1 = (await form({ filename: 'a.png', content_type: 'image/png', size: pdf.length })).body
      .aws_post_data;
    const notImage = await upload(s1.url, s1.fields, pdf, 'a.pdf');
    expect(notImage.status).toBe(400);
    expect(notImage.body).toEqual({ detail: accountMessages.fileNotImage });

    const big = await sharp(randomBytes(1100 * 1000 * 3), { raw: { width: 1100, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(2.5 * 1024 * 1024);
    const s2 = (await form({ filename: 'big.png', content_type: 'image/png', size: 1000 })).body
      .aws_post_data;
    const tooBig = await upload(s2.url, s2.fields, big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual({ detail: accountMessages.fileTooLarge2mb });

    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const s3 = (await form({ filename: 'a.png', content_type: 'image/png', size: png.length })).body
      .aws_post_data;
    const tampered = await upload(s3.url, { ...s3.fields, key: `o${org.id}-upload-evil.png` }, png);
    expect(tampered.status).toBe(403);
    const badSig = await upload(s3.url, { ...s3.fields, signature: '0'.repeat(64) }, png);
    expect(badSig.status).toBe(403);
    expect(badSig.body).toEqual({ detail: accountMessages.uploadFailed });
  });
});

describe('users and invitations', () => {
  it('invites within the seats, refuses members and over-subscription, accepts as an existing account', async () => {
    const owner = await aUser().verified().build();
    const member = await aUser().verified().build();
    const invitee = await aUser().verified().named('Ivy', 'Invitee').build();
    const org = await anOrganization().ownedBy(owner).withMember(member).build();
    await t.dataSource.getRepository(Organization).update({ id: org.id }, { seatNumber: 3 });
    const ownerToken = await tokenOf(owner);
    const users = api(apiPaths.organizationUsers(org.id));

    expect((await t.http.post(users).set(bearer(ownerToken)).send({ email: 'nope' })).body).toEqual({
      email: [messages.emailInvitationInvalid],
    });
    const already = await t.http
      .post(users)
      .set(bearer(ownerToken))
      .send({ email: member.email.toUpperCase() });
    expect(already.body).toEqual({ email: [accountMessages.alreadyMember] });
    const memberTry = await t.http
      .post(users)
      .set(bearer(await tokenOf(member)))
      .send({ email: 'x@example.test' });
    expect(memberTry.status).toBe(403);

    const invited = await t.http.post(users).set(bearer(ownerToken)).send({ email: invitee.email });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: invitee.email, status: 'pending', invited_by: 'Test User' });
    const full = await t.http.post(users).set(bearer(ownerToken)).send({ email: 'fourth@example.test' });
    expect(full.status).toBe(400);
    expect(full.body).toEqual({ detail: accountMessages.notEnoughSeats });
    expect(
      (await t.http.get(api(apiPaths.organization(org.id))).set(bearer(ownerToken))).body.used_seats,
    ).toBe(3);

    const table = await t.http.get(users).set(bearer(ownerToken));
    expect(table.body.count).toBe(3);
    expect(table.body.results[2]).toMatchObject({
      id: invited.body.id,
      email: invitee.email,
      status: 'pending',
      invited: true,
    });
    const list = await t.http.get(api(apiPaths.organizationInvitations(org.id))).set(bearer(ownerToken));
    expect(list.body).toMatchObject({ count: 1, results: [{ id: invited.body.id }] });

    // Resend: a new link; the old one stops working.
    const first = linkIn(await waitForMail(t, invitee.email, (m) => m.category === 'invitation'));
    expect(`${first.url.origin}${first.url.pathname}`).toBe('http://localhost:3999/invitation');
    const resent = await t.http
      .post(api(accountPaths.invitationResend(org.id, invited.body.id)))
      .set(bearer(ownerToken));
    expect(resent.status).toBe(200);
    const second = linkIn(
      await waitForMail(
        t,
        invitee.email,
        (m) => m.category === 'invitation' && linkIn(m).token !== first.token,
      ),
    );
    expect(
      (await t.http.get(api(accountPaths.invitationPreview)).query({ token: first.token })).body,
    ).toEqual({
      detail: accountMessages.invitationInvalid,
    });
    const preview = await t.http.get(api(accountPaths.invitationPreview)).query({ token: second.token });
    expect(preview.body).toEqual({ organization_name: org.name, email: invitee.email, account_exists: true });

    const wrong = await t.http
      .post(api(accountPaths.invitationAccept))
      .set(bearer(ownerToken))
      .send({ token: second.token });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ detail: accountMessages.invitationWrongAccount });
    const accepted = await t.http
      .post(api(accountPaths.invitationAccept))
      .set(bearer(await tokenOf(invitee)))
      .send({ token: second.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: org.id, used_seats: 3, is_owner: false });
    const after = await t.http.get(users).set(bearer(ownerToken));
    expect(after.body.results.map((u: { status: string }) => u.status)).toEqual([
      'owner',
      'accepted',
      'accepted',
    ]);
    expect(
      (await t.http.get(api(apiPaths.organizationInvitations(org.id))).set(bearer(ownerToken))).body.count,
    ).toBe(0);
  });

  it('signs up with an invitation: verified at once, member, tokens returned', async () => {
    const owner = await aUser().verified().build();
    const org = await anOrganization().ownedBy(owner).build();
    const email = `newcomer-${org.id}@example.test`;
    await t.http
      .post(api(apiPaths.organizationUsers(org.id)))
      .set(bearer(await tokenOf(owner)))
      .send({ email });
    const { token } = linkIn(await waitForMail(t, email, (m) => m.category === 'invitation'));
    expect((await t.http.get(api(accountPaths.invitationPreview)).query({ token })).body.account_exists).toBe(
      false,
    );
    const signup = await t.http.post(api('/auth/signup/')).send({
      first_name: 'New',
      last_name: 'Comer',
      email,
      password: 'Welc0me!pw',
      invitation_token: token,
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({ is_verified: true, tokens: { access: expect.any(String) } });
    const orgs = await t.http.get(api(apiPaths.organizations)).set(bearer(signup.body.tokens.access));
    expect(orgs.body.results.map((o: { id: number }) => o.id)).toEqual([org.id]);
    expect((await t.http.get(api(accountPaths.invitationPreview)).query({ token })).status).toBe(400);
  });

  it('owner row cannot be deleted; a member may leave; the owner removes members and invitations', async () => {
    const owner = await aUser().verified().build();
    const a = await aUser().verified().build();
    const b = await aUser().verified().build();
    const org = await anOrganization().ownedBy(owner).withMember(a).withMember(b).build();
    const rows = await t.dataSource.getRepository(OrganizationMember).findBy({ organizationId: org.id });
    const idOf = (u: BuiltUser) => rows.find((r) => r.userId === u.id)!.id;
    const ownerToken = await tokenOf(owner);
    const aToken = await tokenOf(a);

    const ownerRow = await t.http
      .delete(api(apiPaths.organizationUser(org.id, idOf(owner))))
      .set(bearer(ownerToken));
    expect(ownerRow.status).toBe(400);
    expect(ownerRow.body).toEqual({ detail: accountMessages.ownerCannotBeDeleted });
    const notMine = await t.http.delete(api(apiPaths.organizationUser(org.id, idOf(b)))).set(bearer(aToken));
    expect(notMine.status).toBe(403);
    expect(
      (await t.http.delete(api(apiPaths.organizationUser(org.id, idOf(a)))).set(bearer(aToken))).status,
    ).toBe(204);
    expect((await t.http.get(api(apiPaths.organization(org.id))).set(bearer(aToken))).status).toBe(404);
    expect(
      (await t.http.delete(api(apiPaths.organizationUser(org.id, idOf(b)))).set(bearer(ownerToken))).status,
    ).toBe(204);

    const inv = await t.http
      .post(api(apiPaths.organizationUsers(org.id)))
      .set(bearer(ownerToken))
      .send({ email: 'gone@example.test' });
    expect(
      (await t.http.get(api(apiPaths.organization(org.id))).set(bearer(ownerToken))).body.used_seats,
    ).toBe(2);
    const del = await t.http
      .delete(api(apiPaths.organizationInvitation(org.id, inv.body.id)))
      .set(bearer(ownerToken));
    expect(del.status).toBe(204);
    expect(
      (await t.http.get(api(apiPaths.organization(org.id))).set(bearer(ownerToken))).body.used_seats,
    ).toBe(1);
  });
});

describe('scheduled deletion', () => {
  const storage = () => t.app.get<StorageProvider>(STORAGE_PROVIDER);
  const deletion = () => t.app.get(OrganizationDeletionService);
  const organizations = () => t.dataSource.getRepository(Organization);
  const due = (id: number) => organizations().update({ id }, { deleteAfter: new Date(Date.now() - 60_000) });
  const scheduleAndMakeDue = async (id: number, ownerToken: string) => {
    const scheduled = await t.http.delete(api(apiPaths.organization(id))).set(bearer(ownerToken));
    expect(scheduled.body.deletions).toHaveLength(1);
    await due(id);
  };

  /** Rows of the organization in every table with organization_id, by table (only tables that have some). */
  const rowsOf = async (organizationId: number) => {
    const found: Record<string, number> = {};
    for (const meta of t.dataSource.entityMetadatas) {
      if (!meta.findColumnWithPropertyName('organizationId')) continue;
      const n = await t.dataSource.getRepository(meta.target).countBy({ organizationId });
      if (n) found[meta.tableName] = n;
    }
    return found;
  };

  /**
   * An organization with contacts (several batches of them), notes and their history, a document file, a logo,
   * and a CSV import with its file and a rejected-rows part. The stored keys come back with it.
   */
  const populated = async (owner: BuiltUser, ownerToken: string, contacts = 5) => {
    const org = await anOrganization().ownedBy(owner).build();
    const leads = await aLead().inOrganization(org).client().buildMany(contacts);
    // History is kept by organization, not by contact: it goes with the other tables, in chunks.
    await t.dataSource.getRepository(LeadHistory).insert(
      leads.map((leadId) => ({
        organizationId: org.id,
        leadId,
        userId: owner.id,
        action: 'update',
        field: 'first_name',
        newValue: 'Ada',
      })),
    );
    for (const lead of leads.slice(0, 2)) {
      const note = await t.http
        .post(api(leadNotesPaths.notes(lead)))
        .set(bearer(ownerToken))
        .send({ note: 'Called back' });
      expect(note.status).toBe(201);
    }
    const document = await t.http
      .post(api(leadDocumentsPaths.list(leads[contacts - 1])))
      .set(bearer(ownerToken))
      .field('lead', String(leads[contacts - 1]))
      .field('name', 'Policy')
      .attach('file', Buffer.from('%PDF-1.4 policy'), { filename: 'p.pdf', contentType: 'application/pdf' });
    expect(document.status).toBe(201);
    const documentKey = (
      await t.dataSource.getRepository(LeadDocument).findOneByOrFail({ id: document.body.id })
    ).storageKey;
    const logoKey = `o${org.id}-logo-test.webp`;
    await storage().put(logoKey, Buffer.from('webp'), 'image/webp');
    await organizations().update({ id: org.id }, { logo: storage().publicUrl(logoKey) });
    const imported = await t.dataSource.getRepository(LeadImport).save({
      organizationId: org.id,
      userId: owner.id,
      bucket: 'client' as const,
      fileName: 'contacts.csv',
      fileKey: `csv-import-${org.id}-test.csv`,
      headers: ['first_name'],
      status: 'done' as const,
      rejectedParts: [0],
    });
    const importKeys = [imported.fileKey, rejectedPartKey(imported, 0)];
    for (const key of importKeys) await storage().put(key, Buffer.from('first_name\nAda\n'), 'text/csv');
    // A logo upload never confirmed (the dialog was closed after uploading).
    const uploadKey = `o${org.id}-upload-unconfirmed.png`;
    await storage().put(uploadKey, Buffer.from('png'), 'image/png');
    return { org, leads, keys: [documentKey, logoKey, ...importKeys, uploadKey] };
  };
  const joins = (organizationId: number, user: BuiltUser) =>
    t.dataSource.getRepository(OrganizationMember).save({
      organizationId,
      userId: user.id,
      isOwner: false,
      status: 'accepted' as const,
      invited: true,
      dateJoined: new Date(),
    });
  const stored = async (keys: string[]) =>
    Promise.all(keys.map(async (key) => ((await storage().get(key)) ? key : null))).then((k) =>
      k.filter((key): key is string => key !== null),
    );

  const smallBatches = { contacts: 2, rows: 3 };
  let saved: OrganizationDeletionService['tuning'];
  beforeEach(() => {
    saved = { ...deletion().tuning };
    Object.assign(deletion().tuning, smallBatches);
  });
  afterEach(() => {
    Object.assign(deletion().tuning, saved);
    jest.restoreAllMocks();
  });
  /** Runs `during(call)` inside the contact batches, before each one's own work. */
  const duringContactBatches = (during: (call: number) => Promise<void>) => {
    const lists = t.app.get(LeadListsService);
    const real = lists.deleteLeads.bind(lists);
    let calls = 0;
    jest.spyOn(lists, 'deleteLeads').mockImplementation(async (...args) => {
      calls += 1;
      await during(calls);
      return real(...args);
    });
  };
  const claimOf = async (id: number) => (await organizations().findOneByOrFail({ id })).deletionClaimedAt;

  it('the due-work finder queues the job, which deletes every row and stored file of the organization', async () => {
    const owner = await aUser().verified().build();
    const member = await aUser().verified().build();
    const ownerToken = await tokenOf(owner);
    const { org, keys } = await populated(owner, ownerToken);
    await joins(org.id, member);
    const keep = await populated(owner, ownerToken, 3);
    await t.http
      .post(api(apiPaths.organizationUsers(org.id)))
      .set(bearer(ownerToken))
      .send({ email: 'pending@example.test' });
    await t.http
      .put(api(accountPaths.emailSignature(org.id)))
      .set(bearer(ownerToken))
      .send({ html: 'bye' });
    const before = await rowsOf(org.id);
    // More than one batch of each kind, so the job crosses batch boundaries.
    expect(before.leads).toBe(5);
    expect(before.lead_history).toBeGreaterThan(smallBatches.rows);
    expect(before).toMatchObject({ lead_notes: 2, lead_documents: 1, lead_imports: 1, invitations: 1 });
    expect(await stored(keys)).toEqual(keys);
    const kept = await rowsOf(keep.org.id);

    const scheduled = await t.http.delete(api(apiPaths.organization(org.id))).set(bearer(ownerToken));
    expect(scheduled.body.deletions).toHaveLength(1);
    expect(await deletion().enqueueDue()).not.toContain(org.id);
    await due(org.id);
    expect(await deletion().enqueueDue()).toContain(org.id);

    const deadline = Date.now() + 10_000;
    while ((await organizations().countBy({ id: org.id })) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await organizations().countBy({ id: org.id })).toBe(0);
    expect(await rowsOf(org.id)).toEqual({});
    // Files go after the commit that deleted their rows.
    const filesDeadline = Date.now() + 5_000;
    while ((await stored(keys)).length && Date.now() < filesDeadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await stored(keys)).toEqual([]);
    // People and other organizations stay, with their files; a second run does nothing.
    expect(await t.dataSource.getRepository(User).countBy({ id: member.id })).toBe(1);
    expect(await rowsOf(keep.org.id)).toEqual(kept);
    expect(await stored(keep.keys)).toEqual(keep.keys);
    expect(await deletion().deleteOrganization(org.id)).toBe(false);
  });

  it('a job interrupted after its first batch leaves the organization gone, and the next run finishes it', async () => {
    const owner = await aUser().verified().build();
    const member = await aUser().verified().build();
    const ownerToken = await tokenOf(owner);
    const memberToken = await tokenOf(member);
    const { org, leads, keys } = await populated(owner, ownerToken);
    await joins(org.id, member);
    expect((await t.http.get(api(apiPaths.organization(org.id))).set(bearer(memberToken))).status).toBe(200);
    await scheduleAndMakeDue(org.id, ownerToken);

    duringContactBatches(async (call) => {
      if (call === 2) throw new Error('worker died');
    });
    await expect(deletion().deleteOrganization(org.id)).rejects.toThrow('worker died');
    // The first batch is committed (its contacts are gone), the rest is still there.
    const left = await rowsOf(org.id);
    expect(left.leads).toBe(leads.length - smallBatches.contacts);
    expect(left.lead_documents).toBe(1);
    expect(await claimOf(org.id)).not.toBeNull();

    // Once claimed, the organization is gone for its members, and can no longer be reactivated.
    for (const token of [ownerToken, memberToken]) {
      expect((await t.http.get(api(apiPaths.organization(org.id))).set(bearer(token))).status).toBe(404);
      const mine = await t.http.get(api(apiPaths.organizations)).set(bearer(token));
      expect(mine.status).toBe(200);
      expect(mine.body.results.map((o: { id: number }) => o.id)).not.toContain(org.id);
    }
    const reactivate = await t.http.delete(api(apiPaths.organization(org.id))).set(bearer(ownerToken));
    expect(reactivate.status).toBe(404);
    // Even by a request that passed the guard just before the claim.
    const ownerRow = await t.dataSource
      .getRepository(OrganizationMember)
      .findOneByOrFail({ organizationId: org.id, userId: owner.id });
    await expect(t.app.get(OrganizationsService).toggleDeletion(org.id, ownerRow)).rejects.toMatchObject({
      status: 404,
    });
    expect((await organizations().findOneByOrFail({ id: org.id })).deleteAfter).not.toBeNull();

    // The failed run gave its claim up: the next tick queues the organization again and that run finishes.
    jest.restoreAllMocks();
    expect(await deletion().enqueueDue()).toContain(org.id);
    const deadline = Date.now() + 10_000;
    while ((await organizations().countBy({ id: org.id })) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await rowsOf(org.id)).toEqual({});
    expect(await organizations().countBy({ id: org.id })).toBe(0);
    const filesDeadline = Date.now() + 5_000;
    while ((await stored(keys)).length && Date.now() < filesDeadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await stored(keys)).toEqual([]);
  });

  it("cancels the organization's subscription at the provider before any row goes; a resumed run finishes", async () => {
    const owner = await aUser().verified().build();
    const ownerToken = await tokenOf(owner);
    const { org } = await populated(owner, ownerToken, 3);
    await subscribed(org);
    const subscriptions = t.dataSource.getRepository(LocalSubscription);
    const sub = await subscriptions.findOneByOrFail({ organizationId: org.id });
    expect(sub.status).toBe('active');
    await scheduleAndMakeDue(org.id, ownerToken);

    duringContactBatches(async () => {
      throw new Error('worker died');
    });
    await expect(deletion().deleteOrganization(org.id)).rejects.toThrow('worker died');
    // Canceled before the first batch, while our billing rows and the contacts are all still there.
    expect(await subscriptions.findOneByOrFail({ id: sub.id })).toMatchObject({ status: 'canceled' });
    expect(await rowsOf(org.id)).toMatchObject({ organization_subscriptions: 1, leads: 3 });
    // The provider reported it (customer.subscription.deleted) to an organization already gone for its events.
    expect(
      await t.dataSource
        .getRepository(BillingEventRow)
        .findOneByOrFail({ eventId: `evt_local_${sub.id}_deleted` }),
    ).toMatchObject({ type: 'customer.subscription.deleted', organizationId: null });
    // Past its period end it is not renewed.
    await subscriptions.update({ id: sub.id }, { currentPeriodEnd: new Date(Date.now() - 1000) });
    const invoices = t.dataSource.getRepository(LocalInvoice);
    const charged = await invoices.countBy({ organizationId: org.id });
    await t.app.get(LocalPaymentsProvider).renewDue();
    expect(await invoices.countBy({ organizationId: org.id })).toBe(charged);

    // The next run repeats the step (nothing left to cancel) and deletes everything.
    jest.restoreAllMocks();
    // Billing calls the subscriptions part of the provider (docs/adr/0009).
    const cancel = jest.spyOn(t.app.get(LocalPaymentsProvider).parts.subscriptions, 'cancelSubscriptions');
    expect(await deletion().deleteOrganization(org.id)).toBe(true);
    await expect(cancel.mock.results[0]?.value).resolves.toEqual([]);
    expect(await rowsOf(org.id)).toEqual({});
  });

  it('a provider that fails the cancellation fails the run before any row goes; the next run retries it', async () => {
    const owner = await aUser().verified().build();
    const ownerToken = await tokenOf(owner);
    const { org } = await populated(owner, ownerToken, 3);
    await subscribed(org);
    await scheduleAndMakeDue(org.id, ownerToken);
    const local = t.app.get(LocalPaymentsProvider).parts.subscriptions;
    jest
      .spyOn(local, 'cancelSubscriptions')
      .mockRejectedValueOnce(new PaymentsProviderError('provider down'));

    await expect(deletion().deleteOrganization(org.id)).rejects.toThrow('provider down');
    expect(await rowsOf(org.id)).toMatchObject({ organization_subscriptions: 1, leads: 3 });
    expect(await deletion().enqueueDue()).toContain(org.id);
    const deadline = Date.now() + 10_000;
    while ((await organizations().countBy({ id: org.id })) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await rowsOf(org.id)).toEqual({});
    // The failed attempt, then the retry's two: before the rows go and again before the organization row.
    expect(local.cancelSubscriptions).toHaveBeenCalledTimes(3);
  });

  it('a claim held by a live run is left alone; a stale one (dead worker) is taken over', async () => {
    const owner = await aUser().verified().build();
    const ownerToken = await tokenOf(owner);
    const { org } = await populated(owner, ownerToken, 3);
    await scheduleAndMakeDue(org.id, ownerToken);

    // A worker claimed it a minute ago and is still working: a second delivery does nothing.
    await organizations().update({ id: org.id }, { deletionClaimedAt: new Date(Date.now() - 60_000) });
    expect(await deletion().enqueueDue()).not.toContain(org.id);
    expect(await deletion().deleteOrganization(org.id)).toBe(false);
    expect((await rowsOf(org.id)).leads).toBe(3);

    // It died: once the claim is stale the organization is queued again and the deletion completes.
    await organizations().update(
      { id: org.id },
      { deletionClaimedAt: new Date(Date.now() - LEASE_STALE_MS - 60_000) },
    );
    expect(await deletion().enqueueDue()).toContain(org.id);
    const [a, b] = await Promise.all([
      deletion().deleteOrganization(org.id),
      deletion().deleteOrganization(org.id),
    ]);
    // Delivered twice at once (the queued job may be a third): at most one run deletes, none fails.
    expect([a, b].filter(Boolean).length).toBeLessThanOrEqual(1);
    const deadline = Date.now() + 10_000;
    while ((await organizations().countBy({ id: org.id })) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await rowsOf(org.id)).toEqual({});
  });
  it('a running job renews its claim, and stops when another run has taken it over', async () => {
    const owner = await aUser().verified().build();
    const ownerToken = await tokenOf(owner);
    deletion().tuning.renewClaimMs = 1000;
    const pause = () => new Promise((r) => setTimeout(r, 1100));

    // Renewed: a batch more than a second after the claim moves it forward, and the run goes on to the end.
    const renewed = await populated(owner, ownerToken, 6);
    await scheduleAndMakeDue(renewed.org.id, ownerToken);
    const claims: (Date | null)[] = [];
    duringContactBatches(async (call) => {
      claims.push(await claimOf(renewed.org.id));
      if (call === 1) await pause();
    });
    expect(await deletion().deleteOrganization(renewed.org.id)).toBe(true);
    expect(claims[1]!.getTime()).toBeGreaterThan(claims[0]!.getTime());
    jest.restoreAllMocks();

    // Taken over (this run was thought dead): its next renewal fails, and it stops without deleting more.
    const { org, keys } = await populated(owner, ownerToken, 6);
    await scheduleAndMakeDue(org.id, ownerToken);
    duringContactBatches(async (call) => {
      if (call !== 1) return;
      await organizations().update({ id: org.id }, { deletionClaimedAt: new Date(Date.now() + 60_000) });
      await pause();
    });
    expect(await deletion().deleteOrganization(org.id)).toBe(false);
    expect((await rowsOf(org.id)).leads).toBe(6 - smallBatches.contacts);
    // Imports went first; the document (on the last contact), the logo and the logo upload are left to the run
    // that holds the claim.
    const [documentKey, logoKey] = keys;
    expect(await stored(keys)).toEqual([documentKey, logoKey, keys[keys.length - 1]]);
  });
});
