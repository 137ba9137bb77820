import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
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
import { KEY_RING, type KeyRing } from '../../../engine/crypto/key-ring';
import { isUniqueViolation } from '../../../engine/database/query-errors';
import { ApiError } from '../../../engine/http/api-error';
import type { DkimKey } from '../../../engine/providers/email/email-provider';
import { LocationsService } from '../../contacts';
import {
  type AuthorizedDomain,
  DOMAIN_AUTHORITY,
  type DomainAuthority,
  DomainAuthorityError,
} from './domain-authority';
import { DKIM_KEY_PURPOSE } from './local-domain-authority';
import { SendingDomainRow } from './sending-domain.entity';
import { DnsLookupError } from './txt-lookup';

export { DKIM_KEY_PURPOSE };

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

const authorized = (row: SendingDomainRow): AuthorizedDomain => ({
  domain: row.domain,
  ipAddress: row.ipAddress,
  providerDomainId: row.providerDomainId,
  records: row.records,
});

/**
 * The email setup page's calls (issue 18): the organization's domain, the DNS records that authenticate it, the
 * IP it sends from, Verify, and the sender identity at the domain. What differs by email provider is the
 * domain authority's (DOMAIN_AUTHORITY: SendGrid's domain authentication with EMAIL_PROVIDER=sendgrid, our own
 * DKIM key and TXT records otherwise); the rules, the messages and the stored row are the same for both.
 */
@Injectable()
export class EmailSetupService {
  private readonly logger = new Logger(EmailSetupService.name);

  constructor(
    @InjectRepository(SendingDomainRow) private readonly domains: Repository<SendingDomainRow>,
    @Inject(DOMAIN_AUTHORITY) private readonly authority: DomainAuthority,
    @Inject(KEY_RING) private readonly keys: KeyRing,
    private readonly locations: LocationsService,
  ) {}

  private own(organizationId: number): Promise<SendingDomainRow | null> {
    return this.domains.findOneBy({ organizationId });
  }

  private async required(organizationId: number): Promise<SendingDomainRow> {
    const row = await this.own(organizationId);
    if (!row) throw noDomain();
    return row;
  }

