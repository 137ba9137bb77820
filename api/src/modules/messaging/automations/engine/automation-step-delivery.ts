import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  automationReportTypes,
  type EmailReportType,
  followUpDefaultSubjects,
  followUpStageLabels,
  followUpStageOf,
  normalizePhone,
} from '@ensemble/contracts';
import { type DataSource, In } from 'typeorm';
import { datetimeText } from '../../../../engine/database/db-values';
import { TransactionService, type Tx } from '../../../../engine/database/transaction.service';
import { type Claim, LostClaimError } from '../../../../engine/work';
import { type EmailContact, LeadFollowUpsService, LeadRemindersService } from '../../../contacts';
import { EmailFactsService } from '../../email-sending/email-facts.service';
import { EmailSendingService } from '../../email-sending/email-sending.service';
import { EmailSuppressionsService, normalizeEmail } from '../../email-sending/email-suppressions.service';
import { EmailTemplatesService } from '../../email-templates/email-templates.service';
import { PhoneNumbersService } from '../../phone-numbers/phone-numbers.service';
import { SmsSuppressionsService } from '../../texts/sms-suppressions.service';
import { TextsService } from '../../texts/texts.service';
import {
  Automation,
  AutomationAction,
  AutomationEnrollment,
  AutomationFollowUp,
  AutomationHoliday,
  type AutomationStep,
} from '../automation.entities';
import { customReportType } from './engine-schedule';
import { channelOf, followUpIdOf } from './step-keys';

/** A step a job holds: the row and its claim. */
export interface HeldStep {
  row: AutomationStep;
  claim: Claim;
}

/** Why a step was not sent (automation_steps.error of a skipped step). */
export const skipReasons = {
  automationGone: 'The automation no longer exists',
  automationInactive: 'The automation is inactive',
  actionGone: 'The action was removed',
  actionChanged: 'The action no longer sends this way',
  holidayOff: 'The holiday email is inactive',
  followUpOff: 'The follow-up email is inactive',
  contactGone: 'The contact was deleted',
  notEnrolled: 'The contact left the automation',
  followUpClosed: 'The follow-up date was completed or the contact is no longer a prospect',
  noEmail: 'The contact has no email address',
  suppressed: 'The address is on the suppression list',
  noPhone: 'The contact has no cell phone',
  stopped: 'The number texted STOP',
  noNumber: 'The organization has no phone number',
  planLimit: "The plan's texts for this month are used up",
  templateGone: 'The template no longer exists',
} as const;

/** What a group of steps comes from, as it is now (an edit applies to steps not yet made into messages). */
interface StepSource {
  /** Why none of the steps goes out; null when they may. */
  off: string | null;
  channel: string;
  type: EmailReportType;
  /** The custom automation (the email report's automation_id, and whose enrollment must still be active). */
  automationId: number | null;
  name: string;
  subject: string;
  emailTemplateId: number | null;
  textTemplateId: number | null;
  reminder: string | null;
}

/** The message's content, read from its templates before the transaction. */
interface Content {
  html: string | null;
  text: string;
}

/** What the transaction wrote for the steps that go out. */
interface Written {
  emailCampaignId?: number | null;
  textSendId?: number | null;
  reminderIds?: Map<number, number>;
}

/** Which held steps go out, and which are skipped and why. */
class StepPlan {
  sendable: HeldStep[];
  readonly skipped = new Map<string, HeldStep[]>();

  constructor(readonly held: HeldStep[]) {
    this.sendable = [...held];
  }

  /** Skips the sendable steps `drop` picks, with `reason`. */
  skip(reason: string, drop: (h: HeldStep) => boolean): void {
    const keep: HeldStep[] = [];
    for (const h of this.sendable) {
      if (!drop(h)) keep.push(h);
      else if (this.skipped.has(reason)) this.skipped.get(reason)!.push(h);
      else this.skipped.set(reason, [h]);
    }
    this.sendable = keep;
  }
}

const offSource = (off: string): StepSource => ({
  off,
  channel: '',
  type: automationReportTypes.dripByDay,
  automationId: null,
  name: '',
  subject: '',
  emailTemplateId: null,
  textTemplateId: null,
  reminder: null,
});

/**
 * Turns a batch of claimed steps (one source, action and due time) into their message, exactly once: each step is
 * checked again as things are now (the automation, holiday or follow-up slot still on, the action still there, the
 * contact still there and still in the automation or still a prospect with that follow-up open; an email not to a
 * suppressed address, a text not to a number that texted STOP), then, in one transaction, the message is written
 * (one email campaign, one text send, or a reminder per contact, through the services that own them, with the
 * contacts' history) and every step is marked done or skipped with its reason, each only while its claim holds.
 */
