import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import {
  type LeadReminder as LeadReminderView,
  leadRemindersMessages,
  type ReminderInput,
  reminderSchema,
} from '@ensemble/contracts';
import { CurrentLead, CurrentUser, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import type { Lead } from '../leads/lead.entity';
import type { User } from '../../platform';
import { LeadRemindersService } from './lead-reminders.service';
import { idPipe } from '../../../engine/http/params';

const LeadIdParam = () => ApiParam({ name: 'leadId', type: 'integer' });
const scopeOf = (lead: Lead) => ({ organizationId: lead.organizationId, leadId: lead.id });
const DATES =
  "date_of_sending is 'MM/DD/YYYY h:mm:ss A' on the wall clock of the organization's main location " +
  '(America/New_York without one); the API stores UTC.';

/** A contact's reminders (spec 2 §7 Reminders); the lead decides the organization (member, else 404). */
@ApiTags('contacts')
@Controller('organization/lead/:leadId/reminders')
export class LeadRemindersController {
  constructor(private readonly reminders: LeadRemindersService) {}

  @Get()
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({ summary: "A contact's reminders, by date of sending", description: DATES })
  @ApiOkResponse({ description: 'LeadReminder[]' })
  list(@CurrentLead() lead: Lead): Promise<LeadReminderView[]> {
    return this.reminders.list(scopeOf(lead));
  }

  @Post()
  @TenantRoute()
  @LeadIdParam()
  @ApiYupBody(reminderSchema)
  @ApiOperation({
    summary: 'Add a reminder (open) → 201 LeadReminder',
    description:
      `${DATES} At that time the contact's representatives get an email (and an SMS with sms_notif and a ` +
      `phone), once. 400 { reminder: ['${leadRemindersMessages.noteTooLong}'] }.`,
  })
  @ApiCreatedResponse({ description: leadRemindersMessages.added })
  create(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Body(new YupPipe(reminderSchema)) body: ReminderInput,
  ): Promise<LeadReminderView> {
    return this.reminders.create(scopeOf(lead), user.id, body);
  }

  @Put(':id/')
  @TenantRoute()
  @LeadIdParam()
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiYupBody(reminderSchema)
  @ApiOperation({
    summary: 'Edit or complete (is_completed true) an open reminder',
    description: `${DATES} A completed reminder answers 400 { detail: '${leadRemindersMessages.completedIsLocked}' }; a new date re-arms the notification.`,
  })
  update(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(reminderSchema)) body: ReminderInput,
  ): Promise<LeadReminderView> {
    return this.reminders.update(scopeOf(lead), user.id, id, body);
  }

  @Delete(':id/')
  @TenantRoute()
  @LeadIdParam()
  @ApiParam({ name: 'id', type: 'integer' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a reminder, open or completed' })
  @ApiNoContentResponse({ description: leadRemindersMessages.deleted })
  remove(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    return this.reminders.remove(scopeOf(lead), user.id, id);
  }
}
