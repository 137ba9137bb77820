import { randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type authenticateDomainSchema,
  emailSetupMessages as M,
  messages,
  noSendingDomain,
  type SenderInfo,
  type SendingDomain,
  type SendingIp,
  type updateDomainIpSchema,
  type verifySenderSchema,
} from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import type { InferType } from 'yup';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { KEY_RING, type KeyRing } from '../../../engine/crypto/key-ring';
import { isUniqueViolation } from '../../../engine/database/query-errors';
import { ApiError } from '../../../engine/http/api-error';
import type { DkimKey } from '../../../engine/providers/email/email-provider';
import { domainRecords, isSpf, newDomainKeys, published, spfRecord } from './domain-records';
import { SendingDomainRow } from './sending-domain.entity';
import { DnsLookupError, TxtLookup } from './txt-lookup';

/** The key ring's purpose for DKIM private keys. */
export const DKIM_KEY_PURPOSE = 'dkim';

function present(row: SendingDomainRow | null): SendingDomain {
  if (!row) return noSendingDomain;
  return {
    domain: row.domain,
    ip_address: row.ipAddress,
    valid: row.valid,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    dns: row.records,
    sender_email: row.senderEmail,
    sender_name: row.senderName,
    reply_to_email: row.replyToEmail,
  };
}

const infoOf = (row: SendingDomainRow | null): SenderInfo => ({
  ip_address: row?.ipAddress ?? null,
  sender_email: row?.senderEmail ?? null,
  sender_name: row?.senderName ?? null,
  reply_to_email: row?.replyToEmail ?? null,
});

const noDomain = () => ApiError.detail(HttpStatus.BAD_REQUEST, M.noDomain);

/**
 * The email setup page's calls (issue 18) for the suite's own sending (outbox, smtp): the organization's domain,
 * a DKIM key pair made for it, the TXT records to publish (DKIM, SPF naming the chosen IP, DMARC), Verify by
 * real DNS lookups, and the sender identity at the domain.
 */
@Injectable()
export class EmailSetupService {
  constructor(
    @InjectRepository(SendingDomainRow) private readonly domains: Repository<SendingDomainRow>,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'sendingIps'>,
    @Inject(KEY_RING) private readonly keys: KeyRing,
    private readonly lookup: TxtLookup,
  ) {}

  private own(organizationId: number): Promise<SendingDomainRow | null> {
    return this.domains.findOneBy({ organizationId });
  }

  private async required(organizationId: number): Promise<SendingDomainRow> {
    const row = await this.own(organizationId);
    if (!row) throw noDomain();
    return row;
  }

  private offeredIp(ip: string): string {
    if (!this.config.sendingIps.includes(ip)) throw ApiError.field('ip', messages.invalidChoice);
    return ip;
  }

  async get(organizationId: number): Promise<SendingDomain> {
    return present(await this.own(organizationId));
  }

  async authenticate(
    organizationId: number,
    input: InferType<typeof authenticateDomainSchema>,
  ): Promise<SendingDomain> {
    const ip = this.offeredIp(input.ip);
    if (await this.own(organizationId)) throw ApiError.detail(HttpStatus.BAD_REQUEST, M.alreadyAuthenticated);
    if (await this.domains.existsBy({ domain: input.domain })) throw ApiError.field('domain', M.domainTaken);
    const keys = await newDomainKeys(`ens${randomBytes(4).toString('hex')}`);
    try {
      const row = await this.domains.save(
        this.domains.create({
          organizationId,
          domain: input.domain,
          ipAddress: ip,
          dkimSelector: keys.selector,
          dkimPrivateKey: this.keys.seal(DKIM_KEY_PURPOSE, keys.privateKey),
          records: domainRecords(input.domain, ip, keys),
          valid: false,
          verifiedAt: null,
          senderEmail: null,
          senderName: null,
          replyToEmail: null,
        }),
      );
      return present(row);
    } catch (err) {
      // Two requests raced past the checks: the unique indexes tell which.
      if (!isUniqueViolation(err)) throw err;
      if (await this.own(organizationId))
        throw ApiError.detail(HttpStatus.BAD_REQUEST, M.alreadyAuthenticated);
      throw ApiError.field('domain', M.domainTaken);
    }
  }

