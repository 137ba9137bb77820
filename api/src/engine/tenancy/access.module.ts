import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { TenantGuard } from './tenant.guard';

/**
 * Registers the two global guards, in this order: who is calling, then which organization. `ports`: the modules
 * that export PRINCIPAL_RESOLVER and LEAD_RESOLVER (principal-ports.ts); app.module names them.
 */
@Module({})
export class AccessModule {
  static forRoot(ports: NonNullable<ModuleMetadata['imports']>): DynamicModule {
    return {
      module: AccessModule,
      imports: ports,
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: TenantGuard },
      ],
    };
  }
}
