import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PostcardsProviderModule } from '../../../engine/providers/postcards/postcards-provider.module';
import { BillingModule } from '../../billing';
import { LeadsModule } from '../../contacts';
import { PostcardOrder } from './postcard-order.entity';
import { PostcardsController } from './postcards.controller';
import { PostcardsService } from './postcards.service';

/** Direct-mail post cards (spec 2 'Post cards'): templates, receivers, proofs, orders and their payment. */
@Module({
  imports: [TypeOrmModule.forFeature([PostcardOrder]), LeadsModule, PostcardsProviderModule, BillingModule],
  controllers: [PostcardsController],
  providers: [PostcardsService],
  exports: [PostcardsService],
})
export class PostcardsModule {}
