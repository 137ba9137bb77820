import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { EMAIL_PROVIDER, type EmailProvider } from '../../../engine/providers/email/email-provider';
import { EmailAudienceService, type EmailContact, LocationsService } from '../../contacts';
import { AccountService, OrganizationRecordsService } from '../../platform';
import type { ContactFacts, ContentOptions, OrganizationFacts } from './email-content';

const addressOf = (m: {
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}) => {
  const cityLine = [m.city, [m.state, m.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const line = [m.address, cityLine].filter(Boolean).join(', ');
  return line || null;
};

export const contactFacts = (email: string, c: EmailContact | undefined): ContactFacts => ({
  email,
  firstName: c?.firstName ?? null,
  lastName: c?.lastName ?? null,
  cellPhone: c?.cellPhone ?? null,
  networks: (c?.social ?? []).map((s) => s.url).join(' '),
});

/** What an email is filled with, read from the contexts that own it: the organization, the sender, the contacts. */
@Injectable()
export class EmailFactsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EMAIL_PROVIDER) private readonly provider: EmailProvider,
    private readonly organizations: OrganizationRecordsService,
    private readonly locations: LocationsService,
    private readonly account: AccountService,
    private readonly audience: EmailAudienceService,
  ) {}

  async organization(organizationId: number): Promise<OrganizationFacts> {
    const org = await this.organizations.findOrFail(this.dataSource.manager, organizationId);
    const main = await this.locations.mainAddress(organizationId);
    return {
      name: org.name,
      email: org.email,
      logo: org.logo,
      phone: main?.phoneNumber ?? null,
      website: main?.website ?? null,
      postalAddress: main ? addressOf(main) : null,
    };
  }

  async contentOptions(
    organizationId: number,
    senderId: number | null,
    bulk: boolean,
  ): Promise<ContentOptions> {
    const signature = senderId == null ? null : await this.account.getSignature(organizationId, senderId);
    return {
      apiBase: this.config.apiPublicUrl,
      track: !this.provider.reportsEvents,
      bulk,
      signatureHtml: signature?.html ?? '',
      organization: await this.organization(organizationId),
    };
  }

  /** The contacts of these ids, by id (another organization's are not found). */
  async contacts(organizationId: number, leadIds: number[]): Promise<Map<number, EmailContact>> {
    const out = new Map<number, EmailContact>();
    if (leadIds.length === 0) return out;
    const audience = { leadIds, stages: [], listId: null, groupIds: [] };
    for await (const page of this.audience.stream(organizationId, audience))
      for (const c of page) out.set(c.id, c);
    return out;
  }

  /** The domain of EMAIL_FROM, for Message-IDs. */
  get messageDomain(): string {
    const m = /@([^>\s]+)>?\s*$/.exec(this.config.emailFrom);
    return m?.[1] ?? 'localhost';
  }
}
