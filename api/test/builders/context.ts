import type { TestApp } from '../support/test-app';

let current: TestApp | null = null;

/** startTestApp() registers its app here, so builders need no arguments. */
export function setBuilderContext(app: TestApp): void {
  current = app;
}

export function builderContext(): TestApp {
  if (!current) throw new Error('start a test app (startTestApp) before using builders');
  return current;
}

let counter = 0;
export const nextSeq = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * A fluent builder's fields, changed only through `set`: each method says what it changes
 * (`verified() { return this.set({ isVerified: true }); }`) and build() reads `this.fields`.
 */
export abstract class Builder<F extends object> {
  protected constructor(protected readonly fields: F) {}

  protected set(patch: Partial<F>): this {
    Object.assign(this.fields, patch);
    return this;
  }
}
