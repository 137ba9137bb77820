import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadFollowUp } from './lead-follow-up.entity';
import { LeadFollowUpsController } from './lead-follow-ups.controller';
import { LeadFollowUpsService } from './lead-follow-ups.service';

@Module({
  imports: [TypeOrmModule.forFeature([LeadFollowUp])],
  controllers: [LeadFollowUpsController],
  providers: [LeadFollowUpsService],
  exports: [LeadFollowUpsService],
})
export class LeadFollowUpsModule {}
