import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../../billing';
import { LeadsModule } from '../leads/leads.module';
import { LeadExportsController } from './lead-exports.controller';
import { LeadExportsService } from './lead-exports.service';
import { LeadImport } from './lead-import.entity';
import { LeadImportJob } from './lead-import.job';
import { LeadImportsController } from './lead-imports.controller';
import { LeadImportsService } from './lead-imports.service';

/**
 * Issue 6, CSV: import (upload, background job, rejected rows, template) and exports. Listed in AppModule before
 * the module that brings LeadsModule in, so its export_as_csv routes are registered before the ':id/' routes.
 */
@Module({
  imports: [TypeOrmModule.forFeature([LeadImport]), LeadsModule, BillingModule],
  controllers: [LeadExportsController, LeadImportsController],
  providers: [LeadImportsService, LeadImportJob, LeadExportsService],
})
export class LeadImportsModule {}
