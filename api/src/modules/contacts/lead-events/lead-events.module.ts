import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadEvent } from './lead-event.entity';
import { LeadEventsController } from './lead-events.controller';
import { LeadEventsService } from './lead-events.service';

@Module({
  imports: [TypeOrmModule.forFeature([LeadEvent])],
  controllers: [LeadEventsController],
  providers: [LeadEventsService],
  exports: [LeadEventsService],
})
export class LeadEventsModule {}
