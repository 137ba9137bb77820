/**
 * Social data seeded through the API (spec 3 §7 Media and posts), so each social journey drives only the screen it
 * is about. Media is uploaded here as real bytes: the API processes it as it would a browser's upload.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  type Paginated,
  type SocialAccountInfo,
  type SocialAccountNetwork,
  type SocialCampaign,
  type SocialCampaignPatch,
  type SocialImageUpload,
  type SocialPost,
  type SocialPostInput,
  type SocialPostLog,
  type SocialUrl,
  socialEndpoints,
  urlOf,
} from '@ensemble/contracts';
import { apiUrl } from './ports';
import { call } from './api';

/** Connects `networks` with the local provider (its own Manage Accounts dialog does the same). */
export async function connectAccounts(
  token: string,
  orgId: number,
  networks: SocialAccountNetwork[] = ['facebook'],
): Promise<SocialAccountInfo[]> {
  let accounts: SocialAccountInfo[] = [];
  for (const network of networks) {
    accounts = await call<SocialAccountInfo[]>(urlOf(socialEndpoints.accounts.set, { orgId, network }), {
      method: 'PUT',
      token,
      body: JSON.stringify({ connected: true }),
    });
  }
  return accounts;
}

export async function createSocialUrl(
  token: string,
  orgId: number,
  title = 'Spring offers',
  url = 'https://example.com/spring',
): Promise<SocialUrl> {
  return call<SocialUrl>(urlOf(socialEndpoints.urls.create, { orgId }), {
    method: 'POST',
    token,
    body: JSON.stringify({ title, url }),
  });
}

/** Uploads an image file (support/media.ts photo()) as the post form does; the processed image's address. */
export async function uploadImage(token: string, file: string): Promise<SocialImageUpload> {
  const form = new FormData();
  form.append('image', new Blob([readFileSync(file)], { type: 'image/png' }), basename(file));
  const res = await fetch(`${apiUrl}${socialEndpoints.media.uploadImage.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`image upload → ${res.status} ${await res.text()}`);
  return (await res.json()) as SocialImageUpload;
}

/** A post under `urlId`; complete when it has media (an image from uploadImage). */
export async function createSocialPost(
  token: string,
  orgId: number,
  urlId: number,
  input: Partial<SocialPostInput> & { title: string },
): Promise<SocialPost> {
  const body: SocialPostInput = {
    weight: 2,
    description: 'Spring is here: see what is new this season',
    image_url: null,
    can_be_reels: false,
    is_reels: false,
    ...input,
  };
  return call<SocialPost>(urlOf(socialEndpoints.posts.create, { orgId, urlId }), {
    method: 'POST',
    token,
    body: JSON.stringify(body),
  });
}

export async function queuePost(token: string, orgId: number, post: SocialPost): Promise<SocialPost> {
  return call<SocialPost>(
    urlOf(socialEndpoints.posts.queue, { orgId, urlId: post.url.id, postId: post.id }),
    {
      method: 'POST',
      token,
    },
  );
}

export async function getSocialPost(token: string, orgId: number, post: SocialPost): Promise<SocialPost> {
  return call<SocialPost>(urlOf(socialEndpoints.posts.get, { orgId, urlId: post.url.id, postId: post.id }), {
    token,
  });
}

export async function getCampaign(token: string, orgId: number): Promise<SocialCampaign> {
  return call<SocialCampaign>(urlOf(socialEndpoints.campaign.get, { orgId }), { token });
}

/** Every post log of the organization (success and error), newest first. */
export async function postLogs(token: string, orgId: number): Promise<SocialPostLog[]> {
  return (
    await call<Paginated<SocialPostLog>>(`${urlOf(socialEndpoints.postLogs, { orgId })}?per_page=100`, {
      token,
    })
  ).results;
}

/** Reads `read` every `everyMs` until `check` holds for what it gives (the API's queued work done), up to `ms`. */
export async function readUntil<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms: number,
  everyMs = 500,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not reach the expected state within ${ms} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The post once `check` holds for it as the API reads it: publishing is queued work. */
export const postWhen = (
  token: string,
  orgId: number,
  post: SocialPost,
  check: (p: SocialPost) => boolean,
  ms = 20_000,
): Promise<SocialPost> => readUntil(`post ${post.id}`, () => getSocialPost(token, orgId, post), check, ms);

/** The social screens' addresses (spec 3 §2 Social). */
export const socialPaths = {
  home: (org: number) => `/rhapsody/social/${org}`,
  post: (org: number, p: SocialPost) => `/rhapsody/social/${org}/url/${p.url.id}/post/${p.id}`,
  create: (org: number, urlId: number) => `/rhapsody/social/${org}/create-new-post?url=${urlId}`,
  setup: (org: number) => `/tempo/social-setup/${org}`,
};

/** A URL's posts as the API reads them (its first page, newest first). */
export async function socialPosts(token: string, orgId: number, urlId: number): Promise<SocialPost[]> {
  return (await call<Paginated<SocialPost>>(urlOf(socialEndpoints.posts.list, { orgId, urlId }), { token }))
    .results;
}

/** Post now (the post page's button's call). */
export async function postNow(token: string, orgId: number, post: SocialPost): Promise<SocialPost> {
  return call<SocialPost>(
    urlOf(socialEndpoints.posts.postNow, { orgId, urlId: post.url.id, postId: post.id }),
    {
      method: 'POST',
      token,
    },
  );
}

/** Changes the campaign (its card's calls: active for Start and Pause, times a day, days). */
export async function updateCampaign(
  token: string,
  orgId: number,
  patch: SocialCampaignPatch,
): Promise<SocialCampaign> {
  return call<SocialCampaign>(urlOf(socialEndpoints.campaign.update, { orgId }), {
    method: 'PATCH',
    token,
    body: JSON.stringify(patch),
  });
}

export const two = (n: number) => String(n).padStart(2, '0');
/** As the screens write a day and a time (spec 3 §9: MM/DD/YYYY hh:mm A). */
export const dayOf = (d: Date) => `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()}`;
export const timeOf = (d: Date) =>
  `${two(d.getHours() % 12 || 12)}:${two(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
