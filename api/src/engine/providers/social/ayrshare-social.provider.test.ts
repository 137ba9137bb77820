import type { DataSource } from 'typeorm';
import {
  type AyrshareStandIn,
  STANDIN_AYRSHARE_API_KEY,
  STANDIN_AYRSHARE_DOMAIN,
  STANDIN_AYRSHARE_PRIVATE_KEY,
  startAyrshareStandIn,
} from '../../../../test/support/ayrshare-standin';
import { loadConfig } from '../../config/app-config';
import { KeyRing } from '../../crypto/key-ring';
import { ayrshareProfileTitle, SOCIAL_PROFILE_KEY_PURPOSE } from './ayrshare-profiles';
import { AyrshareSocialProvider } from './ayrshare-social.provider';
import { socialTestDatabase } from './social-database.testing';
import { SocialProviderProfile } from './social-provider-profile.entity';
import {
  NO_SOCIAL_ACCOUNT,
  type SocialPublishRequest,
  SocialRefusedError,
  SocialUnavailableError,
} from './social-provider';

/** The Ayrshare adapter against the local stand-in of its REST API: the exact requests, the answers mapped. */
let standIn: AyrshareStandIn;
let ds: DataSource;
let drop: () => Promise<void>;
const keys = new KeyRing('social-provider-test-secret-0123456789abcdef');
let org = 500;

const providerFor = (env: Record<string, string> = {}) => {
  const config = loadConfig({
    SOCIAL_PROVIDER: 'ayrshare',
    AYRSHARE_API_KEY: STANDIN_AYRSHARE_API_KEY,
    AYRSHARE_API_URL: standIn.url,
    AYRSHARE_DOMAIN: STANDIN_AYRSHARE_DOMAIN,
    AYRSHARE_PRIVATE_KEY: STANDIN_AYRSHARE_PRIVATE_KEY.replace(/\n/g, '\\n'),
    ...env,
  });
  return new AyrshareSocialProvider(config.ayrshare!, ds.getRepository(SocialProviderProfile), keys);
};
let provider: AyrshareSocialProvider;

beforeAll(async () => {
  standIn = await startAyrshareStandIn();
  ({ ds, drop } = await socialTestDatabase('sqlite'));
  provider = providerFor();
});
afterAll(async () => {
  await standIn.close();
  await drop();
});
beforeEach(() => {
  standIn.reset();
  org += 1;
});

const title = () => ayrshareProfileTitle(org);
const bearer = `Bearer ${STANDIN_AYRSHARE_API_KEY}`;
/** Creates the organization's profile through the adapter, links networks, and forgets the calls so far. */
async function linked(...platforms: string[]): Promise<string> {
  await provider.accounts(org);
  for (const p of platforms) standIn.link(title(), p);
  standIn.requests.length = 0;
  return standIn.profileByTitle(title())!.profileKey;
}
const request = (more: Partial<SocialPublishRequest> = {}): SocialPublishRequest => ({
  organizationId: org,
  text: 'Spring sale\n#garden Our garden centre opens Monday',
  mediaUrls: ['https://cdn.example/p/1.mp4'],
  isVideo: true,
  isReels: true,
  idempotencyKey: `social-post:${org}`,
  ...more,
});

describe('profiles', () => {
  it('creates the organization’s User Profile on first use, keeps its key sealed, and reuses it', async () => {
    expect(await provider.accounts(org)).toEqual([]);
    const profile = standIn.profileByTitle(`Ensemble org ${org}`)!;
    expect(standIn.requests.map((r) => [r.method, r.path, r.authorization, r.profileKey, r.body])).toEqual([
      ['POST', '/profiles', bearer, undefined, { title: `Ensemble org ${org}` }],
      ['GET', '/user', bearer, profile.profileKey, null],
    ]);
    const row = await ds.getRepository(SocialProviderProfile).findOneByOrFail({ organizationId: org });
    expect(row).toMatchObject({ provider: 'ayrshare', refId: profile.refId });
    expect(row.profileKey).not.toContain(profile.profileKey);
    expect(keys.open(SOCIAL_PROFILE_KEY_PURPOSE, row.profileKey)).toBe(profile.profileKey);

    await provider.accounts(org);
    expect(standIn.requests.filter((r) => r.path === '/profiles')).toHaveLength(1);
    expect(standIn.profiles.size).toBe(1);
  });

  it('two first uses at once keep one profile and remove the other from Ayrshare', async () => {
    standIn.refuseDuplicateTitles = false;
    await Promise.all([provider.accounts(org), provider.accounts(org), provider.accounts(org)]);
    expect(await ds.getRepository(SocialProviderProfile).countBy({ organizationId: org })).toBe(1);
    const created = standIn.requests.filter((r) => r.method === 'POST' && r.path === '/profiles').length;
    const removed = standIn.requests.filter((r) => r.method === 'DELETE' && r.path === '/profiles');
    expect(removed).toHaveLength(created - 1);
    expect(standIn.profiles.size).toBe(1);
    const kept = keys.open(
      SOCIAL_PROFILE_KEY_PURPOSE,
      (await ds.getRepository(SocialProviderProfile).findOneByOrFail({ organizationId: org })).profileKey,
    );
    expect([...standIn.profiles.keys()]).toEqual([kept]);
  });

  it('a key sealed with another secret is unavailable, not sent', async () => {
    await linked();
    const other = new AyrshareSocialProvider(
      loadConfigFor().ayrshare!,
      ds.getRepository(SocialProviderProfile),
      new KeyRing('another-secret-entirely-0123456789abcdef'),
    );
    await expect(other.accounts(org)).rejects.toThrow(/cannot be opened/);
    expect(standIn.requests).toHaveLength(0);
  });
});

