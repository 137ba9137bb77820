import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PRINCIPAL_RESOLVER } from '../../../engine/tenancy/principal-ports';
import { MessagingModule } from '../../messaging';
import { OrganizationsModule } from '../organizations/organizations.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { AccessTokenService } from './access-token.service';
import { AuthMailService } from './auth-mail.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailToken } from './email-token.entity';
import { EmailTokensService } from './email-tokens.service';
import { ExpiredCredentialsJob } from './expired-credentials.job';
import { jwtModule } from './jwt.module-options';
import { PlatformPrincipalResolver } from './principal-resolver';
import { RefreshToken } from './refresh-token.entity';
import { RefreshTokensService } from './refresh-tokens.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([RefreshToken, EmailToken]),
    jwtModule(),
    TwoFactorModule,
    OrganizationsModule,
    UsersModule,
    MessagingModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    AccessTokenService,
    RefreshTokensService,
    EmailTokensService,
    AuthMailService,
    ExpiredCredentialsJob,
    PlatformPrincipalResolver,
    { provide: PRINCIPAL_RESOLVER, useExisting: PlatformPrincipalResolver },
  ],
  exports: [PRINCIPAL_RESOLVER, AuthService, RefreshTokensService, EmailTokensService, AuthMailService],
})
export class AuthModule {}
