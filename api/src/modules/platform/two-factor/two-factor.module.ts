import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { jwtModule } from '../auth/jwt.module-options';
import { MessagingModule } from '../../messaging';
import { UsersModule } from '../users/users.module';
import { BackupCode } from './backup-code.entity';
import { LoginChallenge } from './login-challenge.entity';
import { TwoFactorCode } from './two-factor-code.entity';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([TwoFactorCode, BackupCode, LoginChallenge]),
    jwtModule(),
    UsersModule,
    MessagingModule,
  ],
  controllers: [TwoFactorController],
  providers: [TwoFactorService],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
