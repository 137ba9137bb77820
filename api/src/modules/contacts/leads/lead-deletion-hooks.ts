import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../engine/database/transaction.service';

/**
 * What another module must do when contacts are deleted, inside the deleting transaction (its rows go by their
 * foreign keys' ON DELETE CASCADE; a hook is for what the database cannot do, such as a stored file, which is
 * removed once the deletion has committed).
 */
export type LeadDeletionHook = (tx: Tx, organizationId: number, leadIds: number[]) => Promise<void>;

@Injectable()
export class LeadDeletionHooks {
  private readonly hooks: LeadDeletionHook[] = [];

  register(hook: LeadDeletionHook): void {
    this.hooks.push(hook);
  }

  async run(tx: Tx, organizationId: number, leadIds: number[]): Promise<void> {
    for (const hook of this.hooks) await hook(tx, organizationId, leadIds);
  }
}