function loadConfigFor() {
  return loadConfig({
    SOCIAL_PROVIDER: 'ayrshare',
    AYRSHARE_API_KEY: STANDIN_AYRSHARE_API_KEY,
    AYRSHARE_API_URL: standIn.url,
  });
}

describe('accounts', () => {
  it('maps GET /user: linked networks in the spec’s order, status false when a relink is needed', async () => {
    const key = await linked('instagram', 'facebook', 'tiktok');
    standIn.link(title(), 'gmb', { active: false });
    standIn.link(title(), 'linkedin', { refreshRequired: '2020-01-01T00:00:00Z' });
    standIn.link(title(), 'youtube', { refreshRequired: '2999-01-01T00:00:00Z' });
    const accounts = await provider.accounts(org);
    const refId = standIn.profileByTitle(title())!.refId;
    expect(accounts).toEqual([
      {
        network: 'facebook',
        url: `https://facebook.example/${refId}`,
        status: true,
        displayName: `${title()} on facebook`,
      },
      {
        network: 'gmb',
        url: `https://gmb.example/${refId}`,
        status: false,
        displayName: `${title()} on gmb`,
      },
      {
        network: 'instagram',
        url: `https://instagram.example/${refId}`,
        status: true,
        displayName: `${title()} on instagram`,
      },
      {
        network: 'linkedin',
        url: `https://linkedin.example/${refId}`,
        status: false,
        displayName: `${title()} on linkedin`,
      },
      {
        network: 'youtube',
        url: `https://youtube.example/${refId}`,
        status: true,
        displayName: `${title()} on youtube`,
      },
    ]);
    expect(standIn.requests).toEqual([
      expect.objectContaining({ method: 'GET', path: '/user', authorization: bearer, profileKey: key }),
    ]);
  });

  it('any failure is unavailable: no answer, 5xx, a refused API key', async () => {
    await linked();
    standIn.failNext = { status: 503, message: 'Service Unavailable' };
    await expect(provider.accounts(org)).rejects.toBeInstanceOf(SocialUnavailableError);
    standIn.failNext = { status: 0, message: 'drop' };
    await expect(provider.accounts(org)).rejects.toBeInstanceOf(SocialUnavailableError);
    const wrongKey = providerFor({ AYRSHARE_API_KEY: 'not-the-key' });
    await expect(wrongKey.accounts(org)).rejects.toThrow(new SocialUnavailableError('API Key not valid.'));
    const nowhere = providerFor({ AYRSHARE_API_URL: 'http://127.0.0.1:9/api' });
    await expect(nowhere.accounts(org + 1000)).rejects.toBeInstanceOf(SocialUnavailableError);
  });
});

