import { Body, Controller, Param, Query } from '@nestjs/common';
import { type EmailTemplateFolder, emailEndpoints, type Paginated } from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { PageQuery } from '../../../engine/http/pagination';
import { idPipe } from '../../../engine/http/params';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { TemplateFoldersService } from './template-folders.service';

const api = emailEndpoints.folders;

/** An organization's template folders. */
@Controller()
export class TemplateFoldersController {
  constructor(private readonly folders: TemplateFoldersService) {}

  @Endpoint(api.list)
  list(
    @CurrentOrganization() org: Organization,
    @Query() q: PageQuery & { search: string },
  ): Promise<Paginated<EmailTemplateFolder>> {
    return this.folders.list(org.id, q);
  }

  @Endpoint(api.create)
  create(
    @CurrentOrganization() org: Organization,
    @Body() body: { name: string },
  ): Promise<EmailTemplateFolder> {
    return this.folders.create(org.id, body);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body() body: { name: string },
  ): Promise<EmailTemplateFolder> {
    return this.folders.rename(org.id, id, body);
  }

  @Endpoint(api.remove)
  remove(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<void> {
    return this.folders.remove(org.id, id);
  }
}
