import type { ExecutionContext } from '@nestjs/common';
import { type AppConfig, loadConfig } from '../../../engine/config/app-config';
import { LocalPhoneGuard, simulatedSid } from './phone-simulator.service';

describe('the local phone (a mailbox route)', () => {
  const from = (remoteAddress: string) =>
    ({
      switchToHttp: () => ({ getRequest: () => ({ socket: { remoteAddress } }) }),
    }) as unknown as ExecutionContext;
  const guard = (config: Partial<AppConfig>) =>
    new LocalPhoneGuard({ ...loadConfig({}), outboxMailbox: true, ...config });

  it('answers a caller on this machine while the mailbox is on with the local SMS provider', () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(guard({}).canActivate(from(peer))).toBe(true);
  });

  it('is not found from the local network, with the mailbox off, or with Twilio', () => {
    const refused = (config: Partial<AppConfig>, peer: string) => () => guard(config).canActivate(from(peer));
    for (const [config, peer] of [
      [{}, '192.168.1.20'],
      [{}, '::ffff:10.0.0.7'],
      [{ outboxMailbox: false }, '127.0.0.1'],
      [{ smsProvider: 'twilio' }, '127.0.0.1'],
    ] as const)
      expect(refused(config, peer)).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("makes up provider ids of Twilio's shape", () => {
    expect(simulatedSid('SM')).toMatch(/^SM[0-9a-f]{32}$/);
    expect(simulatedSid('CA')).not.toBe(simulatedSid('CA'));
  });
});
