import { Controller, Query } from '@nestjs/common';
import { socialEndpoints, type SocialTemplate, type SocialTemplateFolder } from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { SocialTemplatesService, type TemplatesQuery } from './social-templates.service';

const api = socialEndpoints.templates;

/** The template chooser (spec 3 §2): the library's folders and templates. */
@Controller()
export class SocialTemplatesController {
  constructor(private readonly templates: SocialTemplatesService) {}

  @Endpoint(api.list)
  list(@CurrentOrganization() org: Organization, @Query() q: TemplatesQuery): Promise<SocialTemplate[]> {
    return this.templates.list(org.id, q);
  }

  @Endpoint(api.folders)
  folders(@CurrentOrganization() org: Organization): Promise<SocialTemplateFolder[]> {
    return this.templates.listFolders(org.id);
  }
}
