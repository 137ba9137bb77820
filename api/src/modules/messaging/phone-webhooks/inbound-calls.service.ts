import { HttpStatus, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { phoneCallMessages } from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { isUniqueViolation } from '../../../engine/database/query-errors';
import { TransactionService } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import { PHONE_WEBHOOK_PATHS } from '../../../engine/providers/sms/phone-webhooks';
import { BillingService } from '../../billing';
import { PhoneContactsService, TextHistoryService } from '../../contacts';
import { type CallDirection, CallLogRow } from '../phone-numbers/phone-number.entities';
import { PhoneNumbersService } from '../phone-numbers/phone-numbers.service';
import { monthStart } from '../texts/texts.service';
import { CallLogsService } from './call-logs.service';
import { receivedNumber } from './inbound-texts.service';
import { param, type PhoneWebhookForm } from './phone-webhook-form';
import { emptyVoiceAnswer, forwardCall, refuseCall, rejectCall } from './twiml';

/** The provider's statuses of a call that is over: the first one reported is the call's outcome. */
export const FINAL_CALL_STATUSES = ['completed', 'busy', 'no-answer', 'failed', 'canceled'] as const;
const FINAL = new Set<string>(FINAL_CALL_STATUSES);

/** Seconds as the provider posts them ('65'); anything else is none. */
export function secondsOf(value: string): number {
  return /^\d{1,7}$/.test(value) ? Number(value) : 0;
}

/** The provider's Direction ('inbound', 'outbound-api', 'outbound-dial') in ours. */
export const directionOf = (value: string): CallDirection =>
  value.startsWith('outbound') ? 'outbound' : 'inbound';

/**
 * Calls to the organizations' numbers (issue 19, Voice): forwarded to the organization's real number with TwiML,
 * each logged once per CallSid (from, to, start, end, status, duration, direction, and the contact whose cell
 * phone called), counted against the plan's call_minutes. The forwarded leg's outcome (the dial action) or, when
 * none comes, the call's own final status ends the log; whichever is first is kept, so a replayed or late report
 * changes nothing. The contact's history gets a call_logged entry when the call ends.
 */
@Injectable()
export class InboundCallsService implements OnModuleInit {
  /** Where the forwarded leg's outcome is posted (<Dial action>). */
  private readonly dialAction: string;

  constructor(
    @InjectRepository(CallLogRow) private readonly calls: Repository<CallLogRow>,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tx: TransactionService,
    private readonly numbers: PhoneNumbersService,
    private readonly contacts: PhoneContactsService,
    private readonly history: TextHistoryService,
    private readonly billing: BillingService,
    private readonly logs: CallLogsService,
  ) {
    this.dialAction = `${config.apiPublicUrl}${PHONE_WEBHOOK_PATHS.dial}`;
  }

  onModuleInit(): void {
    this.billing.registerUsage('call_minutes', (organizationId) => this.minutesThisMonth(organizationId));
  }

  /** The plan's call minutes used: this calendar month's calls (UTC), each rounded up to the minute. */
  minutesThisMonth(organizationId: number, now = new Date()): Promise<number> {
    return this.logs.minutesSince(organizationId, monthStart(now));
  }

  /** A call to one of our numbers (the provider's form, signature checked); answers its TwiML. */
  async incoming(form: PhoneWebhookForm): Promise<string> {
    const sid = param(form, 'CallSid');
    const from = param(form, 'From');
    const to = param(form, 'To');
    if (!sid || !from || !to)
      throw ApiError.detail(HttpStatus.BAD_REQUEST, 'CallSid, From and To are required.');
    const line = await this.numbers.lineOf(receivedNumber(to));
    if (!line) return rejectCall();
    const { organizationId } = line;
    const caller = receivedNumber(from);
    // null: no plan, nothing to count against.
    const refused = (await this.billing.roomLeft(organizationId, 'call_minutes')) === 0;
    if (!(await this.calls.existsBy({ callSid: sid }))) {
      const leadId = await this.contacts.byCellPhone(organizationId, caller);
      const now = new Date();
      const status = refused ? 'canceled' : param(form, 'CallStatus') || 'ringing';
      try {
        await this.tx.run(async ({ manager }) => {
          await manager.getRepository(CallLogRow).insert({
            organizationId,
            callSid: sid,
            fromNumber: caller,
            toNumber: line.phoneNumber,
            direction: directionOf(param(form, 'Direction')),
            status,
            leadId,
            startedAt: now,
            endedAt: refused ? now : null,
            durationSeconds: 0,
          });
          if (refused && leadId != null)
            await this.history.callLogged(manager, {
              organizationId,
              leadId,
              callSid: sid,
              status,
              durationSeconds: 0,
            });
        });
      } catch (err) {
        // The same call posted twice at once: the other post logged it.
        if (!isUniqueViolation(err)) throw err;
      }
    }
    return refused
      ? refuseCall(phoneCallMessages.noMinutesLeft)
      : forwardCall(line.realPhoneNumber, caller, this.dialAction);
  }

  /** The forwarded leg's outcome (<Dial action>): DialCallStatus and DialCallDuration end the call. */
  async dialed(form: PhoneWebhookForm): Promise<string> {
    const status = param(form, 'DialCallStatus');
    // 'answered' is Twilio's word for a leg that was picked up and bridged: the call completed.
    await this.end(
      param(form, 'CallSid'),
      status === 'answered' ? 'completed' : status,
      secondsOf(param(form, 'DialCallDuration')),
    );
    return emptyVoiceAnswer();
  }

  /**
   * The number's call status callback: a final status ends a call no dial outcome ended (the caller hung up while
   * it rang); one on the way (in-progress) is recorded while the call is not over.
   */
  async statusReported(form: PhoneWebhookForm): Promise<void> {
    const sid = param(form, 'CallSid');
    const status = param(form, 'CallStatus');
    if (!sid || !status) return;
    if (FINAL.has(status)) {
      await this.end(sid, status, secondsOf(param(form, 'CallDuration')));
      return;
    }
    await this.calls
      .createQueryBuilder()
      .update(CallLogRow)
      .set({ status })
      .where('call_sid = :sid', { sid })
      .andWhere('status NOT IN (:...final)', { final: FINAL_CALL_STATUSES })
      .execute();
  }

  /**
   * The call's outcome, once: one conditional UPDATE (the log is not over yet) takes it, so a replay, a late
   * report or two racing ones leave the first outcome; the history entry commits with it.
   */
  private async end(sid: string, status: string, durationSeconds: number): Promise<void> {
    if (!sid || !FINAL.has(status)) return;
    await this.tx.run(async ({ manager }) => {
      const repo = manager.getRepository(CallLogRow);
      const row = await repo.findOne({
        select: { id: true, organizationId: true, leadId: true, callSid: true },
        where: { callSid: sid },
      });
      if (!row) return;
      const result = await repo
        .createQueryBuilder()
        .update(CallLogRow)
        .set({ status, durationSeconds, endedAt: new Date() })
        .where('id = :id', { id: row.id })
        .andWhere('status NOT IN (:...final)', { final: FINAL_CALL_STATUSES })
        .execute();
      if (result.affected === 1 && row.leadId != null)
        await this.history.callLogged(manager, {
          organizationId: row.organizationId,
          leadId: row.leadId,
          callSid: sid,
          status,
          durationSeconds,
        });
    });
  }
}
