import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type LeadNote,
  leadNotesEndpoints as api,
  type NoteInput,
  type NoteListQuery,
  type Paginated,
} from '@ensemble/contracts';
import { CurrentLead, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Lead } from '../leads/lead.entity';
import type { User } from '../../platform/users/user.entity';
import { LeadNotesService } from './lead-notes.service';

/** A contact's notes (spec 2 §7 Notes), tenant-scoped by the lead. */
@Controller()
export class LeadNotesController {
  constructor(private readonly notes: LeadNotesService) {}

  @Endpoint(api.list)
  list(@CurrentLead() lead: Lead, @Query() q: NoteListQuery): Promise<Paginated<LeadNote>> {
    return this.notes.list(lead, q);
  }

  @Endpoint(api.create)
  create(@CurrentLead() lead: Lead, @CurrentUser() user: User, @Body() body: NoteInput): Promise<LeadNote> {
    return this.notes.create(lead, user.id, body);
  }

  @Endpoint(api.get)
  get(@CurrentLead() lead: Lead, @Param('id', idPipe) id: number): Promise<LeadNote> {
    return this.notes.get(lead, id);
  }

  @Endpoint(api.update)
  update(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body() body: NoteInput,
  ): Promise<LeadNote> {
    return this.notes.update(lead, user.id, id, body);
  }

  @Endpoint(api.remove)
  async remove(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.notes.remove(lead, user.id, id);
  }
}
