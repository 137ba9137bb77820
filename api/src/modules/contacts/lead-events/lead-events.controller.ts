import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  type LeadEvent,
  type LeadEventInput,
  leadEventMessages,
  leadEventSchema,
  leadEventsQuerySchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentLead, CurrentUser, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiCreated, ApiOk } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Lead } from '../leads/lead.entity';
import type { User } from '../../platform';
import { LeadEventsService } from './lead-events.service';
import { idPipe } from '../../../engine/http/params';

const LeadIdParam = () => ApiParam({ name: 'leadId', type: 'integer' });
const IdParam = () => ApiParam({ name: 'id', type: 'integer' });
const dateTime = { type: 'string', format: 'date-time' } as const;

const EventSchema: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    lead: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string', nullable: true },
    start: dateTime,
    end: { ...dateTime, description: 'start + 1 hour, computed by the server' },
  },
  required: ['id', 'lead', 'title', 'description', 'start', 'end'],
};

/**
 * Calendar events (spec 2 §2 'Events': other contacts, clients, former clients). The spec shows no call for
 * them; the paths follow the lead sub-records (/organization/lead/{leadId}/...).
 */
@ApiTags('lead events')
@Controller('organization/lead/:leadId/events')
export class LeadEventsController {
  constructor(private readonly events: LeadEventsService) {}

  @Get('/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({
    summary: "A contact's events overlapping [from, to) (ISO datetimes, both optional), by start",
  })
  @ApiYupQuery(leadEventsQuerySchema)
  @ApiOk({ type: 'array', items: EventSchema })
  list(
    @CurrentLead() lead: Lead,
    @Query(new YupPipe(leadEventsQuerySchema)) query: InferType<typeof leadEventsQuerySchema>,
  ): Promise<LeadEvent[]> {
    return this.events.list(lead, query);
  }

  @Post('/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({
    summary: 'Add an event (lasts 1 hour); only other contacts, clients and former clients',
    description: `${leadEventMessages.added} / another stage: 400 { detail: '${leadEventMessages.unableToAdd}' }`,
  })
  @ApiYupBody(leadEventSchema)
  @ApiCreated(EventSchema)
  create(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Body(new YupPipe(leadEventSchema)) body: InferType<typeof leadEventSchema>,
  ): Promise<LeadEvent> {
    return this.events.create(lead, user.id, body as LeadEventInput);
  }

  @Put(':id/')
  @TenantRoute()
  @LeadIdParam()
  @IdParam()
  @ApiOperation({ summary: 'Update an event; its end moves with its start' })
  @ApiYupBody(leadEventSchema)
  @ApiOk(EventSchema)
  update(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(leadEventSchema)) body: InferType<typeof leadEventSchema>,
  ): Promise<LeadEvent> {
    return this.events.update(lead, user.id, id, body as LeadEventInput);
  }

  @Delete(':id/')
  @TenantRoute()
  @LeadIdParam()
  @IdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an event' })
  @ApiNoContentResponse()
  async remove(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.events.remove(lead, user.id, id);
  }
}
