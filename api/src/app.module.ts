import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { seconds, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AccessModule } from './engine/tenancy/access.module';
import { PrincipalCacheModule } from './engine/tenancy/principal-cache.module';
import { QuotasModule } from './engine/quotas/quotas.module';
import { CryptoModule } from './engine/crypto/crypto.module';
import { serializeRequest } from './engine/logging/redact-url';
import { RedisThrottlerStorage } from './engine/throttling/redis-throttler.storage';
import { ThrottlingModule } from './engine/throttling/throttling.module';
import type { AppConfig } from './engine/config/app-config';
import { ConfigModule } from './engine/config/config.module';
import { DatabaseModule } from './engine/database/database.module';
import { WorkModule } from './engine/work/work.module';
import { AccountModule } from './modules/platform/account/account.module';
import { AuthModule } from './modules/platform/auth/auth.module';
import { GoogleSignInModule } from './modules/platform/google-sign-in/google-sign-in.module';
import { BillingModule } from './modules/billing/subscriptions/billing.module';
import { HealthModule } from './modules/platform/health/health.module';
import { LeadFollowUpsModule } from './modules/contacts/lead-follow-ups/lead-follow-ups.module';
import { LeadEventsModule } from './modules/contacts/lead-events/lead-events.module';
import { LeadDocumentsModule } from './modules/contacts/lead-documents/lead-documents.module';
import { LeadRemindersModule } from './modules/contacts/lead-reminders/lead-reminders.module';
import { DashboardModule } from './modules/contacts/dashboard/dashboard.module';
import { WebFormsModule } from './modules/contacts/web-forms/web-forms.module';
import { IndustriesModule } from './modules/platform/industries/industries.module';
import { LeadImportsModule } from './modules/contacts/lead-imports/lead-imports.module';
import { LeadReportsModule } from './modules/contacts/lead-reports/lead-reports.module';
import { LeadNotesModule } from './modules/contacts/lead-notes/lead-notes.module';
import { LeadProfileModule } from './modules/contacts/lead-profile/lead-profile.module';
import { LeadSalesModule } from './modules/contacts/lead-sales/lead-sales.module';
import { LeadInvoicesModule } from './modules/contacts/lead-invoices/lead-invoices.module';
import { PostcardsModule } from './modules/messaging/postcards/postcards.module';
import { EmailTemplatesModule } from './modules/messaging/email-templates/email-templates.module';
import { MessagingModule } from './modules/messaging/outbound/messaging.module';
import { EmailSendingModule } from './modules/messaging/email-sending/email-sending.module';
import { EmailSetupModule } from './modules/messaging/email-setup/email-setup.module';
import { EmailWebhooksModule } from './modules/messaging/email-webhooks/email-webhooks.module';
import { EmailReportsModule } from './modules/messaging/email-reports/email-reports.module';
import { TextsModule } from './modules/messaging/texts/texts.module';
import { PhoneNumbersModule } from './modules/messaging/phone-numbers/phone-numbers.module';
import { PhoneWebhooksModule } from './modules/messaging/phone-webhooks/phone-webhooks.module';
import { AutomationsModule } from './modules/messaging/automations/automations.module';
import { AutomationEngineModule } from './modules/messaging/automations/engine/automation-engine.module';
import { OrganizationDeletionModule } from './modules/platform/organizations/organization-deletion.module';
import { OrganizationsModule } from './modules/platform/organizations/organizations.module';
import { OutboxApiModule } from './modules/messaging/outbox/outbox-api.module';
import { EmailRepliesModule } from './modules/messaging/replies/email-replies.module';
import { SocialModule } from './modules/social/social.module';
import { ReleasesModule } from './modules/platform/releases/releases.module';
import { ServicesModule } from './modules/contacts/services/services.module';
import { SettingsModule } from './modules/contacts/settings/settings.module';
import { SetupModule } from './modules/platform/setup/setup.module';
import { SeedModule } from './modules/platform/setup/seed/seed.module';
import { LeadsModule } from './modules/contacts/leads/leads.module';
import { Organization } from './modules/platform/organizations/organization.entity';
import { OrganizationMember } from './modules/platform/organizations/organization-member.entity';
import { User } from './modules/platform/users/user.entity';
import { entities } from './entities';
import { StorageModule } from './engine/providers/storage/storage.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // path-to-regexp 8 syntax for "every route" (the default '*' is rewritten with a warning).
          forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            // Fastify's request id (app.factory.ts), which it also puts on the raw request pino-http reads.
            genReqId: (req) => req.id,
            // The serializers get the raw request and response, not pino's copies of them with every header: a
            // line is id, method, redacted URL, status and time. Bodies and headers are never logged.
            wrapSerializers: false,
            serializers: {
              req: serializeRequest,
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
        DatabaseModule.forRoot(config, entities),
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
        // The engine's ports, answered by the modules (docs/adr/0012): writes to these empty the principal cache;
        // AuthModule answers PRINCIPAL_RESOLVER, LeadsModule LEAD_RESOLVER.
        PrincipalCacheModule.forRoot([User, OrganizationMember, Organization]),
        AccessModule.forRoot([AuthModule, LeadsModule]),
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
        EmailTemplatesModule,
        EmailSendingModule,
        EmailSetupModule,
        EmailWebhooksModule,
        EmailRepliesModule,
        EmailReportsModule,
        TextsModule,
        PhoneNumbersModule,
        PhoneWebhooksModule,
        AutomationsModule,
        AutomationEngineModule,
        SocialModule,
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
        WebFormsModule,
        DashboardModule,
        SeedModule,
      ],
    };
  }
}
