import { Test } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadConfig } from '../../config/app-config';
import { ConfigModule } from '../../config/config.module';
import { CryptoModule } from '../../crypto/crypto.module';
import { AyrshareSocialProvider } from './ayrshare-social.provider';
import { LocalSocialProvider } from './local-social.provider';
import { socialProviderEntities } from './social-entities';
import { SocialProviderModule } from './social-provider.module';
import { SOCIAL_PROVIDER, type SocialProvider } from './social-provider';

/** SOCIAL_PROVIDER names the adapter the module binds. */
async function bound(env: Record<string, string>): Promise<SocialProvider> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SECRETS_KEY: 'x'.repeat(40),
    JWT_SECRET: 'y'.repeat(40),
    ...env,
  });
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      CryptoModule,
      TypeOrmModule.forRoot({
        type: 'better-sqlite3',
        database: ':memory:',
        entities: socialProviderEntities,
      }),
      SocialProviderModule,
    ],
  }).compile();
  const provider = moduleRef.get<SocialProvider>(SOCIAL_PROVIDER);
  await moduleRef.close();
  return provider;
}

it('binds the local provider by default, Ayrshare’s with SOCIAL_PROVIDER=ayrshare', async () => {
  const local = await bound({});
  expect(local).toBeInstanceOf(LocalSocialProvider);
  expect(local.name).toBe('local');
  const ayrshare = await bound({ SOCIAL_PROVIDER: 'ayrshare', AYRSHARE_API_KEY: 'k' });
  expect(ayrshare).toBeInstanceOf(AyrshareSocialProvider);
  expect(ayrshare.name).toBe('ayrshare');
  expect(ayrshare.setAccount).toBeUndefined();
});

it('refuses SOCIAL_PROVIDER=ayrshare without AYRSHARE_API_KEY, and half of the linking settings', () => {
  expect(() => loadConfig({ SOCIAL_PROVIDER: 'ayrshare' })).toThrow(
    'SOCIAL_PROVIDER=ayrshare needs AYRSHARE_API_KEY',
  );
  expect(() =>
    loadConfig({ SOCIAL_PROVIDER: 'ayrshare', AYRSHARE_API_KEY: 'k', AYRSHARE_DOMAIN: 'd' }),
  ).toThrow('AYRSHARE_DOMAIN and AYRSHARE_PRIVATE_KEY are set together');
  expect(() =>
    loadConfig({ SOCIAL_PROVIDER: 'ayrshare', AYRSHARE_API_KEY: 'k', AYRSHARE_API_URL: 'ftp://x' }),
  ).toThrow('AYRSHARE_API_URL must be an http(s) URL');
  expect(() => loadConfig({ SOCIAL_PROVIDER: 'buffer' })).toThrow(
    'SOCIAL_PROVIDER must be one of local, ayrshare',
  );
  expect(loadConfig({})).toMatchObject({ socialProvider: 'local', ayrshare: null });
  expect(
    loadConfig({
      SOCIAL_PROVIDER: 'ayrshare',
      AYRSHARE_API_KEY: 'k',
      AYRSHARE_DOMAIN: 'acme',
      AYRSHARE_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\\nabc\\n-----END RSA PRIVATE KEY-----',
    }).ayrshare,
  ).toEqual({
    apiKey: 'k',
    apiUrl: 'https://api.ayrshare.com/api',
    domain: 'acme',
    privateKey: '-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----',
  });
});
