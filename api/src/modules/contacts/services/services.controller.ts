import { Body, Controller, Param } from '@nestjs/common';
import {
  type ProviderProduct,
  type Service,
  type ServiceInput,
  type ServicePrice,
  servicesEndpoints as api,
} from '@ensemble/contracts';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import { OrgCollectionController } from '../settings/org-collection.controller';
import type { Organization } from '../../platform';
import { type ServiceListQuery, type ServicePriceInput, ServicesService } from './services.service';

/** Spec 2 §7 'Services': the query parameter names are the spec's (currentPage, pageSize, search, sorting). */
@Controller()
export class ServicesController extends OrgCollectionController<Service, ServiceListQuery, ServiceInput>(
  api,
) {
  constructor(protected readonly service: ServicesService) {
    super();
  }

  @Endpoint(api.all)
  all(@CurrentOrganization() org: Organization): Promise<Service[]> {
    return this.service.all(org.id);
  }

  @Endpoint(api.push)
  push(
    @CurrentOrganization() org: Organization,
    @Body() body: { service_ids: number[] },
  ): Promise<{ pushed: number }> {
    return this.service.push(org.id, body.service_ids);
  }

  @Endpoint(api.importable)
  importable(@CurrentOrganization() org: Organization): Promise<ProviderProduct[]> {
    return this.service.importable(org.id);
  }

  @Endpoint(api.import)
  import(
    @CurrentOrganization() org: Organization,
    @Body() body: { product_ids?: string[] },
  ): Promise<{ imported: number }> {
    return this.service.import(org.id, body.product_ids);
  }

  @Endpoint(api.prices)
  prices(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<ServicePrice[]> {
    return this.service.prices(org.id, id);
  }

  @Endpoint(api.addPrice)
  addPrice(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body() body: ServicePriceInput,
  ): Promise<ServicePrice> {
    return this.service.addPrice(org.id, id, body);
  }
}
