import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type Paginated,
  type ProviderProduct,
  type Service,
  type ServiceInput,
  type ServicePrice,
  servicesEndpoints as api,
} from '@ensemble/contracts';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { Organization } from '../../platform';
import { type ServiceListQuery, type ServicePriceInput, ServicesService } from './services.service';

/** Spec 2 §7 'Services': the query parameter names are the spec's (currentPage, pageSize, search, sorting). */
@Controller()
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @Endpoint(api.list)
  list(@CurrentOrganization() org: Organization, @Query() q: ServiceListQuery): Promise<Paginated<Service>> {
    return this.services.list(org.id, q);
  }

  @Endpoint(api.create)
  create(@CurrentOrganization() org: Organization, @Body() body: ServiceInput): Promise<Service> {
    return this.services.create(org.id, body);
  }

  @Endpoint(api.all)
  all(@CurrentOrganization() org: Organization): Promise<Service[]> {
    return this.services.all(org.id);
  }

  @Endpoint(api.push)
  push(
    @CurrentOrganization() org: Organization,
    @Body() body: { service_ids: number[] },
  ): Promise<{ pushed: number }> {
    return this.services.push(org.id, body.service_ids);
  }

  @Endpoint(api.importable)
  importable(@CurrentOrganization() org: Organization): Promise<ProviderProduct[]> {
    return this.services.importable(org.id);
  }

  @Endpoint(api.import)
  import(
    @CurrentOrganization() org: Organization,
    @Body() body: { product_ids?: string[] },
  ): Promise<{ imported: number }> {
    return this.services.import(org.id, body.product_ids);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @Param('id') id: string,
    @Body() body: ServiceInput,
  ): Promise<Service> {
    return this.services.update(org.id, Number(id), body);
  }

  @Endpoint(api.remove)
  async remove(@CurrentOrganization() org: Organization, @Param('id') id: string): Promise<void> {
    await this.services.remove(org.id, Number(id));
  }

  @Endpoint(api.prices)
  prices(@CurrentOrganization() org: Organization, @Param('id') id: string): Promise<ServicePrice[]> {
    return this.services.prices(org.id, Number(id));
  }

  @Endpoint(api.addPrice)
  addPrice(
    @CurrentOrganization() org: Organization,
    @Param('id') id: string,
    @Body() body: ServicePriceInput,
  ): Promise<ServicePrice> {
    return this.services.addPrice(org.id, Number(id), body);
  }
}
