import { Module } from '@nestjs/common';
import { AssociatesService } from './associates.service';
import { LeadProfileController } from './lead-profile.controller';
import { SocialProfilesController } from './social-profiles.controller';
import { SocialProfilesService } from './social-profiles.service';

/** Associates and social profiles of a contact; both read and write the leads table only. */
@Module({
  controllers: [LeadProfileController, SocialProfilesController],
  providers: [AssociatesService, SocialProfilesService],
})
export class LeadProfileModule {}
