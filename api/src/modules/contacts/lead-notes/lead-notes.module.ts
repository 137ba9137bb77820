import { Module } from '@nestjs/common';
import { UsersModule } from '../../platform';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadNote, LeadNoteHistory } from './lead-note.entity';
import { LeadNotesController } from './lead-notes.controller';
import { LeadNotesService } from './lead-notes.service';

@Module({
  imports: [TypeOrmModule.forFeature([LeadNote, LeadNoteHistory]), UsersModule],
  controllers: [LeadNotesController],
  providers: [LeadNotesService],
  exports: [LeadNotesService],
})
export class LeadNotesModule {}
