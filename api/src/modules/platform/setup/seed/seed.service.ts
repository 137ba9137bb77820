import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { leadSchema } from '@ensemble/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../engine/config/app-config';
import { Industry } from '../../industries/industry.entity';
import { IndustriesService } from '../../industries/industries.service';
import { ContactWritesService, LeadListsService } from '../../../contacts';
import { OrganizationsService } from '../../organizations/organizations.service';
import { Organization } from '../../organizations/organization.entity';
import { Release } from '../../releases/release.entity';
import { PasswordHasher } from '../../users/password-hasher.service';
import { UsersService } from '../../users/users.service';
import { TransactionService } from '../../../../engine/database/transaction.service';
import {
  DEMO_ORGANIZATION_EMAIL,
  DEMO_ORGANIZATION_INDUSTRY,
  DEMO_ORGANIZATION_NAME,
  DEMO_USER_EMAIL,
  DEMO_USER_PASSWORD,
} from './demo';
import { DEMO_CONTACTS, DEMO_LIST_TITLE, demoEmail } from './demo-contacts';
import { INDUSTRIES, RELEASES } from './reference-data';

/**
 * Reference data (industries, releases) is inserted on every start when missing; the demo organization when
 * SEED_DEMO=true. Everything is idempotent and safe when several replicas start at once (INSERT ... IGNORE).
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly organizations: OrganizationsService,
    private readonly industries: IndustriesService,
    private readonly contacts: ContactWritesService,
    private readonly lists: LeadListsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedReferenceData();
    await this.applyEulaVersion();
    if (this.config.seedSuperuserEmail) await this.seedSuperuser(this.config.seedSuperuserEmail);
    if (!this.config.seedDemo) return;
    try {
      await this.seedDemo();
    } catch (err) {
      // Another replica seeding at the same moment, or the demo email taken: the demo is a convenience.
      this.logger.warn(`demo seed skipped: ${(err as Error).message}`);
    }
  }

  /** EULA_VERSION is the version every organization must have agreed to (organization.last_eula). */
  async applyEulaVersion(): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(Organization)
      .set({ lastEula: this.config.eulaVersion })
      .where('last_eula < :v', { v: this.config.eulaVersion })
      .execute();
  }

  /** SEED_SUPERUSER_EMAIL: that existing account becomes a superuser (skips the EULA). */
  async seedSuperuser(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      this.logger.warn(`SEED_SUPERUSER_EMAIL: no account ${email} (sign up first, then restart)`);
      return;
    }
    if (user.isSuperuser) return;
    await this.users.updateFields(this.dataSource.manager, user.id, { isSuperuser: true });
    this.logger.log(`${email} is now a superuser`);
  }

  async seedReferenceData(): Promise<void> {
    const existing = new Set((await this.dataSource.getRepository(Industry).find()).map((i) => i.name));
    for (const name of INDUSTRIES) {
      if (existing.has(name)) continue;
      // One row at a time keeps ids in list order ('Insurance' = first id).
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(Industry)
        .values({ name })
        .orIgnore()
        .execute();
    }
    const versions = new Set((await this.dataSource.getRepository(Release).find()).map((r) => r.version));
    for (const r of RELEASES) {
      if (versions.has(r.version)) continue;
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(Release)
        .values({ version: r.version, title: r.title, notes: r.notes, releasedAt: new Date(r.releasedAt) })
        .orIgnore()
        .execute();
    }
  }

  async seedDemo(): Promise<void> {
    let user = await this.users.findByEmail(DEMO_USER_EMAIL);
    if (!user) {
      const passwordHash = await this.passwords.hash(DEMO_USER_PASSWORD);
      user = await this.tx.run(({ manager }) =>
        this.users.create(manager, {
          email: DEMO_USER_EMAIL,
          firstName: 'Demo',
          lastName: 'User',
          passwordHash,
          isVerified: true,
        }),
      );
      this.logger.log(`demo user ${DEMO_USER_EMAIL} created`);
    }
    const mine = await this.organizations.listForUser(user.id, {
      page: 1,
      per_page: 1,
      search: DEMO_ORGANIZATION_EMAIL,
      ordering: '',
    });
    if (mine.count > 0) return;
    const industry = await this.industries.findByName(DEMO_ORGANIZATION_INDUSTRY);
    if (!industry) throw new Error(`industry ${DEMO_ORGANIZATION_INDUSTRY} missing`);
    const organization = await this.organizations.create(user.id, {
      name: DEMO_ORGANIZATION_NAME,
      email: DEMO_ORGANIZATION_EMAIL,
      industry: industry.id,
    });
    await this.seedDemoContacts(organization.id, user.id);
    this.logger.log(`demo organization '${DEMO_ORGANIZATION_NAME}' created`);
  }

  /** Through the contacts service, so the demo's contacts carry their search columns, counts and history. */
  private async seedDemoContacts(organizationId: number, userId: number): Promise<void> {
    const list = await this.lists.create(organizationId, { title: DEMO_LIST_TITLE });
    for (const { stage, ...fields } of DEMO_CONTACTS) {
      const scope = stage === 'Opportunity' ? { state: stage, listId: list.id } : { state: stage };
      // Parsed by the same schema the API's pipe applies, so the input has every field with its default.
      const input = leadSchema(stage).validateSync({ ...fields, email: demoEmail({ stage, ...fields }) });
      await this.contacts.create(organizationId, userId, scope, input);
    }
  }
}
