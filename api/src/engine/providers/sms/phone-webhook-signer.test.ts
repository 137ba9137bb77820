import { KeyRing } from '../../crypto/key-ring';
import { LOCAL_WEBHOOK_KEY_PURPOSE, PhoneWebhookSigner } from './phone-webhook-signer';

/**
 * X-Twilio-Signature, checked with the SDK's validateRequest: Twilio's documented example first (auth token 12345),
 * then the local provider's key, which signs and checks the same way.
 */
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};

describe('PhoneWebhookSigner with an auth token (SMS_PROVIDER=twilio)', () => {
  const signer = new PhoneWebhookSigner('12345');

  it("accepts Twilio's own signature of its documented example", () => {
    expect(signer.validateRequest('0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, params)).toBe(true);
    expect(signer.sign(url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('refuses a forged request: another parameter, URL, key or no signature', () => {
    const signature = signer.sign(url, params);
    expect(signer.validateRequest(signature, url, { ...params, Digits: '9999' })).toBe(false);
    expect(signer.validateRequest(signature, url, { ...params, Extra: 'x' })).toBe(false);
    expect(signer.validateRequest(signature, 'https://mycompany.com/myapp.php?foo=1&bar=3', params)).toBe(
      false,
    );
    expect(new PhoneWebhookSigner('54321').validateRequest(signature, url, params)).toBe(false);
    expect(signer.validateRequest('', url, params)).toBe(false);
    expect(signer.validateRequest('not base64 at all', url, params)).toBe(false);
  });
});

describe('PhoneWebhookSigner with the key ring’s key (SMS_PROVIDER=outbox)', () => {
  const keyOf = (secret: string) => new KeyRing(secret).key(LOCAL_WEBHOOK_KEY_PURPOSE).toString('base64url');
  const signer = new PhoneWebhookSigner(keyOf('x'.repeat(32)));

  it('accepts what it signed and refuses what another key signed', () => {
    const form = { MessageSid: 'SM0123', From: '+14155550134', To: '+14155550100', Body: 'STOP' };
    const target = 'http://localhost:3999/api/twilio/sms/';
    expect(signer.validateRequest(signer.sign(target, form), target, form)).toBe(true);
    const other = new PhoneWebhookSigner(keyOf('y'.repeat(32)));
    expect(signer.validateRequest(other.sign(target, form), target, form)).toBe(false);
    expect(signer.validateRequest(signer.sign(target, form), target, { ...form, Body: 'START' })).toBe(false);
  });
});
