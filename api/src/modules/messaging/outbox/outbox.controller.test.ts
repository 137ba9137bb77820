import type { FastifyRequest } from 'fastify';
import { loadConfig } from '../../../engine/config/app-config';
import type { OutboxStore } from '../../../engine/providers/outbox/outbox.store';
import type { EmailRepliesService } from '../replies/email-replies.service';
import { OutboxController, isLoopbackAddress } from './outbox.controller';

describe('the local mailbox route', () => {
  const listForAddress = jest.fn().mockResolvedValue({ results: [], count: 0 });
  const controller = new OutboxController(
    { listForAddress } as unknown as OutboxStore,
    loadConfig({}),
    {} as EmailRepliesService,
  );
  const from = (remoteAddress: string) => ({ socket: { remoteAddress } }) as unknown as FastifyRequest;
  const query = { address: 'someone@example.test', page: 1, per_page: 20 };

  beforeEach(() => listForAddress.mockClear());

  it('answers a caller on this machine', async () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      await expect(controller.mailbox(from(peer), query)).resolves.toEqual({ results: [], count: 0 });
    }
    expect(listForAddress).toHaveBeenCalledTimes(3);
  });

  it('is not found from the local network, whatever APP_URL says', async () => {
    for (const peer of ['192.168.1.20', '::ffff:10.0.0.7', 'fe80::1']) {
      await expect(Promise.resolve().then(() => controller.mailbox(from(peer), query))).rejects.toMatchObject(
        {
          status: 404,
        },
      );
    }
    expect(listForAddress).not.toHaveBeenCalled();
  });

  it('reads loopback peers only', () => {
    expect(isLoopbackAddress(undefined)).toBe(false);
    expect(isLoopbackAddress('127.10.0.1')).toBe(true);
    expect(isLoopbackAddress('1127.0.0.1')).toBe(false);
  });
});
