import { randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatPhoneNumber,
  type FormSubmission as FormSubmissionView,
  type FsmState,
  type LeadInput,
  leadRecordRoute,
  messages,
  normalizePhone,
  type Paginated,
  textConstants,
  urlOf,
  WEB_FORM_TOKEN_PATTERN,
  webFormConstants,
  webFormEndpoints,
  type WebFormKey as WebFormKeyView,
  type WebFormPost,
  webFormPostSchema,
  type WebFormPostResult,
} from '@ensemble/contracts';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { toDate } from '../../../engine/database/db-values';
import { isUniqueViolation } from '../../../engine/database/query-errors';
import { type Tx, TransactionService } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import { type PageQuery, pageWindow } from '../../../engine/http/pagination';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { MessagingService } from '../../messaging';
import { LeadNotesService } from '../lead-notes/lead-notes.service';
import { ContactWritesService } from '../leads/contact-writes.service';
import { Lead } from '../leads/lead.entity';
import { LeadTagsService } from '../leads/lead-tags.service';
import { RepresentativesService } from '../settings/representatives.service';
import { LeadSource } from '../settings/settings.entities';
import { TagsService } from '../settings/tags.service';
import { readWebFormFields, webFormNote } from './web-form-fields';
import { FormSubmission, WebFormKey } from './web-form.entities';

const ARRIVAL_STAGE: FsmState = webFormConstants.arrivalStage;
/** The category of the representatives' texts (the outbox and the providers show it). */
export const WEB_FORM_SMS_CATEGORY = 'web-form-lead';
const validPost = new YupPipe(webFormPostSchema);

/** A new webhook token: random, URL-safe (base64url, 43 characters). */
const newToken = () => randomBytes(webFormConstants.tokenBytes).toString('base64url');

/**
 * Web-form capture (issue 18): the organization's secret webhook URL, the posts its website's forms make to it
 * (each finds or makes a contact, adds a note and is recorded as a submission), and the submissions the
 * dashboard lists.
 */
