import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseIntPipe,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import {
  type Associate,
  leadNotesConstants,
  leadNotesMessages,
  type SocialProfile,
  type SocialProfileInput,
  socialNetworks,
  socialProfileSchema,
} from '@ensemble/contracts';
import { CurrentLead, CurrentUser, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import type { Lead } from '../leads/lead.entity';
import { associateSchema, socialProfileResponseSchema } from '../lead-notes/lead-notes.openapi';
import type { User } from '../../platform';
import { AssociatesService } from './associates.service';
import { SocialProfilesService } from './social-profiles.service';

const indexPipe = new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND });
const LeadIdParam = () => ApiParam({ name: 'leadId', type: 'integer' });
const IndexParam = () =>
  ApiParam({
    name: 'index',
    type: 'integer',
    description: "The profile's position in the GET list (0-based)",
  });
const SOCIAL_RULES =
  `network one of ${socialNetworks.join(', ')}; url required, a bare address gets https:// ('Url is not valid' ` +
  `otherwise). Written to the contact's history (social_added / social_updated / social_deleted).`;

/** Around a contact: its associates (spec 2 §7) and social profiles (spec 2 §3 Lead.social; paths ours). */
@ApiTags('contacts')
@Controller('organization/lead')
export class LeadProfileController {
  constructor(
    private readonly associates: AssociatesService,
    private readonly social: SocialProfilesService,
  ) {}

  @Get(':leadId/associates/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({
    summary: 'Other contacts of the organization with the same company name (case-insensitive)',
    description: `At most ${leadNotesConstants.associatesMax}, oldest first, each { id, name, contact (email, else cell phone), url (its record page) }. Empty when the contact has no company name.`,
  })
  @ApiOkResponse({ schema: { type: 'array', items: associateSchema } })
  listAssociates(@CurrentLead() lead: Lead): Promise<Associate[]> {
    return this.associates.list(lead);
  }

  @Get(':leadId/social/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({ summary: "The contact's social profiles → [{ index, network, url }]" })
  @ApiOkResponse({ schema: { type: 'array', items: socialProfileResponseSchema } })
  listSocial(@CurrentLead() lead: Lead): SocialProfile[] {
    return this.social.list(lead);
  }

  @Post(':leadId/social/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({
    summary: 'Add a social profile',
    description: `${SOCIAL_RULES} At most ${leadNotesConstants.socialMax}: '${leadNotesMessages.socialLimit}'.`,
  })
  @ApiYupBody(socialProfileSchema)
  @ApiCreatedResponse({ schema: socialProfileResponseSchema })
  addSocial(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Body(new YupPipe(socialProfileSchema)) body: SocialProfileInput,
  ): Promise<SocialProfile> {
    return this.social.add(lead, user.id, body);
  }

  @Put(':leadId/social/:index/')
  @TenantRoute()
  @LeadIdParam()
  @IndexParam()
  @ApiOperation({ summary: 'Change a social profile', description: SOCIAL_RULES })
  @ApiYupBody(socialProfileSchema)
  @ApiOkResponse({ schema: socialProfileResponseSchema })
  updateSocial(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('index', indexPipe) index: number,
    @Body(new YupPipe(socialProfileSchema)) body: SocialProfileInput,
  ): Promise<SocialProfile> {
    return this.social.update(lead, user.id, index, body);
  }

  @Delete(':leadId/social/:index/')
  @TenantRoute()
  @LeadIdParam()
  @IndexParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a social profile (the later ones move up one index)' })
  @ApiNoContentResponse()
  async removeSocial(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('index', indexPipe) index: number,
  ): Promise<void> {
    await this.social.remove(lead, user.id, index);
  }
}