describe('manageAccountsUrl', () => {
  it('POSTs domain, private key (real newlines) and profile key to generateJWT, answers its url', async () => {
    const key = await linked();
    const url = await provider.manageAccountsUrl(org);
    expect(url).toMatch(
      new RegExp(`^https://profile\\.ayrshare\\.com\\?domain=${STANDIN_AYRSHARE_DOMAIN}&jwt=`),
    );
    expect(standIn.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/profiles/generateJWT',
        authorization: bearer,
        profileKey: undefined,
        body: { domain: STANDIN_AYRSHARE_DOMAIN, privateKey: STANDIN_AYRSHARE_PRIVATE_KEY, profileKey: key },
      }),
    ]);
  });

  it('is refused without AYRSHARE_DOMAIN and AYRSHARE_PRIVATE_KEY, asking nothing', async () => {
    const bare = new AyrshareSocialProvider(
      loadConfigFor().ayrshare!,
      ds.getRepository(SocialProviderProfile),
      keys,
    );
    await expect(bare.manageAccountsUrl(org)).rejects.toBeInstanceOf(SocialRefusedError);
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('publish', () => {
  it('POSTs the post once to the active networks with Reels and YouTube options, Profile-Key', async () => {
    const key = await linked('facebook', 'instagram', 'youtube');
    standIn.link(title(), 'gmb', { active: false });
    const result = await provider.publish(request());
    const posts = standIn.requests.filter((r) => r.path === '/post');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ method: 'POST', authorization: bearer, profileKey: key });
    expect(posts[0]!.headers['content-type']).toBe('application/json');
    expect(posts[0]!.body).toEqual({
      post: 'Spring sale\n#garden Our garden centre opens Monday',
      platforms: ['facebook', 'instagram', 'youtube'],
      mediaUrls: ['https://cdn.example/p/1.mp4'],
      isVideo: true,
      instagramOptions: { reels: true, shareReelsFeed: true },
      faceBookOptions: { reels: true },
      youTubeOptions: { title: 'Spring sale' },
    });
    const [post] = [...standIn.posts.values()];
    expect(result).toEqual({
      success: true,
      platforms: ['facebook', 'instagram', 'youtube'],
      providerPostId: post!.id,
      errors: [],
      raw: expect.objectContaining({ status: 'success', id: post!.id, postIds: post!.postIds }),
    });
  });

  it('an image post to the networks asked for carries no video options', async () => {
    await linked('gmb', 'linkedin');
    await provider.publish(request({ isVideo: false, isReels: false, platforms: ['gmb'] }));
    expect(standIn.requests.map((r) => r.body)).toEqual([
      {
        post: 'Spring sale\n#garden Our garden centre opens Monday',
        platforms: ['gmb'],
        mediaUrls: ['https://cdn.example/p/1.mp4'],
      },
    ]);
  });

  it('networks that refuse are errors beside the ones that took the post (Ayrshare’s 400)', async () => {
    await linked('facebook');
    const result = await provider.publish(request({ isReels: false, platforms: ['facebook', 'instagram'] }));
    expect(result).toMatchObject({
      success: false,
      platforms: ['facebook'],
      providerPostId: [...standIn.posts.keys()][0],
      errors: ['instagram: instagram is not linked. Please link the account.'],
      raw: { status: 'error', errors: [expect.objectContaining({ code: 156, platform: 'instagram' })] },
    });
  });

  it('with no active network says so and posts nothing', async () => {
    await linked();
    standIn.link(title(), 'facebook', { active: false });
    expect(await provider.publish(request())).toEqual({
      success: false,
      platforms: [],
      providerPostId: null,
      raw: null,
      errors: [NO_SOCIAL_ACCOUNT],
    });
    expect(standIn.requests.filter((r) => r.path === '/post')).toHaveLength(0);
  });

  it('a refusal of the whole request is a result with Ayrshare’s words', async () => {
    await linked('facebook');
    const result = await provider.publish(request({ text: '' }));
    expect(result).toMatchObject({
      success: false,
      platforms: [],
      providerPostId: null,
      errors: ['Missing post text'],
    });
    expect(result.raw).toMatchObject({ status: 'error', code: 101 });
  });

  it('no answer, 429 or 5xx is unavailable, and POST /post is never repeated', async () => {
    await linked('facebook');
    for (const failNext of [
      { status: 0, message: 'drop' },
      { status: 429, message: 'Too many requests' },
      { status: 500, message: 'Internal error' },
    ]) {
      standIn.requests.length = 0;
      standIn.failNext = failNext;
      await expect(provider.publish(request({ platforms: ['facebook'] }))).rejects.toBeInstanceOf(
        SocialUnavailableError,
      );
      expect(standIn.requests.filter((r) => r.path === '/post')).toHaveLength(1);
    }
    expect(standIn.posts.size).toBe(0);
  });
});

describe('deletePost and postAnalytics', () => {
  it('DELETE /post with the id; deleting again is fine', async () => {
    const key = await linked('facebook');
    const { providerPostId } = await provider.publish(request());
    standIn.requests.length = 0;
    await provider.deletePost(org, providerPostId!);
    expect(standIn.requests).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/post',
        authorization: bearer,
        profileKey: key,
        body: { id: providerPostId },
      }),
    ]);
    expect(standIn.posts.get(providerPostId!)!.deleted).toBe(true);
    await expect(provider.deletePost(org, providerPostId!)).resolves.toBeUndefined();
    standIn.failNext = { status: 502, message: 'Bad gateway' };
    await expect(provider.deletePost(org, providerPostId!)).rejects.toBeInstanceOf(SocialUnavailableError);
  });

  it('POST /analytics/post with the id answers the per-network metrics', async () => {
    const key = await linked('facebook', 'instagram');
    const { providerPostId } = await provider.publish(request({ isReels: false }));
    standIn.requests.length = 0;
    const metrics = await provider.postAnalytics(org, providerPostId!);
    expect(standIn.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/analytics/post',
        authorization: bearer,
        profileKey: key,
        body: { id: providerPostId },
      }),
    ]);
    expect(Object.keys(metrics).sort()).toEqual(['facebook', 'instagram']);
    expect(metrics.facebook).toMatchObject({ analytics: { likeCount: 3, impressionCount: 42 } });
    await expect(provider.postAnalytics(org, 'unknown')).rejects.toThrow(
      new SocialRefusedError('Post id not found.'),
    );
  });
});
