import { Controller } from '@nestjs/common';
import { leadNotesEndpoints as api } from '@ensemble/contracts';
import { LeadRecordController } from '../lead-records/lead-record.controller';
import { SocialProfilesService } from './social-profiles.service';

/** A contact's social profiles (spec 2 §3 Lead.social; paths ours), addressed by their index in the list. */
@Controller()
export class SocialProfilesController extends LeadRecordController(
  { list: api.socialList, create: api.socialAdd, update: api.socialUpdate, remove: api.socialRemove },
  SocialProfilesService,
  'index',
) {}
