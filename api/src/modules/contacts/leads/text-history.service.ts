import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatCallDuration } from '@ensemble/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { writeHistory } from './lead-history';

/** What became of a sent text, as the provider's status callbacks tell it (a send_text entry's sub-row). */
export type TextHistoryEvent = 'delivered' | 'undelivered' | 'failed';

/** The history field that ties a send_text entry and its sub-rows to one send. */
export const textHistoryField = (sendId: number) => `text_send:${sendId}`;

/** The lead history action of a text sent (the dashboard's Unworked leads reads it: lead-work.ts). */
export const SEND_TEXT = 'send_text';
export const textEventAction = (event: TextHistoryEvent) => `${SEND_TEXT}_${event}`;

/**
 * A text the contact sent to the organization's number. Not work (lead-work.ts): the contact reaching out is not
 * someone working it, and a STOP must not take a contact off Unworked leads.
 */
export const RECEIVE_TEXT = 'receive_text';
/** The history field of a received text: its row of inbound_texts. */
export const receivedTextField = (inboundTextId: number) => `inbound_text:${inboundTextId}`;

/** A call from the contact to the organization's number that was answered (lead-work.ts's callLogged: work). */
export const CALL_LOGGED = 'call_logged';
/** A call nobody took (no answer, busy, failed, refused): on the record, but nobody worked the contact. */
export const CALL_MISSED = 'call_missed';
/** The history field of a call: the provider's call id. */
export const callField = (callSid: string) => `call:${callSid}`;

/**
 * The contact's history of the texts sent to it, written for the messaging context: one send_text entry per
 * contact and send (its value the message as written), and delivered/undelivered/failed sub-rows under it; the
 * texts it sent (receive_text, its value the message) and its calls (call_logged when answered, call_missed when
 * not; the value how the call ended).
 */
@Injectable()
export class TextHistoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the caller's transaction: the send and its history commit together. */
  textsSent(
    manager: EntityManager,
    entry: { organizationId: number; userId: number | null; sendId: number; message: string },
    leadIds: number[],
  ): Promise<void> {
    return writeHistory(
      manager,
      { organizationId: entry.organizationId, userId: entry.userId, action: SEND_TEXT, leadIds },
      [{ field: textHistoryField(entry.sendId), old: null, new: entry.message }],
    );
  }

  /** What the provider reported of the text sent to the contact (the reason, if any, as its value). */
  textEvent(
    organizationId: number,
    leadId: number,
    sendId: number,
    event: TextHistoryEvent,
    detail: string | null,
  ): Promise<void> {
    return writeHistory(
      this.dataSource.manager,
      { organizationId, userId: null, action: textEventAction(event), leadIds: [leadId] },
      [{ field: textHistoryField(sendId), old: null, new: detail }],
    );
  }

  /** In the caller's transaction: the received text and its history entry commit together. */
  textReceived(
    manager: EntityManager,
    entry: { organizationId: number; leadId: number; inboundTextId: number; body: string },
  ): Promise<void> {
    return writeHistory(
      manager,
      { organizationId: entry.organizationId, userId: null, action: RECEIVE_TEXT, leadIds: [entry.leadId] },
      [{ field: receivedTextField(entry.inboundTextId), old: null, new: entry.body }],
    );
  }

  /**
   * In the caller's transaction, with the call's end: its value the provider's status and the time talked
   * ('completed, 1m 05s').
   */
  callLogged(
    manager: EntityManager,
    entry: {
      organizationId: number;
      leadId: number;
      callSid: string;
      status: string;
      durationSeconds: number;
    },
  ): Promise<void> {
    const { organizationId, leadId, callSid, status, durationSeconds } = entry;
    const talked = durationSeconds > 0;
    const outcome = talked ? `${status}, ${formatCallDuration(durationSeconds)}` : status;
    const action = talked ? CALL_LOGGED : CALL_MISSED;
    return writeHistory(manager, { organizationId, userId: null, action, leadIds: [leadId] }, [
      { field: callField(callSid), old: null, new: outcome },
    ]);
  }
}
