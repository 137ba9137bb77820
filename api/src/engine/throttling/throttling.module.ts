import { Global, Module } from '@nestjs/common';
import { AttemptLimiter } from './attempt-limiter';

/** Global: sign-in, two-factor and account settings count failed attempts per account through it. */
@Global()
@Module({
  providers: [AttemptLimiter],
  exports: [AttemptLimiter],
})
export class ThrottlingModule {}
