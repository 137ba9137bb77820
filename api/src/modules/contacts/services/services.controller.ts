import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  importFromProviderSchema,
  type Paginated,
  type ProviderProduct,
  pushToProviderSchema,
  type Service,
  type ServiceInput,
  type ServicePrice,
  servicePriceSchema,
  serviceSchema,
  settingsConstants,
  settingsMessages,
} from '@ensemble/contracts';
import * as yup from 'yup';
import type { InferType } from 'yup';
import { CurrentOrganization, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Organization } from '../../platform';
import { servicesApiMessages, ServicesService } from './services.service';
import { OrgIdParam } from '../../../engine/http/params';

const IdParam = () => ApiParam({ name: 'id', type: 'integer' });

/** Spec 2 §7 'Services': the query parameter names are the spec's (currentPage, pageSize, search, sorting). */
export const servicesQuerySchema = yup.object({
  currentPage: yup.number().integer().min(1).default(1),
  pageSize: yup.number().integer().min(1).max(100).default(settingsConstants.servicesPageSize),
  search: yup.string().trim().default(''),
  sorting: yup.string().trim().default('name'),
});

const readOnly = `403 '${servicesApiMessages.defaultServiceReadOnly}' for a default service`;
const providerDown = `502 '${servicesApiMessages.providerFailed}' when the payments provider fails`;

@ApiTags('services')
@Controller('organization')
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @Get(':orgId/service/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary:
      'Services, paged (pageSize 25), searched (name, description) and sorted (name, -name, price, ...)',
    description: 'Includes the default set while organization-settings show_default_services is on.',
  })
  @ApiYupQuery(servicesQuerySchema)
  list(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(servicesQuerySchema)) q: InferType<typeof servicesQuerySchema>,
  ): Promise<Paginated<Service>> {
    return this.services.list(org.id, q);
  }

  @Post(':orgId/service/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: `Add a service (the screen says '${settingsMessages.serviceAdded}')` })
  @ApiYupBody(serviceSchema)
  create(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(serviceSchema)) body: InferType<typeof serviceSchema>,
  ): Promise<Service> {
    return this.services.create(org.id, body as ServiceInput);
  }

  @Get(':orgId/service/all/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Every service by name (pick-lists), with the default set while shown' })
  all(@CurrentOrganization() org: Organization): Promise<Service[]> {
    return this.services.all(org.id);
  }

  @Post(':orgId/service/push-to-stripe/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Create or update each service as a product (and price) at the payments provider',
    description: `${readOnly}; 404 for a service of another organization; ${providerDown}`,
  })
  @ApiYupBody(pushToProviderSchema)
  push(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(pushToProviderSchema)) body: InferType<typeof pushToProviderSchema>,
  ): Promise<{ pushed: number }> {
    return this.services.push(org.id, body.service_ids);
  }

  @Get(':orgId/service/import-from-stripe/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: "The provider's products of this organization that no service holds yet" })
  importable(@CurrentOrganization() org: Organization): Promise<ProviderProduct[]> {
    return this.services.importable(org.id);
  }

  @Post(':orgId/service/import-from-stripe/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Create services from provider products (product_ids, or every importable one)',
    description: providerDown,
  })
  @ApiYupBody(importFromProviderSchema)
  import(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(importFromProviderSchema)) body: InferType<typeof importFromProviderSchema>,
  ): Promise<{ imported: number }> {
    return this.services.import(org.id, body.product_ids);
  }

  @Put(':orgId/service/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({
    summary: `Update a service ('${settingsMessages.serviceUpdated}'); a pushed one is updated at the provider too`,
    description: `${readOnly}; ${providerDown}`,
  })
  @ApiYupBody(serviceSchema)
  update(
    @CurrentOrganization() org: Organization,
    @Param('id') id: string,
    @Body(new YupPipe(serviceSchema)) body: InferType<typeof serviceSchema>,
  ): Promise<Service> {
    return this.services.update(org.id, Number(id), body as ServiceInput);
  }

  @Delete(':orgId/service/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete a service (its product is archived at the provider)',
    description: readOnly,
  })
  async remove(@CurrentOrganization() org: Organization, @Param('id') id: string): Promise<void> {
    await this.services.remove(org.id, Number(id));
  }

  @Get(':orgId/service/:id/price/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: "The service's prices, newest first (one active)" })
  prices(@CurrentOrganization() org: Organization, @Param('id') id: string): Promise<ServicePrice[]> {
    return this.services.prices(org.id, Number(id));
  }

  @Post(':orgId/service/:id/price/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({
    summary: 'A new price; the previous one is archived (at the provider too once pushed)',
    description: `${readOnly}; ${providerDown}`,
  })
  @ApiYupBody(servicePriceSchema)
  addPrice(
    @CurrentOrganization() org: Organization,
    @Param('id') id: string,
    @Body(new YupPipe(servicePriceSchema)) body: InferType<typeof servicePriceSchema>,
  ): Promise<ServicePrice> {
    return this.services.addPrice(org.id, Number(id), body);
  }
}