  /** Another IP: the SPF record names it, so it (and the domain) must be verified again. */
  async updateIp(
    organizationId: number,
    input: InferType<typeof updateDomainIpSchema>,
  ): Promise<SendingDomain> {
    const row = await this.required(organizationId);
    const ip = this.offeredIp(input.ip);
    if (ip === row.ipAddress) return present(row);
    const records = row.records.map((r) => (isSpf(r) ? spfRecord(row.domain, ip) : r));
    await this.domains.update({ organizationId, id: row.id }, { ipAddress: ip, records, valid: false });
    return present({ ...row, ipAddress: ip, records, valid: false });
  }

  async remove(organizationId: number): Promise<void> {
    const deleted = await this.domains.delete({ organizationId });
    if (!deleted.affected) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
  }

  /** Looks every record up now; each is Verified or not, and the domain is valid when all are. */
  async verify(organizationId: number): Promise<SendingDomain> {
    const row = await this.required(organizationId);
    let records;
    try {
      records = await Promise.all(
        row.records.map(async (r) => ({ ...r, valid: published(r, await this.lookup.txt(r.host)) })),
      );
    } catch (err) {
      if (err instanceof DnsLookupError) throw ApiError.detail(HttpStatus.SERVICE_UNAVAILABLE, err.message);
      throw err;
    }
    const valid = records.every((r) => r.valid);
    const verifiedAt = new Date();
    await this.domains.update({ organizationId, id: row.id }, { records, valid, verifiedAt });
    return present({ ...row, records, valid, verifiedAt });
  }

  /** The offered IPs, each with how many organizations send from it. */
  async ips(): Promise<SendingIp[]> {
    const counts = await this.domains
      .createQueryBuilder('d')
      .select('d.ipAddress', 'ip')
      .addSelect('COUNT(*)', 'n')
      .groupBy('d.ipAddress')
      .getRawMany<{ ip: string; n: number | string }>();
    const used = new Map(counts.map((c) => [c.ip, Number(c.n)]));
    return this.config.sendingIps.map((ip) => ({ ip, users_count: used.get(ip) ?? 0 }));
  }

  async info(organizationId: number): Promise<SenderInfo> {
    return infoOf(await this.own(organizationId));
  }

  /**
   * Who the organization's emails are from: its sender identity when it has one, and whether its domain is
   * verified (mail from an unverified domain is refused: receivers would fail its DKIM, SPF and DMARC); null
   * without an identity (the suite's own EMAIL_FROM sends).
   */
  async senderIdentity(
    organizationId: number,
  ): Promise<{ domain: string; verified: boolean; from: string; replyTo: string | null } | null> {
    const row = await this.own(organizationId);
    if (!row?.senderEmail) return null;
    const name = (row.senderName ?? '').replace(/["\\\r\n]/g, '');
    return {
      domain: row.domain,
      verified: row.valid,
      from: name ? `"${name}" <${row.senderEmail}>` : row.senderEmail,
      replyTo: row.replyToEmail,
    };
  }

  /** The DKIM key of the organization's verified domain, when `from` is at it; null otherwise. */
  async signingKey(organizationId: number, from: string): Promise<DkimKey | null> {
    const row = await this.own(organizationId);
    const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
    if (!row?.valid || address.split('@')[1]?.toLowerCase() !== row.domain) return null;
    const privateKey = this.keys.open(DKIM_KEY_PURPOSE, row.dkimPrivateKey);
    return privateKey ? { domainName: row.domain, keySelector: row.dkimSelector, privateKey } : null;
  }

  /** The sender identity: a FROM address at the domain, a name and a REPLY TO; verified as it is saved. */
  async verifySender(
    organizationId: number,
    input: InferType<typeof verifySenderSchema>,
  ): Promise<SenderInfo> {
    const row = await this.required(organizationId);
    if (input.email.split('@')[1] !== row.domain)
      throw ApiError.field('email', M.senderNotOnDomain(row.domain));
    const sender = { senderEmail: input.email, senderName: input.sender_name, replyToEmail: input.reply_to };
    await this.domains.update({ organizationId, id: row.id }, sender);
    return infoOf({ ...row, ...sender });
  }
}
