import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { LocalPostcardTemplate } from './local/local-postcard-template.entity';
import { LocalPostcardsProvider } from './local/local-postcards.provider';
import { POSTCARDS_PROVIDER, type PostcardsProvider } from './postcards-provider';

/** Picks the adapter named by POSTCARDS_PROVIDER (only 'local' so far). */
@Module({
  imports: [TypeOrmModule.forFeature([LocalPostcardTemplate])],
  providers: [
    LocalPostcardsProvider,
    {
      provide: POSTCARDS_PROVIDER,
      inject: [APP_CONFIG, LocalPostcardsProvider],
      useFactory: (config: AppConfig, local: LocalPostcardsProvider): PostcardsProvider => {
        switch (config.postcardsProvider) {
          case 'local':
            return local;
        }
      },
    },
  ],
  exports: [POSTCARDS_PROVIDER],
})
export class PostcardsProviderModule {}
