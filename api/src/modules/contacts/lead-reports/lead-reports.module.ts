import { Module } from '@nestjs/common';
import { ClientReportController, ProspectReportController } from './lead-reports.controller';
import { LeadReportsService } from './lead-reports.service';

/**
 * Issue 7, contact value reports. Listed in AppModule before every module that brings LeadsModule in, so the
 * 'reports/' routes are registered before the leads' 'prospects/:id/' and 'clients/:id/'.
 */
@Module({
  controllers: [ProspectReportController, ClientReportController],
  providers: [LeadReportsService],
})
export class LeadReportsModule {}
