import { domainRecords, published, spfRecord } from './domain-records';

const [dkim, spf, dmarc] = domainRecords('acme.example', '203.0.113.7', {
  selector: 's1',
  publicKey: 'MIIBIjANBgkq+AB/Cd==',
});

describe('published', () => {
  it('DKIM: the same public key, however the zone spaces or orders the tags', () => {
    expect(published(dkim!, ['k=rsa; v=DKIM1; p=MIIBIjANBgkq +AB/Cd=='])).toBe(true);
    expect(published(dkim!, ['v=DKIM1; k=rsa; p=MIIBIjANBgkqOTHER'])).toBe(false);
    expect(published(dkim!, [])).toBe(false);
  });

  it('SPF: exactly one v=spf1 record, naming the IP among the owner’s own mechanisms', () => {
    expect(
      published(spf!, ['v=spf1 include:_spf.google.com ip4:203.0.113.7 -all', 'site-verification=x']),
    ).toBe(true);
    expect(published(spf!, ['v=spf1 include:_spf.google.com ~all'])).toBe(false);
    expect(published(spf!, ['v=spf1 ip4:203.0.113.70 ~all'])).toBe(false);
    // Two SPF records are a permanent error (RFC 7208 §4.5), even if one names the IP.
    expect(published(spf!, ['v=spf1 ip4:203.0.113.7 ~all', 'v=spf1 -all'])).toBe(false);
    expect(published(spfRecord('acme.example', '2001:db8::25'), ['v=spf1 ip6:2001:db8::25 ~all'])).toBe(true);
  });

  it('DMARC: a v=DMARC1 record, with the owner’s own policy', () => {
    expect(published(dmarc!, ['v=DMARC1; p=reject; rua=mailto:d@acme.example'])).toBe(true);
    expect(published(dmarc!, ['v=spf1 -all'])).toBe(false);
  });
});
