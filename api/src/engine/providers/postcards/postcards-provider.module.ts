import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { adapterModule } from '../adapter-module';
import { LocalPostcardTemplate } from './local/local-postcard-template.entity';
import { LocalPostcardsProvider } from './local/local-postcards.provider';
import { POSTCARDS_PROVIDER, type PostcardsProvider } from './postcards-provider';

/** Picks the adapter named by POSTCARDS_PROVIDER (only 'local' so far). */
@Module(
  adapterModule<PostcardsProvider, 'postcardsProvider'>({
    imports: [TypeOrmModule.forFeature([LocalPostcardTemplate])],
    token: POSTCARDS_PROVIDER,
    setting: 'postcardsProvider',
    adapters: { local: LocalPostcardsProvider },
  }),
)
export class PostcardsProviderModule {}
