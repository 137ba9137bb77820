import { Controller, Query } from '@nestjs/common';
import {
  type Paginated,
  platformEndpoints as api,
  type Release,
  releasesQuerySchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { ReleasesService } from './releases.service';

@Controller()
export class ReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @Endpoint(api.releases)
  list(@Query() query: InferType<typeof releasesQuerySchema>): Promise<Paginated<Release>> {
    return this.releases.list(query);
  }
}
