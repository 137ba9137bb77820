import { Global, Module } from '@nestjs/common';
import { PrincipalCache } from './principal-cache';
import { PrincipalCacheInvalidator } from './principal-cache.invalidator';

/** Global: the auth service and the tenant guard read through it; the invalidator watches every write. */
@Global()
@Module({
  providers: [PrincipalCache, PrincipalCacheInvalidator],
  exports: [PrincipalCache],
})
export class PrincipalCacheModule {}
