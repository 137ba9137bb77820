import { Injectable } from '@nestjs/common';

export type TemplateKind = 'email' | 'text';

/**
 * Something that can use a template: pending emails, automation steps, holiday and follow-up messages. Each
 * module that keeps such uses registers one source, so this module never reads another module's tables.
 */
export interface TemplateUsageSource {
  /** Whether something not yet done (a pending send, an active automation step) uses the template. */
  isUsed(organizationId: number, kind: TemplateKind, id: number): Promise<boolean>;
  /** Called before the template is deleted: cancel the pending sends and clear the steps that use it. */
  cancelUses(organizationId: number, kind: TemplateKind, id: number): Promise<void>;
}

/**
 * The registry of template uses (spec 3 §8: a used template warns that deleting it cancels the automations and
 * emails using it). Sources register when their module starts; the templates API asks all of them.
 */
@Injectable()
export class TemplateUsage {
  private readonly sources: TemplateUsageSource[] = [];

  register(source: TemplateUsageSource): () => void {
    this.sources.push(source);
    return () => {
      const i = this.sources.indexOf(source);
      if (i >= 0) this.sources.splice(i, 1);
    };
  }

  async isUsed(organizationId: number, kind: TemplateKind, id: number): Promise<boolean> {
    for (const source of this.sources) if (await source.isUsed(organizationId, kind, id)) return true;
    return false;
  }

  /** Every source cancels its uses, one after another (a failure stops the delete that called it). */
  async cancelUses(organizationId: number, kind: TemplateKind, id: number): Promise<void> {
    for (const source of this.sources) await source.cancelUses(organizationId, kind, id);
  }
}
