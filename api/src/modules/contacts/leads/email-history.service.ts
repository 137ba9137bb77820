import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { writeHistory } from './lead-history';

/** A send_email entry's sub-row: what the recipient did with the email (spec 2 History). */
export type EmailHistoryEvent = 'opened' | 'clicked';

/** The history field that ties a send_email entry and its sub-rows to one campaign. */
export const emailHistoryField = (campaignId: number) => `email_campaign:${campaignId}`;

export const SEND_EMAIL = 'send_email';
/** Ours: a reply the contact sent to one of the organization's emails (its value the reply's subject). */
export const RECEIVE_EMAIL = 'receive_email';
export const emailEventAction = (event: EmailHistoryEvent) => `${SEND_EMAIL}_${event}`;

/**
 * The contact's history of the emails sent to it, written for the messaging context: one send_email entry per
 * contact and campaign (its value the subject), and opened/clicked sub-rows under it (the history screen nests
 * them by their shared field).
 */
@Injectable()
export class EmailHistoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the caller's transaction: the send and its history commit together. */
  emailsSent(
    manager: EntityManager,
    entry: { organizationId: number; userId: number | null; campaignId: number; subject: string },
    leadIds: number[],
  ): Promise<void> {
    return writeHistory(
      manager,
      { organizationId: entry.organizationId, userId: entry.userId, action: SEND_EMAIL, leadIds },
      [{ field: emailHistoryField(entry.campaignId), old: null, new: entry.subject }],
    );
  }

  /** In the caller's transaction: the contact's reply, stored with it. */
  emailReceived(
    manager: EntityManager,
    entry: { organizationId: number; leadId: number; inboundEmailId: number; subject: string },
  ): Promise<void> {
    return writeHistory(
      manager,
      { organizationId: entry.organizationId, userId: null, action: RECEIVE_EMAIL, leadIds: [entry.leadId] },
      [{ field: `inbound_email:${entry.inboundEmailId}`, old: null, new: entry.subject }],
    );
  }

  /** An open or click of the email (the URL of a click as its value). */
  emailEvent(
    organizationId: number,
    leadId: number,
    campaignId: number,
    event: EmailHistoryEvent,
    detail: string | null,
  ): Promise<void> {
    return writeHistory(
      this.dataSource.manager,
      { organizationId, userId: null, action: emailEventAction(event), leadIds: [leadId] },
      [{ field: emailHistoryField(campaignId), old: null, new: detail }],
    );
  }
}
