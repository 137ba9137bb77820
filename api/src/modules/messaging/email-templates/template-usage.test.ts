import { TemplateUsage, type TemplateUsageSource } from './template-usage';

const source = (used: boolean, log: string[], name: string): TemplateUsageSource => ({
  isUsed: async () => used,
  cancelUses: async (orgId, kind, id) => {
    log.push(`${name} ${orgId}:${kind}:${id}`);
  },
});

describe('TemplateUsage', () => {
  it('is used when any source says so, and not when none is registered', async () => {
    const usage = new TemplateUsage();
    expect(await usage.isUsed(1, 'email', 2)).toBe(false);
    const log: string[] = [];
    usage.register(source(false, log, 'a'));
    expect(await usage.isUsed(1, 'email', 2)).toBe(false);
    const off = usage.register(source(true, log, 'b'));
    expect(await usage.isUsed(1, 'email', 2)).toBe(true);
    off();
    expect(await usage.isUsed(1, 'email', 2)).toBe(false);
  });

  it('asks every source to cancel, in the order they registered', async () => {
    const usage = new TemplateUsage();
    const log: string[] = [];
    usage.register(source(false, log, 'sends'));
    usage.register(source(true, log, 'automations'));
    await usage.cancelUses(3, 'text', 4);
    expect(log).toEqual(['sends 3:text:4', 'automations 3:text:4']);
  });
});
