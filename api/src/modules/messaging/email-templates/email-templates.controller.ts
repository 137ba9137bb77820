import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type EmailTemplate,
  type EmailTemplateSummary,
  emailConstants,
  emailEndpoints,
  type IsUsed,
  type Paginated,
} from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { LargeBody } from '../../../engine/http/large-body';
import { idPipe } from '../../../engine/http/params';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import {
  type CreateTemplateInput,
  EmailTemplatesService,
  type TemplatesQuery,
  type UpdateTemplateInput,
} from './email-templates.service';

const api = emailEndpoints.templates;

/** A builder save: the HTML, the design and the thumbnail at their limits, JSON-escaped, with room to spare. */
const SAVE_BODY_MAX =
  2 * (emailConstants.htmlMaxBytes + emailConstants.designMaxBytes + emailConstants.thumbnailMaxBytes);

/** An organization's email templates (spec 3 §7 'Templates'). */
@Controller()
export class EmailTemplatesController {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Endpoint(api.list)
  list(
    @CurrentOrganization() org: Organization,
    @Query() q: TemplatesQuery,
  ): Promise<Paginated<EmailTemplateSummary>> {
    return this.templates.list(org.id, q);
  }

  @Endpoint(api.create)
  @LargeBody(SAVE_BODY_MAX)
  create(
    @CurrentOrganization() org: Organization,
    @Body() body: CreateTemplateInput,
  ): Promise<EmailTemplate> {
    return this.templates.create(org.id, body);
  }

  @Endpoint(api.get)
  get(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<EmailTemplate> {
    return this.templates.get(org.id, id);
  }

  @Endpoint(api.update)
  @LargeBody(SAVE_BODY_MAX)
  update(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body() body: UpdateTemplateInput,
  ): Promise<EmailTemplate> {
    return this.templates.update(org.id, id, body);
  }

  @Endpoint(api.isUsed)
  async isUsed(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<IsUsed> {
    return { is_used: await this.templates.isUsed(org.id, id) };
  }

  @Endpoint(api.remove)
  remove(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<void> {
    return this.templates.remove(org.id, id);
  }

  @Endpoint(api.duplicate)
  duplicate(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<EmailTemplate> {
    return this.templates.duplicate(org.id, id);
  }
}
