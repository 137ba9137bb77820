import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  type FollowUpDate,
  type FollowUpDateInput,
  followUpDateSchema,
  type FollowUpOrdering,
  followUpsQuerySchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentLead, CurrentUser, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiCreated, ApiOk } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Lead } from '../leads/lead.entity';
import type { User } from '../../platform';
import { LeadFollowUpsService } from './lead-follow-ups.service';
import { idPipe } from '../../../engine/http/params';

const Params = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  ApiParam({ name: 'orgId', type: 'integer' })(target, key, descriptor);
  ApiParam({ name: 'leadId', type: 'integer' })(target, key, descriptor);
};
const IdParam = () => ApiParam({ name: 'id', type: 'integer' });

const FollowUpSchema: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    lead: { type: 'integer' },
    date: { type: 'string', format: 'date' },
    text: { type: 'string' },
    completed: { type: 'boolean' },
    missed: {
      type: 'boolean',
      description: "Not completed and before today in the organization's main location time zone",
    },
  },
  required: ['id', 'lead', 'date', 'text', 'completed', 'missed'],
};

/** A prospect's follow-up dates, at the spec's paths (spec 2 §7 'Follow-up dates'). */
@ApiTags('lead follow-ups')
@Controller('organization/:orgId/lead/:leadId/follow-up')
export class LeadFollowUpsController {
  constructor(private readonly followUps: LeadFollowUpsService) {}

  @Get('/')
  @TenantRoute()
  @Params()
  @ApiOperation({ summary: "A contact's follow-up dates, ordering=date (default) or -date" })
  @ApiYupQuery(followUpsQuerySchema)
  @ApiOk({ type: 'array', items: FollowUpSchema })
  list(
    @CurrentLead() lead: Lead,
    @Query(new YupPipe(followUpsQuerySchema)) query: InferType<typeof followUpsQuerySchema>,
  ): Promise<FollowUpDate[]> {
    return this.followUps.list(lead, query.ordering as FollowUpOrdering);
  }

  @Post('/')
  @TenantRoute()
  @Params()
  @ApiOperation({ summary: 'Add a follow-up date (completed starts false unless sent)' })
  @ApiYupBody(followUpDateSchema)
  @ApiCreated(FollowUpSchema)
  create(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Body(new YupPipe(followUpDateSchema)) body: InferType<typeof followUpDateSchema>,
  ): Promise<FollowUpDate> {
    return this.followUps.create(lead, user.id, body as FollowUpDateInput);
  }

  @Put(':id/')
  @TenantRoute()
  @Params()
  @IdParam()
  @ApiOperation({ summary: 'Update a follow-up date; marking completed sends completed true' })
  @ApiYupBody(followUpDateSchema)
  @ApiOk(FollowUpSchema)
  update(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(followUpDateSchema)) body: InferType<typeof followUpDateSchema>,
  ): Promise<FollowUpDate> {
    return this.followUps.update(lead, user.id, id, body as FollowUpDateInput);
  }

  /** The spec writes DELETE without the trailing slash; the router's non-strict matching serves both. */
  @Delete(':id')
  @TenantRoute()
  @Params()
  @IdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a follow-up date' })
  @ApiNoContentResponse()
  async remove(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.followUps.remove(lead, user.id, id);
  }
}
