import type { DataSource } from 'typeorm';
import { LocalSocialAccount, LocalSocialPost } from './local-social.entities';
import { LOCAL_SOCIAL_FAIL_TAG, LocalSocialProvider } from './local-social.provider';
import { socialTestDatabase, socialTestDialects } from './social-database.testing';
import {
  NO_SOCIAL_ACCOUNT,
  type SocialPublishRequest,
  SocialRefusedError,
  SocialUnavailableError,
} from './social-provider';

/** The embedded default's social provider: connected networks and every post recorded, once per key. */
describe.each(socialTestDialects)('LocalSocialProvider (%s)', (dialect) => {
  let ds: DataSource;
  let drop: () => Promise<void>;
  let provider: LocalSocialProvider;
  let org = 100;

  beforeAll(async () => {
    ({ ds, drop } = await socialTestDatabase(dialect));
    provider = new LocalSocialProvider(
      ds.getRepository(LocalSocialAccount),
      ds.getRepository(LocalSocialPost),
    );
  });
  afterAll(() => drop());
  beforeEach(() => {
    org += 1;
  });

  const request = (more: Partial<SocialPublishRequest> = {}): SocialPublishRequest => ({
    organizationId: org,
    text: '#spring Our garden centre opens Monday',
    mediaUrls: ['https://cdn.example/p/1.jpg'],
    isVideo: false,
    isReels: false,
    idempotencyKey: `social-post:${org}:1`,
    ...more,
  });
  const postRows = () => ds.getRepository(LocalSocialPost).findBy({ organizationId: org });

  it('has no accounts until the dialog connects some; a disconnected network stays, to be reconnected', async () => {
    expect(await provider.accounts(org)).toEqual([]);
    expect(await provider.manageAccountsUrl()).toBeNull();
    await provider.setAccount(org, 'instagram', true);
    const accounts = await provider.setAccount(org, 'facebook', true);
    // In the spec's order of networks, whatever the order of connection.
    expect(accounts).toEqual([
      {
        network: 'facebook',
        url: `https://social.example/facebook/organization-${org}`,
        status: true,
        displayName: 'Facebook (local)',
      },
      {
        network: 'instagram',
        url: `https://social.example/instagram/organization-${org}`,
        status: true,
        displayName: 'Instagram (local)',
      },
    ]);
    expect((await provider.setAccount(org, 'facebook', false)).map((a) => [a.network, a.status])).toEqual([
      ['facebook', false],
      ['instagram', true],
    ]);
    expect((await provider.setAccount(org, 'facebook', true)).map((a) => a.network)).toEqual([
      'facebook',
      'instagram',
    ]);
    // Another organization sees none of them.
    expect(await provider.accounts(org + 1000)).toEqual([]);
    await expect(provider.setAccount(org, 'myspace' as never, true)).rejects.toBeInstanceOf(
      SocialRefusedError,
    );
  });

  it('connecting the same network twice at once keeps one account', async () => {
    await Promise.all([1, 2, 3].map(() => provider.setAccount(org, 'gmb', true)));
    expect(await ds.getRepository(LocalSocialAccount).countBy({ organizationId: org })).toBe(1);
  });

  it('publishes to every connected network and records the post, in Ayrshare’s answer shape', async () => {
    await provider.setAccount(org, 'facebook', true);
    await provider.setAccount(org, 'gmb', true);
    const result = await provider.publish(request({ isVideo: true, isReels: true }));
    const [row] = await postRows();
    expect(row).toMatchObject({
      text: '#spring Our garden centre opens Monday',
      mediaUrls: ['https://cdn.example/p/1.jpg'],
      platforms: ['facebook', 'gmb'],
      isVideo: true,
      isReels: true,
      success: true,
      errors: [],
      deletedAt: null,
    });
    expect(result).toEqual({
      success: true,
      platforms: ['facebook', 'gmb'],
      providerPostId: `local-${row!.id}`,
      errors: [],
      raw: {
        status: 'success',
        id: `local-${row!.id}`,
        post: '#spring Our garden centre opens Monday',
        postIds: [
          {
            status: 'success',
            id: `local-${row!.id}-facebook`,
            postUrl: `https://social.example/facebook/organization-${org}/posts/${row!.id}`,
            platform: 'facebook',
          },
          {
            status: 'success',
            id: `local-${row!.id}-gmb`,
            postUrl: `https://social.example/gmb/organization-${org}/posts/${row!.id}`,
            platform: 'gmb',
          },
        ],
        errors: [],
      },
    });
  });

  it('a retry with the same key answers the first result and records no second post, even at once', async () => {
    await provider.setAccount(org, 'facebook', true);
    const first = await provider.publish(request());
    await provider.setAccount(org, 'instagram', true);
    // Connecting another network since does not change what that publication was.
    expect(await provider.publish(request({ text: 'edited' }))).toEqual(first);
    const racing = await Promise.all(
      [1, 2, 3, 4].map(() => provider.publish(request({ idempotencyKey: 'k2' }))),
    );
    expect(new Set(racing.map((r) => r.providerPostId)).size).toBe(1);
    expect(racing[0]!.platforms).toEqual(['facebook', 'instagram']);
    expect(await postRows()).toHaveLength(2);
  });

  it('the same key in another organization is another post', async () => {
    await provider.setAccount(org, 'facebook', true);
    await provider.setAccount(org + 1, 'facebook', true);
    const mine = await provider.publish(request({ idempotencyKey: 'shared' }));
    const theirs = await provider.publish(request({ organizationId: org + 1, idempotencyKey: 'shared' }));
    expect(theirs.providerPostId).not.toBe(mine.providerPostId);
  });

  it('posts only to the connected networks it is asked for; the others are errors', async () => {
    await provider.setAccount(org, 'facebook', true);
    await provider.setAccount(org, 'instagram', true);
    const result = await provider.publish(request({ platforms: ['instagram', 'linkedin'] }));
    expect(result).toMatchObject({
      success: false,
      platforms: ['instagram'],
      errors: [`linkedin: ${NO_SOCIAL_ACCOUNT}`],
      raw: {
        status: 'error',
        errors: [{ action: 'post', status: 'error', message: NO_SOCIAL_ACCOUNT, platform: 'linkedin' }],
      },
    });
    expect(result.providerPostId).toMatch(/^local-\d+$/);
  });

  it('posts nothing to a network switched off in the dialog (to be reconnected)', async () => {
    await provider.setAccount(org, 'facebook', true);
    await provider.setAccount(org, 'instagram', true);
    await provider.setAccount(org, 'instagram', false);
    expect(await provider.publish(request())).toMatchObject({ success: true, platforms: ['facebook'] });
    await provider.setAccount(org, 'facebook', false);
    expect(await provider.publish(request({ idempotencyKey: 'k-off' }))).toMatchObject({
      success: false,
      errors: [NO_SOCIAL_ACCOUNT],
    });
  });

  it('with no connected network says so and records nothing, so the key can publish once one is', async () => {
    const none = await provider.publish(request());
    expect(none).toEqual({
      success: false,
      platforms: [],
      providerPostId: null,
      errors: [NO_SOCIAL_ACCOUNT],
      raw: { status: 'error', errors: [{ action: 'post', status: 'error', message: NO_SOCIAL_ACCOUNT }] },
    });
    await provider.setAccount(org, 'twitter', true);
    expect(await provider.publish(request({ platforms: ['facebook'] }))).toMatchObject({
      success: false,
      errors: [NO_SOCIAL_ACCOUNT],
    });
    expect(await postRows()).toHaveLength(0);
    expect(await provider.publish(request())).toMatchObject({ success: true, platforms: ['twitter'] });
  });

  it(`fails like an outage for a text containing ${LOCAL_SOCIAL_FAIL_TAG}, recording nothing`, async () => {
    await provider.setAccount(org, 'facebook', true);
    await expect(
      provider.publish(request({ text: `Hello ${LOCAL_SOCIAL_FAIL_TAG}` })),
    ).rejects.toBeInstanceOf(SocialUnavailableError);
    expect(await postRows()).toHaveLength(0);
  });

  it('reports zero metrics per network, deletes (twice is fine), and keeps the post on record', async () => {
    await provider.setAccount(org, 'facebook', true);
    const { providerPostId } = await provider.publish(request());
    const id = providerPostId!;
    expect(await provider.postAnalytics(org, id)).toEqual({
      facebook: {
        id: `${id}-facebook`,
        postUrl: expect.stringMatching(/^https:\/\/social\.example\/facebook\//),
        analytics: { impressions: 0, likes: 0, comments: 0, shares: 0, views: 0 },
      },
    });
    // Another organization's post is not found, and not deleted.
    await expect(provider.postAnalytics(org + 1, id)).rejects.toBeInstanceOf(SocialRefusedError);
    await provider.deletePost(org + 1, id);
    expect(await provider.postAnalytics(org, id)).toHaveProperty('facebook');

    await provider.deletePost(org, id);
    await provider.deletePost(org, id);
    expect((await postRows())[0]!.deletedAt).toBeInstanceOf(Date);
    await expect(provider.postAnalytics(org, id)).rejects.toThrow('Post not found');
    await expect(provider.deletePost(org, 'AyrShareId123')).rejects.toBeInstanceOf(SocialRefusedError);
  });
});
