import { generateKeyPair } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { promisify } from 'node:util';
import type { DnsRecord } from '@ensemble/contracts';

/** What a domain must publish for mail the suite sends from it to pass DKIM, SPF and DMARC. */
export interface DomainKeys {
  selector: string;
  /** The DKIM public key: base64 of its SubjectPublicKeyInfo DER, as the `p=` tag carries it. */
  publicKey: string;
  /** PKCS #8 PEM; kept sealed (KeyRing), used by the SMTP provider to sign. */
  privateKey: string;
}

const generate = promisify(generateKeyPair);

/** A 2048-bit RSA pair (RFC 8301: at least 1024, 2048 recommended) with a selector of its own. */
export async function newDomainKeys(selector: string): Promise<DomainKeys> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { selector, publicKey: publicKey.toString('base64'), privateKey };
}

const spfMechanism = (ip: string) => `${isIPv6(ip) ? 'ip6' : 'ip4'}:${ip}`;

/** The SPF record: the domain itself, naming the IP mail leaves from (soft fail for any other). */
export const spfRecord = (domain: string, ip: string): DnsRecord => ({
  valid: false,
  type: 'TXT',
  host: domain,
  data: `v=spf1 ${spfMechanism(ip)} ~all`,
});

export const isSpf = (record: DnsRecord) => record.data.startsWith('v=spf1');

/**
 * The three TXT records, in the order the page lists them: DKIM (`<selector>._domainkey`), SPF (the domain
 * itself, naming the IP mail leaves from) and DMARC (`_dmarc`, policy none: reports only, never a rejection the
 * owner did not choose). `valid` is false until a lookup sees them.
 */
export function domainRecords(domain: string, ip: string, keys: Pick<DomainKeys, 'selector' | 'publicKey'>) {
  const records: DnsRecord[] = [
    {
      valid: false,
      type: 'TXT',
      host: `${keys.selector}._domainkey.${domain}`,
      data: `v=DKIM1; k=rsa; p=${keys.publicKey}`,
    },
    spfRecord(domain, ip),
    { valid: false, type: 'TXT', host: `_dmarc.${domain}`, data: 'v=DMARC1; p=none; adkim=r; aspf=r' },
  ];
  return records;
}

/** `k=v; k=v` tags of a DKIM or DMARC record, names lower-cased, values with their spaces removed. */
function tags(text: string): Map<string, string> {
  return new Map(
    text
      .split(';')
      .map((part) => part.split('='))
      .filter((kv) => kv.length >= 2 && kv[0]!.trim() !== '')
      .map(([k, ...v]) => [k!.trim().toLowerCase(), v.join('=').replace(/\s+/g, '')]),
  );
}

/**
 * Whether what DNS answers at a record's host (each TXT record's strings already joined) publishes it. Not a
 * byte comparison: an owner may add their own SPF mechanisms or DMARC policy, and providers split or space long
 * keys their own way. DKIM: the same public key. SPF: one `v=spf1` record that names the IP. DMARC: a
 * `v=DMARC1` record.
 */
export function published(record: DnsRecord, answers: string[]): boolean {
  const expected = tags(record.data);
  if (expected.get('v') === 'DKIM1') {
    return answers.some((a) => tags(a).get('p') === expected.get('p'));
  }
  if (isSpf(record)) {
    const mechanism = record.data.split(' ')[1]!.toLowerCase();
    const spf = answers.filter((a) => /^v=spf1(\s|$)/i.test(a.trim()));
    // RFC 7208 §4.5: two SPF records are a permanent error, whatever they say.
    return spf.length === 1 && spf[0]!.toLowerCase().split(/\s+/).includes(mechanism);
  }
  return answers.some((a) => tags(a).get('v') === 'DMARC1');
}
