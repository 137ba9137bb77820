import { REDACTED, redactUrl, serializeRequest } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/api/invitations/preview/?token=abc123', `/api/invitations/preview/?token=${REDACTED}`],
    [
      '/api/outbox/mailbox/?address=a%40b.test&per_page=5',
      '/api/outbox/mailbox/?address=a%40b.test&per_page=5',
    ],
    [
      '/email-verification/?email=a%40b.test&token=xyz',
      `/email-verification/?email=a%40b.test&token=${REDACTED}`,
    ],
    ['/new-password?token=s3cret&next=/x', `/new-password?token=${REDACTED}&next=/x`],
    [
      '/api/auth/google/callback?code=4%2F0Ab&state=st',
      `/api/auth/google/callback?code=${REDACTED}&state=st`,
    ],
    ['/api/x?Signature=sig&X-Amz-Credential=c', `/api/x?Signature=${REDACTED}&X-Amz-Credential=c`],
    ['/api/pay/invoices/tok_abc?x=1', `/api/pay/invoices/${REDACTED}?x=1`],
    ['/api/pay/invoices/tok_abc', `/api/pay/invoices/${REDACTED}`],
    ['/api/organization/4/lead/?search=ann&page=2', '/api/organization/4/lead/?search=ann&page=2'],
    ['/api/x?%74oken=abc', `/api/x?%74oken=${REDACTED}`],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('serializeRequest (the access log)', () => {
  it('writes no token of the URL, and no header', () => {
    const logged = serializeRequest({
      id: 'r1',
      method: 'GET',
      url: '/invitations/preview/?token=inv-secret',
      originalUrl: '/api/invitations/preview/?token=inv-secret',
    });
    expect(JSON.stringify(logged)).not.toMatch(/inv-secret/);
    expect(logged).toEqual({ id: 'r1', method: 'GET', url: `/api/invitations/preview/?token=${REDACTED}` });
  });
});