@Injectable()
export class WebFormsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly contacts: ContactWritesService,
    private readonly notes: LeadNotesService,
    private readonly tags: TagsService,
    private readonly leadTags: LeadTagsService,
    private readonly representatives: RepresentativesService,
    private readonly messaging: MessagingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private view(row: Pick<WebFormKey, 'token'>): WebFormKeyView {
    return {
      url: `${this.config.apiPublicUrl}${urlOf(webFormEndpoints.submit, { token: row.token })}`,
      token: row.token,
    };
  }

  /** The organization's webhook, made on the first read (two first reads at once make one). */
  async key(organizationId: number): Promise<WebFormKeyView> {
    const repo = this.dataSource.getRepository(WebFormKey);
    const found = await repo.findOneBy({ organizationId });
    if (found) return this.view(found);
    try {
      await repo.insert({ organizationId, token: newToken() });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    return this.view(await repo.findOneByOrFail({ organizationId }));
  }

  /** A new token: the old URL is refused (404) from the moment this returns. */
  async rotate(organizationId: number): Promise<WebFormKeyView> {
    await this.key(organizationId);
    const token = newToken();
    await this.dataSource.getRepository(WebFormKey).update({ organizationId }, { token });
    return this.view({ token });
  }

  /**
   * A form's post to the webhook of `token`: the contact of the organization with the posted email (lower-cased),
   * else the one with the posted cell phone (E.164), else a new one in the arrival stage (through ContactWritesService,
   * so the email check, the plan's limit, history, counts and follow-up dates apply), with the organization's 'Web
   * form' source when it has one. The message and the other fields become a note (no author: it is not work on the
   * contact); the post is recorded as a submission, and sets off its tags and texts (setOff). One transaction.
   */
  async submit(token: string, body: unknown): Promise<WebFormPostResult> {
    // A malformed token is answered as an unknown one, without a query.
    const key = WEB_FORM_TOKEN_PATTERN.test(token)
      ? await this.dataSource.getRepository(WebFormKey).findOneBy({ token })
      : null;
    if (!key) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    const organizationId = key.organizationId;
    const read = readWebFormFields(body);
    const post: WebFormPost = await validPost.transform(read.contact);
    const email = post.email ? post.email.toLowerCase() : null;
    const phone = post.phone ? normalizePhone(post.phone) : null;

    const newContact = async (): Promise<LeadInput> =>
      ({
        first_name: post.first_name ?? null,
        last_name: post.last_name ?? null,
        email,
        cell_phone: phone,
        lead_source_id: await this.webFormSource(organizationId),
        force: false,
      }) as LeadInput;
    let input: LeadInput | null = null;
    if (!(await this.match(this.dataSource.manager, organizationId, email, phone))) {
      input = await newContact();
      await this.contacts.assertCanCreate(organizationId, input);
    }
    await this.tx.run(async (tx) => {
      const { manager } = tx;
      // Looked up again inside the transaction: a post a moment earlier may have made the contact.
      const existing = await this.match(manager, organizationId, email, phone);
      const lead =
        existing ??
        (await this.contacts.insert(
          manager,
          organizationId,
          null,
          { state: ARRIVAL_STAGE },
          input ?? (await newContact()),
        ));
      const note = webFormNote(post.message, read.extras);
      if (note) await this.notes.add(manager, lead, null, note);
      await manager
        .getRepository(FormSubmission)
        .insert({ organizationId, leadId: lead.id, fields: read.fields });
      await this.setOff(tx, lead);
    });
    return { ok: true };
  }

  /**
   * What a post sets off (spec 3 §2 'Forms setup'): the organization's web-form tags on the contact, and a text to
   * each representative with SMS on. In the post's own transaction, so each happens exactly once with it: a
   * failure fails the whole post (the website's retry finds nothing half-done), and the texts are outbound rows
   * the outbound work sends after the commit.
   */
  private async setOff(tx: Tx, lead: Lead): Promise<void> {
    const { organizationId } = lead;
    const groups = await this.tags.webFormTags(tx.manager, organizationId);
    await this.leadTags.tagContact(tx.manager, lead, groups);
    const reps = await this.representatives.smsRecipients(organizationId);
    // Two members sharing a phone get one text.
    const phones = [...new Set(reps.flatMap((r) => (r.cell_phone ? [r.cell_phone] : [])))];
    if (!phones.length) return;
    const text = this.newLeadText(lead);
    for (const to of phones) {
      await this.messaging.enqueueSms(tx, { organizationId, to, text, category: WEB_FORM_SMS_CATEGORY });
    }
  }

  /**
   * 'New web form lead: {name} {email} {phone} {link}', within a text's length: the link is kept whole, the
   * contact's details are cut to what fits.
   */
  private newLeadText(lead: Lead): string {
    const link = `${this.config.appUrl}${leadRecordRoute(lead.organizationId, {
      id: lead.id,
      fsm_state: lead.fsmState,
      lead_list_id: lead.leadListId,
    })}`;
    const prefix = 'New web form lead:';
    const details = [
      [lead.firstName, lead.lastName].filter(Boolean).join(' ').trim(),
      lead.email,
      lead.cellPhone ? formatPhoneNumber(lead.cellPhone) : null,
    ]
      .filter(Boolean)
      .join(' ');
    const room = textConstants.messageMax - prefix.length - link.length - 2;
    const fitted = details.length > room ? `${details.slice(0, Math.max(0, room - 1))}…` : details;
    return [prefix, fitted, link].filter(Boolean).join(' ');
  }

  /** The organization's contact with this email, else with this cell phone (the oldest of each), or null. */
  private async match(
    manager: EntityManager,
    organizationId: number,
    email: string | null,
    phone: string | null,
  ): Promise<Lead | null> {
    const repo = manager.getRepository(Lead);
    const byEmail = email
      ? await repo.findOne({ where: { organizationId, email }, order: { id: 'ASC' } })
      : null;
    if (byEmail || !phone) return byEmail;
    return repo.findOne({ where: { organizationId, cellPhone: phone }, order: { id: 'ASC' } });
  }

  /** The organization's lead source named 'Web form' (any case), if it has one. */
  private async webFormSource(organizationId: number): Promise<number | null> {
    const row = await this.dataSource
      .getRepository(LeadSource)
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where('s.organizationId = :organizationId AND LOWER(s.name) = :name', {
        organizationId,
        name: webFormConstants.leadSourceName.toLowerCase(),
      })
      .orderBy('s.id', 'ASC')
      .limit(1)
      .getRawOne<{ id: number | string }>();
    return row ? Number(row.id) : null;
  }

  /**
   * The organization's submissions, newest first, each with its contact (the dashboard's Recent form submissions):
   * the page from the (organization_id, id) index, then its contacts by id. (One join let MariaDB start from the
   * organization's contacts and sort them.)
   */
  async recent(organizationId: number, q: PageQuery): Promise<Paginated<FormSubmissionView>> {
    const { skip, take } = pageWindow(q);
    const [rows, count] = await this.dataSource
      .getRepository(FormSubmission)
      .findAndCount({ where: { organizationId }, order: { id: 'DESC' }, skip, take });
    const ids = [...new Set(rows.map((r) => r.leadId))];
    const leads = new Map(
      (ids.length
        ? await this.dataSource.getRepository(Lead).findBy({ organizationId, id: In(ids) })
        : []
      ).map((l) => [l.id, l]),
    );
    return {
      count,
      // A submission goes with its contact (ON DELETE CASCADE): every row has one.
      results: rows.flatMap((r) => {
        const lead = leads.get(r.leadId);
        if (!lead) return [];
        return [
          {
            id: r.id,
            lead: {
              id: lead.id,
              first_name: lead.firstName,
              last_name: lead.lastName,
              email: lead.email,
              profile_url: leadRecordRoute(organizationId, {
                id: lead.id,
                fsm_state: lead.fsmState,
                lead_list_id: lead.leadListId,
              }),
            },
            submitted_at: toDate(r.createdAt).toISOString(),
            fields: r.fields,
          },
        ];
      }),
    };
  }

  /** Takes the contact's submissions off the list (the contact stays); 404 when it has none. */
  async removeSubmissions(organizationId: number, leadId: number): Promise<void> {
    const result = await this.dataSource.getRepository(FormSubmission).delete({ organizationId, leadId });
    if (!result.affected) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
  }
}
