import { Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A text a contact sent to the organization's number, as stored (a replay is not one: it was stored once). */
export interface ReceivedText {
  organizationId: number;
  leadId: number;
  /** STOP, START, HELP… as recognised; null for a plain message. */
  keyword: string | null;
  receivedAt: Date;
}

/** What another module does when a contact texts in, in the transaction that stores the text. */
export type InboundTextHook = (manager: EntityManager, text: ReceivedText) => Promise<void>;

/**
 * Hooks on the texts contacts send (the inbound webhook of phone-webhooks): a module that reacts to a reply
 * (automations' stop-on-reply) registers here rather than being called by the webhook, which knows nothing of it.
 */
@Injectable()
export class InboundTextHooks {
  private readonly hooks: InboundTextHook[] = [];

  register(hook: InboundTextHook): void {
    this.hooks.push(hook);
  }

  async run(manager: EntityManager, text: ReceivedText): Promise<void> {
    for (const hook of this.hooks) await hook(manager, text);
  }
}

/** One InboundTextHooks for the webhook and the modules that register on it. */
@Module({ providers: [InboundTextHooks], exports: [InboundTextHooks] })
export class InboundTextHooksModule {}
