import * as path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { KEY_RING, type KeyRing } from '../../crypto/key-ring';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { LocalStorageProvider } from './local-storage.provider';
import { EmailImagesController } from './email-images.controller';
import { StorageController } from './storage.controller';
import { STORAGE_PROVIDER } from './storage-provider';

@Global()
@Module({
  providers: [
    {
      provide: STORAGE_PROVIDER,
      inject: [APP_CONFIG, KEY_RING],
      useFactory: (config: AppConfig, keys: KeyRing) =>
        new LocalStorageProvider(path.join(config.dataDir, 'uploads'), config.apiPublicUrl, keys),
    },
  ],
  controllers: [StorageController, EmailImagesController],
  exports: [STORAGE_PROVIDER],
})
export class StorageModule {}
