import { Global, Module } from '@nestjs/common';
import { QuotaService } from './quota.service';

/** Global: uploads, exports and invoice emails count against their organization's quotas through it. */
@Global()
@Module({
  providers: [QuotaService],
  exports: [QuotaService],
})
export class QuotasModule {}
