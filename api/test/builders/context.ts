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
