import { Controller } from '@nestjs/common';
import { type Industry, type Paginated, platformEndpoints as api } from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { IndustriesService } from './industries.service';

@Controller()
export class IndustriesController {
  constructor(private readonly industries: IndustriesService) {}

  @Endpoint(api.industries)
  list(): Promise<Paginated<Industry>> {
    return this.industries.list();
  }
}
