import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { listQuerySchema, type Paginated, type Release } from '@ensemble/contracts';
import type { InferType } from 'yup';
import { Public } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiOkPage, schemas } from '../../../engine/http/openapi/response-schemas';
import { ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import { ReleasesService } from './releases.service';

const releasesQuerySchema = listQuerySchema.pick(['page', 'per_page', 'ordering']);

@ApiTags('releases')
@Controller('versioning')
export class ReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @Get('version/')
  @Public()
  @ApiOperation({
    summary: "The suite's release notes; ordering 'id' or '-id' (default), per_page up to 1000",
  })
  @ApiYupQuery(releasesQuerySchema)
  @ApiOkPage(schemas.Release)
  list(
    @Query(new YupPipe(releasesQuerySchema)) query: InferType<typeof releasesQuerySchema>,
  ): Promise<Paginated<Release>> {
    return this.releases.list(query);
  }
}
