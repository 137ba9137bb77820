import { Body, Param, Query } from '@nestjs/common';
import type { Endpoint as EndpointDeclaration, LeadSummary, Paginated } from '@ensemble/contracts';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint, EndpointIf } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Organization } from '../../platform';
import type { LeadsQuery } from './settings.queries';

/** What a settings collection's service does for its list / add / change / delete calls. */
export interface OrgCollectionService<Item, Q, B> {
  list(organizationId: number, query: Q): Promise<Paginated<Item>>;
  create(organizationId: number, body: B): Promise<Item>;
  update(organizationId: number, id: number, body: B): Promise<Item>;
  /** Absent where the collection's delete is its own call (opportunity lists). */
  remove?(organizationId: number, id: number): Promise<void>;
}

interface OrgCollectionEndpoints {
  list: EndpointDeclaration;
  create: EndpointDeclaration;
  update: EndpointDeclaration;
  /** Where the collection's delete is its own (opportunity lists), the subclass serves it. */
  remove?: EndpointDeclaration;
}

/**
 * The four calls every collection of an organization has (sources, tags, locations: contracts' orgCollection;
 * opportunity lists), bound to the subclass's `service`. The subclass is the `@Controller()` and adds the
 * collection's own calls. `param` names the path parameter of one item (`:id`, or the lists' `:listId`).
 */
export function OrgCollectionController<Item, Q, B>(api: OrgCollectionEndpoints, param = 'id') {
  abstract class OrgCollection {
    protected abstract readonly service: OrgCollectionService<Item, Q, B>;

    @Endpoint(api.list)
    list(@CurrentOrganization() org: Organization, @Query() query: Q): Promise<Paginated<Item>> {
      return this.service.list(org.id, query);
    }

    @Endpoint(api.create)
    create(@CurrentOrganization() org: Organization, @Body() body: B): Promise<Item> {
      return this.service.create(org.id, body);
    }

    @Endpoint(api.update)
    update(
      @CurrentOrganization() org: Organization,
      @Param(param, idPipe) id: number,
      @Body() body: B,
    ): Promise<Item> {
      return this.service.update(org.id, id, body);
    }

    @EndpointIf(api.remove)
    async remove(@CurrentOrganization() org: Organization, @Param(param, idPipe) id: number): Promise<void> {
      // Served only when the collection declares `remove`, and then its service has one.
      await this.service.remove?.(org.id, id);
    }
  }
  return OrgCollection;
}

/** What answers a source's, a tag's or a representative's contacts. */
export interface LeadsOfService {
  leadsOf(organizationId: number, id: number, query: LeadsQuery): Promise<Paginated<LeadSummary>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes any constructor arguments
type AbstractClass = abstract new (...args: any[]) => object;

/** Adds the "its contacts" call (GET …/:id/leads…, a page of LeadSummary) to a settings controller base. */
export function WithLeadsOf<Base extends AbstractClass>(base: Base, leads: EndpointDeclaration) {
  abstract class LeadsOf extends base {
    protected abstract readonly service: LeadsOfService;

    @Endpoint(leads)
    leads(
      @CurrentOrganization() org: Organization,
      @Param('id', idPipe) id: number,
      @Query() query: LeadsQuery,
    ): Promise<Paginated<LeadSummary>> {
      return this.service.leadsOf(org.id, id, query);
    }
  }
  return LeadsOf;
}