@Injectable()
export class AutomationStepDelivery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly facts: EmailFactsService,
    private readonly emailSuppressions: EmailSuppressionsService,
    private readonly smsSuppressions: SmsSuppressionsService,
    private readonly phoneNumbers: PhoneNumbersService,
    private readonly templates: EmailTemplatesService,
    private readonly emails: EmailSendingService,
    private readonly texts: TextsService,
    private readonly followUps: LeadFollowUpsService,
    private readonly reminders: LeadRemindersService,
  ) {}

  async deliver(held: HeldStep[]): Promise<void> {
    const first = held[0]!.row;
    const plan = new StepPlan(held);
    const source = await this.source(first);
    let content: Content | null = null;
    if (source.off) plan.skip(source.off, () => true);
    const contacts = await this.facts.contacts(
      first.organizationId,
      plan.sendable.map((h) => h.row.leadId),
    );
    if (plan.sendable.length) await this.check(first, source, plan, contacts);
    if (plan.sendable.length) {
      content = await this.content(first.organizationId, source);
      if (!content) plan.skip(skipReasons.templateGone, () => true);
    }
    await this.tx.run(async (tx) => {
      const written = plan.sendable.length
        ? await this.write(tx, first, source, content!, plan, contacts)
        : {};
      await this.markSteps(tx, plan, written);
    });
  }

  /** The automation and action, holiday or follow-up slot the steps come from, as it is now. */
  private async source(step: AutomationStep): Promise<StepSource> {
    const { organizationId } = step;
    const m = this.dataSource.manager;
    if (step.kind === 'holiday') {
      const holiday = await m.findOneBy(AutomationHoliday, { organizationId, id: step.sourceId });
      if (!holiday?.active || holiday.emailTemplateId == null) return offSource(skipReasons.holidayOff);
      return {
        off: null,
        channel: 'email',
        type: automationReportTypes.holiday,
        automationId: null,
        name: holiday.name,
        subject: holiday.subject ?? holiday.name,
        emailTemplateId: holiday.emailTemplateId,
        textTemplateId: holiday.textTemplateId,
        reminder: null,
      };
    }
    if (step.kind === 'follow_up') {
      const slot = await m.findOneBy(AutomationFollowUp, { organizationId, id: step.sourceId });
      if (!slot?.active || slot.emailTemplateId == null) return offSource(skipReasons.followUpOff);
      const stage = followUpStageOf(slot.slot);
      return {
        off: null,
        channel: 'email',
        type: automationReportTypes.followUp,
        automationId: null,
        name: followUpStageLabels[stage],
        subject: slot.subject ?? followUpDefaultSubjects[stage],
        emailTemplateId: slot.emailTemplateId,
        textTemplateId: slot.textTemplateId,
        reminder: null,
      };
    }
    const automation = await m.findOneBy(Automation, { organizationId, id: step.sourceId });
    if (!automation) return offSource(skipReasons.automationGone);
    if (!automation.active) return offSource(skipReasons.automationInactive);
    const action =
      step.actionId == null
        ? null
        : await m.findOneBy(AutomationAction, {
            organizationId,
            automationId: automation.id,
            id: step.actionId,
          });
    if (!action) return offSource(skipReasons.actionGone);
    if (channelOf(action.send) !== step.channel) return offSource(skipReasons.actionChanged);
    return {
      off: null,
      channel: step.channel,
      type: customReportType(automation.type, action.day),
      automationId: automation.id,
      name: automation.name,
      subject: action.subject ?? automation.name,
      emailTemplateId: action.emailTemplateId,
      textTemplateId: action.textTemplateId,
      reminder: action.reminder,
    };
  }

  /** Each step again: its contact, its enrollment or follow-up date, and what its channel needs. */
  private async check(
    first: AutomationStep,
    source: StepSource,
    plan: StepPlan,
    contacts: Map<number, EmailContact>,
  ): Promise<void> {
    const { organizationId } = first;
    plan.skip(skipReasons.contactGone, (h) => !contacts.has(h.row.leadId));
    if (first.kind === 'custom' && source.automationId != null && plan.sendable.length) {
      const enrolled = await this.dataSource.getRepository(AutomationEnrollment).find({
        select: { leadId: true },
        where: {
          organizationId,
          automationId: source.automationId,
          status: 'active',
          leadId: In(plan.sendable.map((h) => h.row.leadId)),
        },
      });
      const active = new Set(enrolled.map((e) => e.leadId));
      plan.skip(skipReasons.notEnrolled, (h) => !active.has(h.row.leadId));
    }
    if (first.kind === 'follow_up' && plan.sendable.length) {
      const open = await this.followUps.stillOpenForProspects(
        organizationId,
        plan.sendable.map((h) => followUpIdOf(h.row.dueKey) ?? 0),
      );
      plan.skip(skipReasons.followUpClosed, (h) => !open.has(followUpIdOf(h.row.dueKey) ?? 0));
    }
    const contact = (h: HeldStep) => contacts.get(h.row.leadId)!;
    if (source.channel === 'email') {
      const emailOf = (h: HeldStep) => normalizeEmail(contact(h).email ?? '');
      plan.skip(skipReasons.noEmail, (h) => !emailOf(h));
      const suppressed = await this.emailSuppressions.suppressed(organizationId, plan.sendable.map(emailOf));
      plan.skip(skipReasons.suppressed, (h) => suppressed.has(emailOf(h)));
    }
    if (source.channel === 'sms') {
      const phoneOf = (h: HeldStep) => normalizePhone(contact(h).cellPhone ?? '') ?? '';
      plan.skip(skipReasons.noPhone, (h) => !phoneOf(h));
      const stopped = await this.smsSuppressions.suppressed(organizationId, plan.sendable.map(phoneOf));
      plan.skip(skipReasons.stopped, (h) => stopped.has(phoneOf(h)));
      if (plan.sendable.length && !(await this.phoneNumbers.numberOf(organizationId)))
        plan.skip(skipReasons.noNumber, () => true);
      const left = plan.sendable.length ? await this.texts.textsLeft(organizationId) : null;
      if (left !== null) {
        const within = new Set(plan.sendable.slice(0, left));
        plan.skip(skipReasons.planLimit, (h) => !within.has(h));
      }
    }
  }

  /** The email's HTML and text, or the text's body, from the templates; null when a template is gone. */
  private async content(organizationId: number, source: StepSource): Promise<Content | null> {
    if (source.channel === 'reminder') return { html: null, text: source.reminder ?? '' };
    const text =
      source.textTemplateId == null
        ? null
        : await this.templates.textTemplateForSend(organizationId, source.textTemplateId);
    if (source.channel === 'sms') return text ? { html: null, text: text.template } : null;
    if (source.emailTemplateId == null) return null;
    const email = await this.templates.emailTemplateForSend(organizationId, source.emailTemplateId);
    if (!email) return null;
    return { html: email.html, text: text?.template ?? '' };
  }

  /** The message of the steps that go out, in the transaction that marks them. */
  private async write(
    tx: Tx,
    first: AutomationStep,
    source: StepSource,
    content: Content,
    plan: StepPlan,
    contacts: Map<number, EmailContact>,
  ): Promise<Written> {
    const { organizationId } = first;
    const contact = (h: HeldStep) => contacts.get(h.row.leadId)!;
    if (source.channel === 'email') {
      const emailCampaignId = await this.emails.queueAutomationEmail(tx, {
        organizationId,
        type: source.type,
        automationId: source.automationId,
        automationName: source.name,
        subject: source.subject,
        html: content.html,
        text: content.text,
        templateId: source.emailTemplateId,
        templateTextId: source.textTemplateId,
        to: plan.sendable.map((h) => ({ leadId: h.row.leadId, email: contact(h).email ?? '' })),
      });
      return { emailCampaignId };
    }
    if (source.channel === 'sms') {
      const textSendId = await this.texts.queueAutomationText(tx, {
        organizationId,
        body: content.text,
        templateId: source.textTemplateId,
        fromNumber: (await this.phoneNumbers.numberOf(organizationId))!,
        to: plan.sendable.map((h) => ({ leadId: h.row.leadId, phone: contact(h).cellPhone ?? '' })),
      });
      return { textSendId };
    }
    const reminderIds = await this.reminders.createForContacts(
      tx,
      organizationId,
      plan.sendable.map((h) => h.row.leadId),
      content.text,
      new Date(),
    );
    return { reminderIds };
  }

  /**
   * Every held step marked, in the transaction of its message: done (with the message's id) or skipped (with the
   * reason), each only while its claim holds. A claim lost meanwhile (the sweep took the step back) rolls the whole
   * batch back: nothing was sent, and the step's new holder sends it.
   */
  async markSteps(tx: Tx, plan: StepPlan, written: Written): Promise<void> {
    const now = datetimeText(new Date());
    let marked = 0;
    if (written.reminderIds) {
      for (const h of plan.sendable)
        marked += await this.mark(tx, [h], {
          status: 'done',
          reminder_id: written.reminderIds.get(h.row.leadId) ?? null,
          done_at: now,
        });
    } else if (plan.sendable.length) {
      marked += await this.mark(tx, plan.sendable, {
        status: 'done',
        email_campaign_id: written.emailCampaignId ?? null,
        text_send_id: written.textSendId ?? null,
        error: null,
        done_at: now,
      });
    }
    for (const [reason, steps] of plan.skipped)
      marked += await this.mark(tx, steps, { status: 'skipped', error: reason, done_at: now });
    if (marked !== plan.held.length)
      throw new LostClaimError(`${plan.held.length - marked} automation step(s) were taken back while held`);
  }

  /** One UPDATE of `set` (column names) on the steps, each while its claim holds; how many were written. */
  private async mark(tx: Tx, steps: HeldStep[], set: Record<string, unknown>): Promise<number> {
    const byToken = new Map<string, number[]>();
    for (const h of steps) byToken.set(h.claim.token, [...(byToken.get(h.claim.token) ?? []), h.row.id]);
    const params: unknown[] = Object.values(set);
    const held = [...byToken].map(([token, ids]) => {
      params.push(token, ...ids);
      return `(claimed_by = ? AND id IN (${ids.map(() => '?').join(', ')}))`;
    });
    const sql =
      `UPDATE automation_steps SET ${Object.keys(set)
        .map((column) => `${column} = ?`)
        .join(', ')}, claimed_by = NULL, claimed_at = NULL ` +
      `WHERE status = 'processing' AND (${held.join(' OR ')})`;
    const result = await tx.manager.queryRunner!.query(sql, params, true);
    return (result as { affected?: number }).affected ?? 0;
  }
}