  /**
   * The authority's call; when its provider fails or refuses it, the page's own words for the operation (502),
   * never the provider's, which go to the logs.
   */
  private async ask<T>(failed: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof DomainAuthorityError)) throw err;
      this.logger.warn(`${this.authority.name} domain authority: ${err.message}`);
      throw ApiError.detail(HttpStatus.BAD_GATEWAY, failed);
    }
  }

  private async offeredIp(ip: string, failed: string): Promise<string> {
    const offered = await this.ask(failed, () => this.authority.offeredIps());
    if (!offered.includes(ip)) throw ApiError.field('ip', messages.invalidChoice);
    return ip;
  }

  async get(organizationId: number): Promise<SendingDomain> {
    return present(await this.own(organizationId));
  }

  async authenticate(
    organizationId: number,
    input: InferType<typeof authenticateDomainSchema>,
  ): Promise<SendingDomain> {
    const ip = await this.offeredIp(input.ip, M.unableToAuthenticate);
    if (await this.own(organizationId)) throw ApiError.detail(HttpStatus.BAD_REQUEST, M.alreadyAuthenticated);
    if (await this.domains.existsBy({ domain: input.domain })) throw ApiError.field('domain', M.domainTaken);
    const created = await this.ask(M.unableToAuthenticate, () => this.authority.create(input.domain, ip));
    try {
      const row = await this.domains.save(
        this.domains.create({
          organizationId,
          domain: input.domain,
          ipAddress: ip,
          providerDomainId: created.providerDomainId,
          dkimSelector: created.dkim?.selector ?? '',
          dkimPrivateKey: created.dkim?.sealedPrivateKey ?? '',
          records: created.records,
          valid: false,
          verifiedAt: null,
          senderEmail: null,
          senderName: null,
          replyToEmail: null,
        }),
      );
      return present(row);
    } catch (err) {
      // Not kept: the provider forgets the domain again (best effort; the row's error is the answer).
      const made = { domain: input.domain, ipAddress: ip, providerDomainId: created.providerDomainId };
      await this.authority.remove({ ...made, records: created.records }).catch((e: Error) => {
        this.logger.warn(`${this.authority.name} domain authority kept ${input.domain}: ${e.message}`);
      });
      // Two requests raced past the checks: the unique indexes tell which.
      if (!isUniqueViolation(err)) throw err;
      if (await this.own(organizationId))
        throw ApiError.detail(HttpStatus.BAD_REQUEST, M.alreadyAuthenticated);
      throw ApiError.field('domain', M.domainTaken);
    }
  }

  /** Another IP: the domain's records follow it (our SPF record names it), so it may need a new Verify. */
  async updateIp(
    organizationId: number,
    input: InferType<typeof updateDomainIpSchema>,
  ): Promise<SendingDomain> {
    const row = await this.required(organizationId);
    const ip = await this.offeredIp(input.ip, M.unableToUpdateIp);
    if (ip === row.ipAddress) return present(row);
    const { records, valid } = await this.ask(M.unableToUpdateIp, () =>
      this.authority.changeIp(authorized(row), ip),
    );
    await this.domains.update({ organizationId, id: row.id }, { ipAddress: ip, records, valid });
    return present({ ...row, ipAddress: ip, records, valid });
  }

  /** The provider forgets the domain first: a domain it still holds is not deleted here either. */
  async remove(organizationId: number): Promise<void> {
    const row = await this.own(organizationId);
    if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    await this.ask(M.unableToDelete, () => this.authority.remove(authorized(row)));
    const deleted = await this.domains.delete({ organizationId, id: row.id });
    if (!deleted.affected) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
  }

  /** Checks every record now; each is Verified or not, and whether the domain is valid. */
  async verify(organizationId: number): Promise<SendingDomain> {
    const row = await this.required(organizationId);
    let check;
    try {
      check = await this.ask(M.unableToVerify, () => this.authority.verify(authorized(row)));
    } catch (err) {
      if (err instanceof DnsLookupError) throw ApiError.detail(HttpStatus.SERVICE_UNAVAILABLE, err.message);
      throw err;
    }
    const { records, valid } = check;
    const verifiedAt = new Date();
    await this.domains.update({ organizationId, id: row.id }, { records, valid, verifiedAt });
    return present({ ...row, records, valid, verifiedAt });
  }

  /** The offered IPs, each with how many organizations send from it. */
  async ips(): Promise<SendingIp[]> {
    const offered = await this.ask(messages.somethingWentWrong, () => this.authority.offeredIps());
    const counts = await this.domains
      .createQueryBuilder('d')
      .select('d.ipAddress', 'ip')
      .addSelect('COUNT(*)', 'n')
      .groupBy('d.ipAddress')
      .getRawMany<{ ip: string; n: number | string }>();
    const used = new Map(counts.map((c) => [c.ip, Number(c.n)]));
    return offered.map((ip) => ({ ip, users_count: used.get(ip) ?? 0 }));
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

  /**
   * The DKIM key of the organization's verified domain, when `from` is at it; null otherwise, and for a domain
   * whose provider signs (SendGrid).
   */
  async signingKey(organizationId: number, from: string): Promise<DkimKey | null> {
    const row = await this.own(organizationId);
    const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
    if (!row?.valid || !row.dkimPrivateKey || address.split('@')[1]?.toLowerCase() !== row.domain)
      return null;
    const privateKey = this.keys.open(DKIM_KEY_PURPOSE, row.dkimPrivateKey);
    return privateKey ? { domainName: row.domain, keySelector: row.dkimSelector, privateKey } : null;
  }

  /**
   * The sender identity: a FROM address at the domain, a name and a REPLY TO; verified as it is saved (the
   * provider registers it first, with the organization's main location as its postal address).
   */
  async verifySender(
    organizationId: number,
    input: InferType<typeof verifySenderSchema>,
  ): Promise<SenderInfo> {
    const row = await this.required(organizationId);
    if (input.email.split('@')[1] !== row.domain)
      throw ApiError.field('email', M.senderNotOnDomain(row.domain));
    const address = await this.locations.mainAddress(organizationId);
    await this.ask(M.unableToSave, () =>
      this.authority.verifySender(authorized(row), {
        organizationId,
        email: input.email,
        name: input.sender_name,
        replyTo: input.reply_to,
        address,
      }),
    );
    const sender = { senderEmail: input.email, senderName: input.sender_name, replyToEmail: input.reply_to };
    await this.domains.update({ organizationId, id: row.id }, sender);
    return infoOf({ ...row, ...sender });
  }
}
