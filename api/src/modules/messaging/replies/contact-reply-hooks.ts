import { Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * A message a contact sent the organization, as stored (a replay is not one: it was stored once): a text to its
 * number, or an email answering one of its emails.
 */
export interface ContactReply {
  organizationId: number;
  leadId: number;
  channel: 'text' | 'email';
  /** A text's STOP, START, HELP… as recognised; null for a plain message and for every email. */
  keyword: string | null;
  receivedAt: Date;
}

/** What another module does when a contact writes in, in the transaction that stores the message. */
export type ContactReplyHook = (manager: EntityManager, reply: ContactReply) => Promise<void>;

/**
 * Hooks on the messages contacts send (the inbound text webhook of phone-webhooks, the inbound email of
 * email-replies): a module that reacts to a reply (automations' stop-on-reply) registers here rather than being
 * called by the receivers, which know nothing of it.
 */
@Injectable()
export class ContactReplyHooks {
  private readonly hooks: ContactReplyHook[] = [];

  register(hook: ContactReplyHook): void {
    this.hooks.push(hook);
  }

  async run(manager: EntityManager, reply: ContactReply): Promise<void> {
    for (const hook of this.hooks) await hook(manager, reply);
  }
}

/** One ContactReplyHooks for the receivers and the modules that register on it. */
@Module({ providers: [ContactReplyHooks], exports: [ContactReplyHooks] })
export class ContactReplyHooksModule {}
