import type { AyrshareConfig } from '../../config/app-config';

/*
 * A small typed client of Ayrshare's REST API over Node's fetch. Ayrshare's Node SDK (`social-media-api` on npm)
 * builds every URL from a base it keeps as a module constant, so it cannot be pointed at the contract tests' local
 * stand-in (AYRSHARE_API_URL); the few calls the suite makes are written here instead, with the shapes of
 * Ayrshare's documentation (docs: apis/profiles, apis/user, apis/post, apis/analytics).
 *
 * Every call carries `Authorization: Bearer <AYRSHARE_API_KEY>` (the Primary Profile) and, when it acts for an
 * organization, `Profile-Key: <its User Profile's key>` (Business plan, one User Profile per organization).
 * Nothing is retried here: POST /post takes no idempotency key, so a second attempt after an answer that never
 * came may publish twice; the caller's claimed work row decides whether a post is attempted again.
 */

/** POST /profiles. */
export interface AyrshareCreatedProfile {
  status: string;
  title?: string;
  refId?: string;
  profileKey: string;
}

/** One linked account in GET /user's displayNames. */
export interface AyrshareDisplayName {
  platform: string;
  displayName?: string;
  username?: string;
  profileUrl?: string;
  userImage?: string;
  id?: string;
  /** Set when the network wants the account linked again (its authorization expired or was revoked). */
  refreshRequired?: string | boolean | null;
  [more: string]: unknown;
}

/** GET /user with a Profile-Key: the User Profile and the networks it has linked. */
export interface AyrshareUser {
  activeSocialAccounts?: string[];
  displayNames?: AyrshareDisplayName[];
  refId?: string;
  title?: string;
  [more: string]: unknown;
}

/** POST /profiles/generateJWT. */
export interface AyrshareJwt {
  status: string;
  url: string;
  token?: string;
  expiresIn?: string;
}

/** The body of POST /post, as the suite fills it. */
export interface AyrsharePostBody {
  post: string;
  platforms: string[];
  mediaUrls?: string[];
  isVideo?: boolean;
  instagramOptions?: { reels: true; shareReelsFeed: boolean };
  faceBookOptions?: { reels: true };
  youTubeOptions?: { title: string };
}

export interface AyrshareNetworkPost {
  platform: string;
  status: string;
  id?: string;
  postUrl?: string;
  [more: string]: unknown;
}

export interface AyrshareNetworkError {
  platform?: string;
  status?: string;
  code?: number;
  message?: string;
  action?: string;
  [more: string]: unknown;
}

/** POST /post's answer: 'success', or 'error' with the networks that refused in errors (HTTP 200 or 400). */
export interface AyrsharePostResult {
  status: 'success' | 'error' | string;
  id?: string;
  postIds?: AyrshareNetworkPost[];
  errors?: AyrshareNetworkError[];
  [more: string]: unknown;
}

/** An answer Ayrshare gave, whatever its status: the status and the parsed JSON body (null when not JSON). */
export interface AyrshareAnswer<T> {
  status: number;
  body: T | null;
}

/** No answer at all: refused connection, reset, DNS, or the time limit. */
export class AyrshareUnreachableError extends Error {}

/** Ayrshare answered outside 2xx. */
export class AyrshareHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(ayrshareMessage(body) ?? `Ayrshare answered ${status}`);
  }

  /** Try later: rate limit, Ayrshare down, or credentials Ayrshare would not take (a configuration matter). */
  get unavailable(): boolean {
    return this.status === 401 || this.status === 403 || this.status === 429 || this.status >= 500;
  }
}

/** Ayrshare's words in an error body: `message`, else the first of `errors[].message`. */
export function ayrshareMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { message?: unknown; errors?: Array<{ message?: unknown }> };
  if (typeof b.message === 'string' && b.message) return b.message;
  const first = Array.isArray(b.errors) ? b.errors.find((e) => typeof e?.message === 'string') : undefined;
  return (first?.message as string | undefined) ?? null;
}

/** Generous for POST /post: Ayrshare fetches and hands the media to each network before it answers. */
const POST_TIMEOUT_MS = 120_000;
const CALL_TIMEOUT_MS = 20_000;

type Method = 'GET' | 'POST' | 'DELETE';

export class AyrshareApi {
  constructor(private readonly config: AyrshareConfig) {}

  /** Creates the User Profile of an organization (Primary Profile call: no Profile-Key). */
  async createProfile(title: string): Promise<AyrshareCreatedProfile> {
    const profile = await this.ok<AyrshareCreatedProfile>('POST', '/profiles', null, { title });
    if (!profile.profileKey) throw new AyrshareHttpError(200, profile);
    return profile;
  }

  /** Deletes a User Profile (the one a lost race created). */
  async deleteProfile(profileKey: string): Promise<void> {
    await this.ok('DELETE', '/profiles', profileKey);
  }

  user(profileKey: string): Promise<AyrshareUser> {
    return this.ok<AyrshareUser>('GET', '/user', profileKey);
  }

  /** The social linking page's single-sign-on URL for a User Profile (valid a few minutes). */
  generateJwt(profileKey: string, domain: string, privateKey: string): Promise<AyrshareJwt> {
    return this.ok<AyrshareJwt>('POST', '/profiles/generateJWT', null, { domain, privateKey, profileKey });
  }

  /**
   * Publishes now. A 400 whose body says status 'error' is an answer (networks refused; those that took the post
   * are in postIds), returned as such; anything else outside 2xx throws AyrshareHttpError.
   */
  async post(profileKey: string, body: AyrsharePostBody): Promise<AyrsharePostResult> {
    const answer = await this.call<AyrsharePostResult>('POST', '/post', profileKey, body, POST_TIMEOUT_MS);
    if (answer.status >= 200 && answer.status < 300 && answer.body) return answer.body;
    if (answer.status === 400 && answer.body?.status === 'error') return answer.body;
    throw new AyrshareHttpError(answer.status, answer.body);
  }

  /** Deletes a published post from every network it went to. */
  deletePost(profileKey: string, id: string): Promise<AyrshareAnswer<Record<string, unknown>>> {
    return this.call<Record<string, unknown>>('DELETE', '/post', profileKey, { id });
  }

  postAnalytics(profileKey: string, id: string, platforms?: string[]): Promise<Record<string, unknown>> {
    return this.ok<Record<string, unknown>>('POST', '/analytics/post', profileKey, {
      id,
      ...(platforms ? { platforms } : {}),
    });
  }

  private async ok<T>(method: Method, path: string, profileKey: string | null, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, path, profileKey, body);
    if (answer.status < 200 || answer.status >= 300 || answer.body === null) {
      throw new AyrshareHttpError(answer.status, answer.body);
    }
    return answer.body;
  }

  private async call<T>(
    method: Method,
    path: string,
    profileKey: string | null,
    body?: unknown,
    timeoutMs = CALL_TIMEOUT_MS,
  ): Promise<AyrshareAnswer<T>> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.config.apiKey}`,
      Accept: 'application/json',
    };
    if (profileKey) headers['Profile-Key'] = profileKey;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      throw new AyrshareUnreachableError(
        `Ayrshare did not answer ${method} ${path}: ${cause ?? (err as Error).message}`,
      );
    }
    let parsed: T | null = null;
    try {
      parsed = text ? (JSON.parse(text) as T) : null;
    } catch {
      parsed = null;
    }
    return { status: res.status, body: parsed };
  }
}
