import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadsModule, ServicesModule, SettingsModule } from '../../contacts';
import { OrganizationRecordsModule } from '../../platform';
import { EmailTemplatesModule } from '../email-templates/email-templates.module';
import { Automation, AutomationAction, AutomationFollowUp, AutomationHoliday } from './automation.entities';
import { AutomationActionsService } from './automation-actions.service';
import { AutomationHolidaysController } from './automation-holidays.controller';
import { AutomationHolidaysService } from './automation-holidays.service';
import { AutomationReferences } from './automation-references';
import { CustomAutomationsController } from './custom-automations.controller';
import { CustomAutomationsService } from './custom-automations.service';
import { FollowUpAutomationsController } from './follow-up-automations.controller';
import { FollowUpAutomationsService } from './follow-up-automations.service';
import { OrganizationDay } from './organization-day';
import { ResultBasedAutomationsController } from './result-based-automations.controller';
import { ResultBasedAutomationsService } from './result-based-automations.service';
import { TemplateUsageOfAutomations } from './template-usage-of-automations';

/**
 * Automations (issue 20; spec 3 §7 Automations): the holiday emails, the five follow-ups, Build your own and
 * Result based, with their actions. Lists, tags, services and templates are checked through their modules'
 * services; the templates they use count as uses there (TemplateUsage). Sending is the engine's (engine/).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AutomationHoliday, AutomationFollowUp, Automation, AutomationAction]),
    EmailTemplatesModule,
    LeadsModule,
    ServicesModule,
    SettingsModule,
    OrganizationRecordsModule,
  ],
  controllers: [
    AutomationHolidaysController,
    FollowUpAutomationsController,
    CustomAutomationsController,
    ResultBasedAutomationsController,
  ],
  providers: [
    AutomationHolidaysService,
    FollowUpAutomationsService,
    CustomAutomationsService,
    ResultBasedAutomationsService,
    AutomationActionsService,
    AutomationReferences,
    OrganizationDay,
    TemplateUsageOfAutomations,
  ],
})
export class AutomationsModule {}
