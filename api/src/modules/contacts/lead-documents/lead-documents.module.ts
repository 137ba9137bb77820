import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadsModule } from '../leads/leads.module';
import { LeadDocument } from './lead-document.entity';
import { LeadDocumentsController } from './lead-documents.controller';
import { LeadDocumentsService } from './lead-documents.service';

@Module({
  imports: [TypeOrmModule.forFeature([LeadDocument]), LeadsModule],
  controllers: [LeadDocumentsController],
  providers: [LeadDocumentsService],
  exports: [LeadDocumentsService],
})
export class LeadDocumentsModule {}
