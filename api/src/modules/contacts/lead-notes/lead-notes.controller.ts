import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import {
  type LeadNote as LeadNoteDto,
  leadNotesConstants,
  leadNotesMessages,
  type NoteInput,
  type NoteListQuery,
  noteListQuerySchema,
  noteSchema,
  type Paginated,
} from '@ensemble/contracts';
import { CurrentLead, CurrentUser, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Lead } from '../leads/lead.entity';
import type { User } from '../../platform';
import { leadNotePageSchema, leadNoteSchema } from './lead-notes.openapi';
import { LeadNotesService } from './lead-notes.service';
import { idPipe } from '../../../engine/http/params';

const LeadIdParam = () => ApiParam({ name: 'leadId', type: 'integer' });

/** A contact's notes (spec 2 §7 Notes): `/organization/lead/{leadId}/notes/`, tenant-scoped by the lead. */
@ApiTags('contacts')
@Controller('organization/lead')
export class LeadNotesController {
  constructor(private readonly notes: LeadNotesService) {}

  @Get(':leadId/notes/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({ summary: "The contact's notes, newest first → { results, count }" })
  @ApiYupQuery(noteListQuerySchema)
  @ApiOkResponse({ schema: leadNotePageSchema })
  list(
    @CurrentLead() lead: Lead,
    @Query(new YupPipe(noteListQuerySchema)) q: NoteListQuery,
  ): Promise<Paginated<LeadNoteDto>> {
    return this.notes.list(lead, q);
  }

  @Post(':leadId/notes/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({
    summary: 'Add a note',
    description: `note is required ('${leadNotesMessages.noteRequired}'), at most ${leadNotesConstants.noteMax} characters. The note's history records its creation.`,
  })
  @ApiYupBody(noteSchema)
  @ApiCreatedResponse({ schema: leadNoteSchema })
  create(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Body(new YupPipe(noteSchema)) body: NoteInput,
  ): Promise<LeadNoteDto> {
    return this.notes.create(lead, user.id, body);
  }

  @Get(':leadId/notes/:id/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({ summary: 'One note of the contact' })
  @ApiOkResponse({ schema: leadNoteSchema })
  get(@CurrentLead() lead: Lead, @Param('id', idPipe) id: number): Promise<LeadNoteDto> {
    return this.notes.get(lead, id);
  }

  @Put(':leadId/notes/:id/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({
    summary: 'Change a note',
    description: `The note's history records 'note changed from "<old>" to "<new>"'. A note of another contact → 404.`,
  })
  @ApiYupBody(noteSchema)
  @ApiOkResponse({ schema: leadNoteSchema })
  update(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(noteSchema)) body: NoteInput,
  ): Promise<LeadNoteDto> {
    return this.notes.update(lead, user.id, id, body);
  }

  @Delete(':leadId/notes/:id/')
  @TenantRoute()
  @LeadIdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Delete a note; the contact's history records 'note_deleted' with its text" })
  @ApiNoContentResponse()
  async remove(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.notes.remove(lead, user.id, id);
  }
}
