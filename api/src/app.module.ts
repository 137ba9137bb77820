import { randomUUID } from 'node:crypto';
import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { seconds, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AccessModule } from './common/access/access.module';
import { PrincipalCacheModule } from './common/access/principal-cache.module';
import { QuotasModule } from './common/quotas/quotas.module';
import { CryptoModule } from './common/crypto/crypto.module';
import { serializeRequest } from './common/logging/redact-url';
import { RedisThrottlerStorage } from './common/throttling/redis-throttler.storage';
import { ThrottlingModule } from './common/throttling/throttling.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { SeedModule } from './database/seed/seed.module';
import { WorkModule } from './engine/work/work.module';
import { AccountModule } from './modules/account/account.module';
import { AuthModule } from './modules/auth/auth.module';
import { GoogleSignInModule } from './modules/google-sign-in/google-sign-in.module';
import { BillingModule } from './modules/billing/billing.module';
import { HealthModule } from './modules/health/health.module';
import { LeadFollowUpsModule } from './modules/lead-follow-ups/lead-follow-ups.module';
import { LeadEventsModule } from './modules/lead-events/lead-events.module';
import { LeadDocumentsModule } from './modules/lead-documents/lead-documents.module';
import { LeadRemindersModule } from './modules/lead-reminders/lead-reminders.module';
import { IndustriesModule } from './modules/industries/industries.module';
import { LeadImportsModule } from './modules/lead-imports/lead-imports.module';
import { LeadReportsModule } from './modules/lead-reports/lead-reports.module';
import { LeadNotesModule } from './modules/lead-notes/lead-notes.module';
import { LeadProfileModule } from './modules/lead-profile/lead-profile.module';
import { LeadSalesModule } from './modules/lead-sales/lead-sales.module';
import { LeadInvoicesModule } from './modules/lead-invoices/lead-invoices.module';
import { PostcardsModule } from './modules/postcards/postcards.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { OrganizationDeletionModule } from './modules/organizations/organization-deletion.module';
import { OrganizationsModule } from './modules/organizations/organizations.module';
import { OutboxApiModule } from './modules/outbox/outbox-api.module';
import { ReleasesModule } from './modules/releases/releases.module';
import { ServicesModule } from './modules/services/services.module';
import { SettingsModule } from './modules/settings/settings.module';
import { SetupModule } from './modules/setup/setup.module';
import { StorageModule } from './providers/storage/storage.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // Express 5 path syntax for "every route" (the default '*' is rewritten with a warning).
          forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req, res) => {
              const incoming = req.headers['x-request-id'];
              const id =
                typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
              res.setHeader('X-Request-Id', id);
              return id;
            },
            // Bodies are never logged; the headers that carry credentials are masked.
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
              censor: '[redacted]',
            },
            serializers: {
              // Tokens of emailed links in the URL or the Referer are redacted too.
              req: serializeRequest,
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
        DatabaseModule.forRoot(config),
        CryptoModule,
        StorageModule,
        WorkModule,
        ThrottlerModule.forRoot({
          throttlers: [{ ttl: seconds(config.throttleTtlSeconds), limit: config.throttleLimit }],
          // Shared by every replica when there is Redis; the default (a Map per process) otherwise.
          ...(config.redisUrl
            ? { storage: new RedisThrottlerStorage(config.redisUrl, `${config.queuePrefix}:throttle`) }
            : {}),
        }),
        ThrottlingModule,
        QuotasModule,
        PrincipalCacheModule,
        AccessModule,
        AuthModule,
        GoogleSignInModule,
        AccountModule,
        OrganizationsModule,
        OrganizationDeletionModule,
        BillingModule,
        ServicesModule,
        LeadReportsModule,
        LeadImportsModule,
        LeadNotesModule,
        LeadProfileModule,
        LeadSalesModule,
        LeadInvoicesModule,
        PostcardsModule,
        IndustriesModule,
        ReleasesModule,
        MessagingModule,
        OutboxApiModule,
        SettingsModule,
        SetupModule,
        HealthModule,
        LeadFollowUpsModule,
        LeadEventsModule,
        LeadDocumentsModule,
        LeadRemindersModule,
        SeedModule,
      ],
    };
  }
}
