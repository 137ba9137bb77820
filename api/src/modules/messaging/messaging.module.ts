import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import { SchedulerService } from '../../jobs/scheduler.service';
import { EmailProviderModule } from '../../providers/email/email-provider.module';
import { SmsProviderModule } from '../../providers/sms/sms-provider.module';
import { MessagingService, OUTBOUND_SEND } from './messaging.service';
import { OutboundMessage } from './outbound-message.entity';
import { OutboundWorkerService } from './outbound-worker.service';

@Module({
  imports: [TypeOrmModule.forFeature([OutboundMessage]), EmailProviderModule, SmsProviderModule],
  providers: [MessagingService, OutboundWorkerService],
  exports: [MessagingService],
})
export class MessagingModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly scheduler: SchedulerService,
    private readonly worker: OutboundWorkerService,
  ) {}

  onModuleInit(): void {
    this.queue.define(OUTBOUND_SEND, (data) => this.worker.process(Number(data.id)));
    this.scheduler.register('outbound-sweep', async () => {
      await this.worker.sweep();
    });
  }
}
