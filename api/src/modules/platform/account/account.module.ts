import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MessagingModule } from '../../messaging';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { EmailSignature } from './email-signature.entity';

@Module({
  imports: [TypeOrmModule.forFeature([EmailSignature]), AuthModule, UsersModule, MessagingModule],
  controllers: [AccountController],
  providers: [AccountService],
  exports: [AccountService],
})
export class AccountModule {}
