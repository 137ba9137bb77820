import { type DynamicModule, Global, Module } from '@nestjs/common';
import { PrincipalCache } from './principal-cache';
import { PrincipalCacheInvalidator } from './principal-cache.invalidator';
import { PRINCIPAL_ENTITIES } from './principal-ports';

/** Global: the auth service and the tenant guard read through it; the invalidator watches every write. */
@Global()
@Module({})
export class PrincipalCacheModule {
  /** `watched`: the entity classes whose writes empty the cache (the platform's users, members, organizations). */
  static forRoot(watched: readonly unknown[]): DynamicModule {
    return {
      module: PrincipalCacheModule,
      providers: [
        PrincipalCache,
        PrincipalCacheInvalidator,
        { provide: PRINCIPAL_ENTITIES, useValue: watched },
      ],
      exports: [PrincipalCache],
    };
  }
}
