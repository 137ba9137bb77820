import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The Primary Profile's API key, and the Integration Package's domain and private key, the stand-in accepts. */
export const STANDIN_AYRSHARE_API_KEY = 'AYR-STANDIN-0000-PRIMARY';
export const STANDIN_AYRSHARE_DOMAIN = 'ensemble-test';
export const STANDIN_AYRSHARE_PRIVATE_KEY =
  '-----BEGIN RSA PRIVATE KEY-----\nMIIstandinkey\nline2\n-----END RSA PRIVATE KEY-----';

/** A call the stand-in received, its JSON body parsed. */
export interface AyrshareRequest {
  method: string;
  /** After the base path '/api', without the query string. */
  path: string;
  query: string;
  authorization: string | undefined;
  profileKey: string | undefined;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

/** A network linked to a User Profile (what the linking page would have done). */
export interface StandInLinkedAccount {
  platform: string;
  displayName: string;
  profileUrl: string;
  /** false: listed in displayNames but no longer among activeSocialAccounts. */
  active: boolean;
  refreshRequired?: string;
}

export interface StandInProfile {
  title: string;
  refId: string;
  profileKey: string;
  linked: Map<string, StandInLinkedAccount>;
}

export interface StandInPost {
  id: string;
  profileKey: string;
  body: Record<string, unknown>;
  postIds: Array<{ status: 'success'; id: string; postUrl: string; platform: string }>;
  deleted: boolean;
}

export interface AyrshareStandIn {
  /** The base URL to configure as AYRSHARE_API_URL ('/api' included). */
  url: string;
  requests: AyrshareRequest[];
  /** User Profiles by profile key. */
  profiles: Map<string, StandInProfile>;
  posts: Map<string, StandInPost>;
  /** Ayrshare refuses a second profile with the same title (true) or creates it (false). */
  refuseDuplicateTitles: boolean;
  /** The next call answers this status (0: the connection is dropped without an answer). */
  failNext: { status: number; message: string } | null;
  /** Links a network to the profile of that title. */
  link(title: string, platform: string, more?: Partial<StandInLinkedAccount>): void;
  profileByTitle(title: string): StandInProfile | undefined;
  reset(): void;
  close(): Promise<void>;
}

const id20 = () => randomBytes(10).toString('hex').slice(0, 20);
const profileKeyOf = () =>
  [0, 1, 2, 3].map(() => randomBytes(4).toString('hex').toUpperCase().slice(0, 7)).join('-');

/**
 * A local HTTP server answering as Ayrshare's REST API does (docs: apis/profiles, apis/user, apis/post,
 * apis/analytics): Bearer API key on every call, Profile-Key for the calls made for a User Profile, JSON bodies,
 * `{ status: 'error', code, message }` for refusals, and POST /post answering 400 with per-network errors when any
 * network refuses.
 */
export async function startAyrshareStandIn(): Promise<AyrshareStandIn> {
  const standIn: AyrshareStandIn = {
    url: '',
    requests: [],
    profiles: new Map(),
    posts: new Map(),
    refuseDuplicateTitles: true,
    failNext: null,
    link(title, platform, more = {}) {
      const profile = standIn.profileByTitle(title);
      if (!profile) throw new Error(`no profile titled ${title}`);
      profile.linked.set(platform, {
        platform,
        displayName: `${title} on ${platform}`,
        profileUrl: `https://${platform}.example/${profile.refId}`,
        active: true,
        ...more,
      });
    },
    profileByTitle: (title) => [...standIn.profiles.values()].find((p) => p.title === title),
    reset() {
      standIn.requests.length = 0;
      standIn.profiles.clear();
      standIn.posts.clear();
      standIn.refuseDuplicateTitles = true;
      standIn.failNext = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, code: number, message: string) =>
    send(res, status, { action: 'request', status: 'error', code, message });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const path = url.pathname.replace(/^\/api/, '');
    let body: Record<string, unknown> | null = null;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    } catch {
      return refuse(res, 400, 101, 'Invalid JSON');
    }
    const profileKey = req.headers['profile-key'] as string | undefined;
    standIn.requests.push({
      method: req.method ?? '',
      path,
      query: url.search.replace(/^\?/, ''),
      authorization: req.headers.authorization,
      profileKey,
      headers: req.headers,
      body,
    });
    const fail = standIn.failNext;
    if (fail) {
      standIn.failNext = null;
      if (fail.status === 0) return req.socket.destroy();
      return refuse(res, fail.status, fail.status, fail.message);
    }
    if (req.headers.authorization !== `Bearer ${STANDIN_AYRSHARE_API_KEY}`) {
      return refuse(res, 403, 102, 'API Key not valid.');
    }
    const profile = profileKey ? standIn.profiles.get(profileKey) : undefined;
    if (profileKey && !profile) return refuse(res, 403, 169, 'Profile Key not valid.');
    const route = `${req.method} ${path}`;

    if (route === 'POST /profiles') {
      const title = body?.title;
      if (typeof title !== 'string' || !title) return refuse(res, 400, 101, 'Missing title');
      if (standIn.refuseDuplicateTitles && standIn.profileByTitle(title)) {
        return refuse(res, 400, 146, 'Profile title already exists.');
      }
      const created = { title, refId: randomBytes(20).toString('hex'), profileKey: profileKeyOf() };
      standIn.profiles.set(created.profileKey, { ...created, linked: new Map() });
      return send(res, 200, { status: 'success', ...created });
    }
    if (route === 'DELETE /profiles') {
      if (!profile) return refuse(res, 400, 101, 'Missing Profile-Key');
      standIn.profiles.delete(profile.profileKey);
      return send(res, 200, { status: 'success', refId: profile.refId });
    }
    if (route === 'POST /profiles/generateJWT') {
      const target = standIn.profiles.get(String(body?.profileKey ?? ''));
      if (
        !target ||
        body?.domain !== STANDIN_AYRSHARE_DOMAIN ||
        body?.privateKey !== STANDIN_AYRSHARE_PRIVATE_KEY
      ) {
        return refuse(res, 400, 189, 'Error generating JWT. Check the domain, private key and profile key.');
      }
      const token = `jwt.${target.refId}.${id20()}`;
      return send(res, 200, {
        status: 'success',
        title: target.title,
        token,
        url: `https://profile.ayrshare.com?domain=${STANDIN_AYRSHARE_DOMAIN}&jwt=${token}`,
        emailSent: false,
        expiresIn: '5m',
      });
    }
    if (!profile) return refuse(res, 400, 101, 'This call needs a Profile-Key');

    if (route === 'GET /user') {
      const linked = [...profile.linked.values()];
      return send(res, 200, {
        title: profile.title,
        refId: profile.refId,
        activeSocialAccounts: linked.filter((a) => a.active).map((a) => a.platform),
        displayNames: linked.map((a) => ({
          platform: a.platform,
          displayName: a.displayName,
          profileUrl: a.profileUrl,
          id: id20(),
          created: '2024-01-01T00:00:00.000Z',
          ...(a.refreshRequired ? { refreshRequired: a.refreshRequired } : {}),
        })),
        monthlyApiCalls: standIn.requests.length,
      });
    }
    if (route === 'POST /post') {
      const platforms = body?.platforms;
      if (typeof body?.post !== 'string' || !body.post) return refuse(res, 400, 101, 'Missing post text');
      if (!Array.isArray(platforms) || !platforms.length) return refuse(res, 400, 101, 'Missing platforms');
      const id = id20();
      const postIds: StandInPost['postIds'] = [];
      const errors: unknown[] = [];
      for (const platform of platforms as string[]) {
        if (profile.linked.get(platform)?.active) {
          postIds.push({
            status: 'success',
            id: `${platform}_${id20()}`,
            postUrl: `https://${platform}.example/p/${id}`,
            platform,
          });
        } else {
          errors.push({
            action: 'post',
            status: 'error',
            code: 156,
            message: `${platform} is not linked. Please link the account.`,
            platform,
          });
        }
      }
      if (postIds.length) {
        standIn.posts.set(id, { id, profileKey: profile.profileKey, body, postIds, deleted: false });
      }
      const ok = errors.length === 0;
      return send(res, ok ? 200 : 400, {
        status: ok ? 'success' : 'error',
        errors,
        postIds,
        ...(postIds.length ? { id } : {}),
        post: body.post,
      });
    }
    const post = standIn.posts.get(String(body?.id ?? ''));
    const own = post && post.profileKey === profile.profileKey && !post.deleted ? post : undefined;
    if (route === 'DELETE /post') {
      if (!own) return refuse(res, 400, 136, 'Post id not found. It may have already been deleted.');
      own.deleted = true;
      return send(res, 200, { status: 'success', id: own.id });
    }
    if (route === 'POST /analytics/post') {
      if (!own) return refuse(res, 400, 136, 'Post id not found.');
      const wanted = Array.isArray(body?.platforms) ? (body.platforms as string[]) : null;
      const perNetwork = own.postIds
        .filter((p) => !wanted || wanted.includes(p.platform))
        .map((p) => [
          p.platform,
          {
            id: p.id,
            postUrl: p.postUrl,
            analytics: { likeCount: 3, commentCount: 1, shareCount: 0, impressionCount: 42 },
            lastUpdated: '2024-01-01T00:00:00.000Z',
          },
        ]);
      return send(res, 200, { status: 'success', code: 200, id: own.id, ...Object.fromEntries(perNetwork) });
    }
    return refuse(res, 404, 404, `No route ${route}`);
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return standIn;
}
