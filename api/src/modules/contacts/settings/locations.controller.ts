import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Location, locationSchema, type Paginated, settingsMessages } from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentOrganization, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiCreated, ApiOk, ApiOkPage } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Organization } from '../../platform';
import { LocationsService } from './locations.service';
import { type LocationsQuery, locationsQuerySchema } from './settings.queries';
import { settingsSchemas as S } from './settings.openapi';
import { IdParam, idPipe, OrgIdParam } from '../../../engine/http/params';

/** Locations (spec 2 §7 'Locations'). */
@ApiTags('settings')
@Controller('organization')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get(':orgId/location/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Locations (page, page_size 25)' })
  @ApiYupQuery(locationsQuerySchema)
  @ApiOkPage(S.Location)
  listLocations(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(locationsQuerySchema)) query: LocationsQuery,
  ): Promise<Paginated<Location>> {
    return this.locations.list(org.id, query);
  }

  @Post(':orgId/location/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Add a location (the first one is main; is_main moves the main flag here)',
    description: settingsMessages.locationAdded,
  })
  @ApiYupBody(locationSchema)
  @ApiCreated(S.Location)
  createLocation(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(locationSchema)) body: InferType<typeof locationSchema>,
  ): Promise<Location> {
    return this.locations.create(org.id, body);
  }

  @Put(':orgId/location/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: 'Update a location', description: settingsMessages.mainLocationRequired })
  @ApiYupBody(locationSchema)
  @ApiOk(S.Location)
  updateLocation(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(locationSchema)) body: InferType<typeof locationSchema>,
  ): Promise<Location> {
    return this.locations.update(org.id, id, body);
  }

  @Delete(':orgId/location/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a location', description: settingsMessages.mainLocationDelete })
  async deleteLocation(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.locations.remove(org.id, id);
  }
}
