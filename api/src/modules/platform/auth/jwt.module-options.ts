import { createSecretKey } from 'node:crypto';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { resolveJwtSecret } from '../../../engine/crypto/jwt-secret';

/** The HS256 JWT set-up shared by access tokens and two-step challenges (which carry their own audience). */
export const jwtModule = () =>
  JwtModule.registerAsync({
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => ({
      // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a PEM public/private
      // key on every sign and verify and only falls back to a secret key after that throws (~7 % of the CPU of an
      // authenticated request).
      secret: createSecretKey(Buffer.from(resolveJwtSecret(config))),
      signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
      verifyOptions: { algorithms: ['HS256'] },
    }),
  });
