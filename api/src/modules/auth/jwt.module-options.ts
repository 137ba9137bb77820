import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { resolveJwtSecret } from './jwt-secret';

/** The HS256 JWT set-up shared by access tokens and two-step challenges (which carry their own audience). */
export const jwtModule = () =>
  JwtModule.registerAsync({
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => ({
      secret: resolveJwtSecret(config),
      signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
      verifyOptions: { algorithms: ['HS256'] },
    }),
  });
