import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { resolveJwtSecret } from './jwt-secret';
import { KEY_RING, KeyRing } from './key-ring';

@Global()
@Module({
  providers: [
    {
      provide: KEY_RING,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new KeyRing(config.secretsKey ?? resolveJwtSecret(config)),
    },
  ],
  exports: [KEY_RING],
})
export class CryptoModule {}
