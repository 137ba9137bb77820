import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Industry, Paginated } from '@ensemble/contracts';
import { Public } from '../../../engine/tenancy/access.decorators';
import { ApiOkPage, schemas } from '../../../engine/http/openapi/response-schemas';
import { IndustriesService } from './industries.service';

@ApiTags('industries')
@Controller('industry')
export class IndustriesController {
  constructor(private readonly industries: IndustriesService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Every industry (a short fixed list, not paginated)' })
  @ApiOkPage(schemas.Industry)
  list(): Promise<Paginated<Industry>> {
    return this.industries.list();
  }
}
