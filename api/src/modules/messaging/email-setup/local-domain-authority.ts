import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { KEY_RING, type KeyRing } from '../../../engine/crypto/key-ring';
import type { AuthorizedDomain, CreatedDomain, DomainAuthority, DomainCheck } from './domain-authority';
import { domainRecords, isSpf, newDomainKeys, published, spfRecord } from './domain-records';
import { TxtLookup } from './txt-lookup';

/** The key ring's purpose for DKIM private keys. */
export const DKIM_KEY_PURPOSE = 'dkim';

/**
 * The suite as its own authority (outbox, smtp): a 2048-bit DKIM key pair per domain (the private key sealed
 * with the key ring, used to sign what the SMTP provider sends), three TXT records (DKIM, SPF naming the chosen
 * IP among EMAIL_SENDING_IPS, DMARC), and Verify by real DNS lookups (DNS_SERVERS). A lookup that cannot be made
 * throws DnsLookupError.
 */
@Injectable()
export class LocalDomainAuthority implements DomainAuthority {
  readonly name = 'local';

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'sendingIps'>,
    @Inject(KEY_RING) private readonly keys: KeyRing,
    private readonly lookup: TxtLookup,
  ) {}

  offeredIps(): Promise<string[]> {
    return Promise.resolve(this.config.sendingIps);
  }

  async create(domain: string, ip: string): Promise<CreatedDomain> {
    const keys = await newDomainKeys(`ens${randomBytes(4).toString('hex')}`);
    return {
      records: domainRecords(domain, ip, keys),
      providerDomainId: null,
      dkim: { selector: keys.selector, sealedPrivateKey: this.keys.seal(DKIM_KEY_PURPOSE, keys.privateKey) },
    };
  }

  /** The SPF record names the IP: it changes, and the domain must be verified again. */
  changeIp(domain: AuthorizedDomain, ip: string): Promise<DomainCheck> {
    const records = domain.records.map((r) => (isSpf(r) ? spfRecord(domain.domain, ip) : r));
    return Promise.resolve({ records, valid: false });
  }

  /** Looks every record up now; each is Verified or not, and the domain is valid when all are. */
  async verify(domain: AuthorizedDomain): Promise<DomainCheck> {
    const records = await Promise.all(
      domain.records.map(async (r) => ({ ...r, valid: published(r, await this.lookup.txt(r.host)) })),
    );
    return { records, valid: records.every((r) => r.valid) };
  }

  /** Nothing is kept anywhere but the row. */
  remove(): Promise<void> {
    return Promise.resolve();
  }

  /** The sender is ours alone: verified as it is saved. */
  verifySender(): Promise<void> {
    return Promise.resolve();
  }
}
