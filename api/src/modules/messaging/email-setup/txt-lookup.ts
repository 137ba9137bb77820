import { Resolver } from 'node:dns/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';

/** A lookup that could not be answered (the resolver failed or timed out): not the same as "not published". */
export class DnsLookupError extends Error {}

/** Answers meaning "nothing is published there". */
const NOTHING = new Set(['ENODATA', 'ENOTFOUND']);

/** TXT lookups through DNS_SERVERS (or the system's resolvers): what the email setup's Verify reads. */
@Injectable()
export class TxtLookup {
  private readonly resolver = new Resolver({ timeout: 3000, tries: 2 });

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'dnsServers'>) {
    if (config.dnsServers.length) this.resolver.setServers(config.dnsServers);
  }

  /** Each TXT record at `host`, its strings joined (RFC 7208 §3.3); [] when there is none. */
  async txt(host: string): Promise<string[]> {
    try {
      return (await this.resolver.resolveTxt(host)).map((strings) => strings.join(''));
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'error';
      if (NOTHING.has(code)) return [];
      throw new DnsLookupError(`The DNS lookup of ${host} failed (${code}).`);
    }
  }
}
