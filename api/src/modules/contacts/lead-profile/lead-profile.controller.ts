import { Body, Controller, Param } from '@nestjs/common';
import {
  type Associate,
  leadNotesEndpoints as api,
  type SocialProfile,
  type SocialProfileInput,
} from '@ensemble/contracts';
import { CurrentLead, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Lead } from '../leads/lead.entity';
import type { User } from '../../platform';
import { AssociatesService } from './associates.service';
import { SocialProfilesService } from './social-profiles.service';

/** Around a contact: its associates (spec 2 §7) and social profiles (spec 2 §3 Lead.social; paths ours). */
@Controller()
export class LeadProfileController {
  constructor(
    private readonly associates: AssociatesService,
    private readonly social: SocialProfilesService,
  ) {}

  @Endpoint(api.associates)
  listAssociates(@CurrentLead() lead: Lead): Promise<Associate[]> {
    return this.associates.list(lead);
  }

  @Endpoint(api.socialList)
  listSocial(@CurrentLead() lead: Lead): SocialProfile[] {
    return this.social.list(lead);
  }

  @Endpoint(api.socialAdd)
  addSocial(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Body() body: SocialProfileInput,
  ): Promise<SocialProfile> {
    return this.social.add(lead, user.id, body);
  }

  @Endpoint(api.socialUpdate)
  updateSocial(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('index', idPipe) index: number,
    @Body() body: SocialProfileInput,
  ): Promise<SocialProfile> {
    return this.social.update(lead, user.id, index, body);
  }

  @Endpoint(api.socialRemove)
  async removeSocial(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('index', idPipe) index: number,
  ): Promise<void> {
    await this.social.remove(lead, user.id, index);
  }
}
