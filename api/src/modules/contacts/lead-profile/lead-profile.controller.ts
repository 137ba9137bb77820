import { Controller } from '@nestjs/common';
import { type Associate, leadNotesEndpoints as api } from '@ensemble/contracts';
import { CurrentLead } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { Lead } from '../leads/lead.entity';
import { AssociatesService } from './associates.service';

/** Around a contact: its associates (spec 2 §7); its social profiles are SocialProfilesController's. */
@Controller()
export class LeadProfileController {
  constructor(private readonly associates: AssociatesService) {}

  @Endpoint(api.associates)
  listAssociates(@CurrentLead() lead: Lead): Promise<Associate[]> {
    return this.associates.list(lead);
  }
}
