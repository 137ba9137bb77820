import type { ModuleMetadata, Type } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { adapterModule } from '../adapter-module';
import { OutboxModule } from './outbox.module';

/** The metadata of a messaging provider module whose one adapter, `outbox`, keeps every message in the database. */
export function outboxAdapterModule<T, S extends 'emailProvider' | 'smsProvider'>(
  token: symbol,
  setting: S,
  outbox: Type<T>,
): ModuleMetadata {
  return adapterModule<T, S>({
    imports: [OutboxModule],
    token,
    setting,
    adapters: { outbox } as Record<AppConfig[S], Type<T>>,
  });
}
