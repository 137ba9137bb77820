import type { OutboxStore } from '../outbox/outbox.store';
import { type EmailMessage, TemporaryEmailError } from './email-provider';
import { OUTBOX_TRY_LATER_DOMAIN, OutboxEmailProvider } from './outbox-email.provider';

/** The outbox's own rules for reserved names: `.invalid` is undeliverable, greylisted.test says try later. */
describe('OutboxEmailProvider', () => {
  const store = { send: jest.fn(() => Promise.resolve({ providerMessageId: 'outbox-1' })) };
  const provider = new OutboxEmailProvider(store as unknown as OutboxStore);
  const message = (to: string): EmailMessage => ({
    to,
    from: 'news@acme.test',
    subject: 'Hi',
    text: 'Hello',
    html: null,
    category: 'campaign',
    organizationId: 7,
  });
  beforeEach(() => store.send.mockClear());

  it('records an email in the outbox, once per idempotency key as the store keeps it', async () => {
    await expect(provider.send(message('ada@example.test'), 'k1')).resolves.toEqual({
      providerMessageId: 'outbox-1',
    });
    expect(store.send).toHaveBeenCalledWith('email', message('ada@example.test'), 'k1');
  });

  it(`answers 'try later' for an address at ${OUTBOX_TRY_LATER_DOMAIN}, and records nothing`, async () => {
    const sending = provider.send(message(`Bob@${OUTBOX_TRY_LATER_DOMAIN.toUpperCase()}`), 'k2');
    await expect(sending).rejects.toBeInstanceOf(TemporaryEmailError);
    await expect(sending).rejects.toThrow('451 4.7.1 Greylisted');
    expect(store.send).not.toHaveBeenCalled();
  });

  it('calls an address under .invalid undeliverable, others deliverable', async () => {
    await expect(provider.checkAddress('x@nowhere.invalid')).resolves.toEqual({ valid: false });
    await expect(provider.checkAddress(`x@${OUTBOX_TRY_LATER_DOMAIN}`)).resolves.toEqual({ valid: true });
    await expect(provider.checkAddress('x@example.com')).resolves.toEqual({ valid: true });
  });
});
