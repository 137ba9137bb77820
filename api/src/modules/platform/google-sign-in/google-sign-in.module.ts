import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { GoogleOidcClient } from './google-oidc.client';
import { GoogleSignInController } from './google-sign-in.controller';
import { GoogleSignIn } from './google-sign-in.entity';
import { GoogleSignInService } from './google-sign-in.service';

@Module({
  imports: [TypeOrmModule.forFeature([GoogleSignIn]), AuthModule, TwoFactorModule, UsersModule],
  controllers: [GoogleSignInController],
  providers: [GoogleSignInService, GoogleOidcClient],
})
export class GoogleSignInModule {}
