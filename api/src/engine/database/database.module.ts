import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions, type EntityList } from './data-source';
import { TransactionService } from './transaction.service';

@Global()
@Module({})
export class DatabaseModule {
  /** `entities`: every entity of the application, composed outside the engine (src/entities.ts). */
  static forRoot(config: AppConfig, entities: EntityList): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config, entities),
          // Fail fast: a wrong DATABASE_URL should stop the process, not retry for half a minute.
          retryAttempts: 2,
          retryDelay: 1000,
        }),
      ],
      providers: [TransactionService],
      exports: [TransactionService],
    };
  }
}
