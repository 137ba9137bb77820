import { Body, Inject, Param, Query, type Type } from '@nestjs/common';
import type { Endpoint as EndpointDeclaration } from '@ensemble/contracts';
import { CurrentLead, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint, EndpointIf } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Lead } from '../leads/lead.entity';
import type { User } from '../../platform';

/**
 * A kind of record that belongs to one contact (notes, events, follow-up dates, reminders, sales, contact people): its
 * calls, as contracts declares them. `get` only where the kind has one.
 */
export interface LeadRecordEndpoints {
  list: EndpointDeclaration;
  create: EndpointDeclaration;
  update: EndpointDeclaration;
  remove: EndpointDeclaration;
  get?: EndpointDeclaration;
}

/**
 * What the kind's service offers: every call is scoped by the contact of the path, writes name their author. The
 * list is `T[]` or a page of them (`L`).
 */
export interface LeadRecordService<T, I, Q, L = T[]> {
  list(lead: Lead, query: Q): Promise<L>;
  get?(lead: Lead, id: number): Promise<T>;
  create(lead: Lead, userId: number, input: I): Promise<T>;
  update(lead: Lead, userId: number, id: number, input: I): Promise<T>;
  remove(lead: Lead, userId: number, id: number): Promise<void>;
}

/** The cast query where the list declares one. */
const QueryIf = (e: EndpointDeclaration): ParameterDecorator => (e.query ? Query() : () => undefined);

/**
 * The controller of one kind of a contact's records: each handler hands the contact (`@CurrentLead`, tenancy
 * decided by the path), the caller and the input `@Endpoint` validated to the kind's service. Extend it with a
 * bare `@Controller()`: `class LeadEventsController extends LeadRecordController(api, LeadEventsService) {}`.
 * `param` names the path parameter that addresses one record (`:id`, or the social profiles' `:index`).
 */
export function LeadRecordController<T, I, Q, L>(
  api: LeadRecordEndpoints,
  service: Type<LeadRecordService<T, I, Q, L>>,
  param = 'id',
) {
  class LeadRecordCrud {
    constructor(@Inject(service) readonly records: LeadRecordService<T, I, Q, L>) {}

    @Endpoint(api.list)
    list(@CurrentLead() lead: Lead, @QueryIf(api.list) query: Q): Promise<L> {
      return this.records.list(lead, query);
    }

    @EndpointIf(api.get)
    get(@CurrentLead() lead: Lead, @Param(param, idPipe) id: number): Promise<T> {
      // Served only when the kind declares `get`, and then its service has one.
      return this.records.get?.(lead, id) as Promise<T>;
    }

    @Endpoint(api.create)
    create(@CurrentLead() lead: Lead, @CurrentUser() user: User, @Body() body: I): Promise<T> {
      return this.records.create(lead, user.id, body);
    }

    @Endpoint(api.update)
    update(
      @CurrentLead() lead: Lead,
      @CurrentUser() user: User,
      @Param(param, idPipe) id: number,
      @Body() body: I,
    ): Promise<T> {
      return this.records.update(lead, user.id, id, body);
    }

    @Endpoint(api.remove)
    async remove(
      @CurrentLead() lead: Lead,
      @CurrentUser() user: User,
      @Param(param, idPipe) id: number,
    ): Promise<void> {
      await this.records.remove(lead, user.id, id);
    }
  }
  return LeadRecordCrud;
}
