import type { ModuleMetadata, Provider, Type } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The settings that name an adapter (EMAIL_PROVIDER, SMS_PROVIDER, POSTCARDS_PROVIDER, PAYMENTS_PROVIDER). */
type AdapterSetting = 'emailProvider' | 'smsProvider' | 'postcardsProvider' | 'paymentsProvider';

/** An adapter Nest constructs (and injects), or one built from the configuration. */
type Adapter<T> = Type<T> | { build: (config: AppConfig) => T };

/**
 * The metadata of a provider module: binds `token` to the adapter the setting names and exports it (docs/adr/0009).
 * Every adapter class is constructed, whichever is picked (cheap; payments' local-only routes need theirs).
 */
export function adapterModule<T, S extends AdapterSetting>(m: {
  token: symbol;
  setting: S;
  adapters: Record<AppConfig[S], Adapter<T>>;
  imports?: ModuleMetadata['imports'];
  providers?: Provider[];
  exports?: ModuleMetadata['exports'];
}): ModuleMetadata {
  const adapters: Adapter<T>[] = Object.values(m.adapters);
  const classes = adapters.filter((a): a is Type<T> => typeof a === 'function');
  return {
    imports: m.imports ?? [],
    providers: [
      ...classes,
      {
        provide: m.token,
        inject: [APP_CONFIG, ...classes],
        useFactory: (config: AppConfig, ...constructed: T[]): T => {
          const chosen: Adapter<T> = m.adapters[config[m.setting]];
          return typeof chosen === 'function'
            ? (constructed[classes.indexOf(chosen)] as T)
            : chosen.build(config);
        },
      },
      ...(m.providers ?? []),
    ],
    exports: [m.token, ...(m.exports ?? [])],
  };
}
