import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CallLogRow } from '../phone-numbers/phone-number.entities';
import { CallLogsService } from './call-logs.service';

/**
 * The calls logged by the voice webhooks, for the dashboard (exported by the messaging index). Nothing here imports
 * another context: the contacts index loads the messaging index part way through its own loading.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CallLogRow])],
  providers: [CallLogsService],
  exports: [CallLogsService],
})
export class CallLogsModule {}
