import { Body, Controller, Param, Query } from '@nestjs/common';
import { emailEndpoints, type IsUsed, type Paginated, type TextTemplate } from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { PageQuery } from '../../../engine/http/pagination';
import { idPipe } from '../../../engine/http/params';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { type TextTemplateInput, TextTemplatesService } from './text-templates.service';

const api = emailEndpoints.textTemplates;

/** An organization's text templates (spec 3 §7 'Templates': text templates). */
@Controller()
export class TextTemplatesController {
  constructor(private readonly texts: TextTemplatesService) {}

  @Endpoint(api.list)
  list(
    @CurrentOrganization() org: Organization,
    @Query() q: PageQuery & { search: string },
  ): Promise<Paginated<TextTemplate>> {
    return this.texts.list(org.id, q);
  }

  @Endpoint(api.create)
  create(@CurrentOrganization() org: Organization, @Body() body: TextTemplateInput): Promise<TextTemplate> {
    return this.texts.create(org.id, body);
  }

  @Endpoint(api.get)
  get(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<TextTemplate> {
    return this.texts.get(org.id, id);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body() body: TextTemplateInput,
  ): Promise<TextTemplate> {
    return this.texts.update(org.id, id, body);
  }

  @Endpoint(api.isUsed)
  async isUsed(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<IsUsed> {
    return { is_used: await this.texts.isUsed(org.id, id) };
  }

  @Endpoint(api.remove)
  remove(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<void> {
    return this.texts.remove(org.id, id);
  }
}
