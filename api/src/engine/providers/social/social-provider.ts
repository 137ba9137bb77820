import type { SocialAccountNetwork } from '@ensemble/contracts';
import type { SocialProviderName } from '../../config/app-config';

export const SOCIAL_PROVIDER = Symbol('SOCIAL_PROVIDER');

/** Spec 3 §3 'Social account', as the provider reports it. */
export interface SocialAccount {
  network: SocialAccountNetwork;
  /** The account's page on the network, when the provider knows it. */
  url: string | null;
  /** false: linked once, but the network no longer accepts posts from it ('Please reconnect account'). */
  status: boolean;
  displayName: string | null;
}

export interface SocialPublishRequest {
  organizationId: number;
  /** The post's text as published (spec 3 'Post payload' description: hashtags, a space, then content). */
  text: string;
  /** Public URLs the network fetches: an image, or one video. */
  mediaUrls: string[];
  isVideo: boolean;
  /** Publish the video as Reels (Instagram, Facebook); only with isVideo. */
  isReels: boolean;
  /** Derived from the work row: the local provider keeps one post per key; Ayrshare takes none (see its adapter). */
  idempotencyKey: string;
  /** Networks to post to; omitted: every connected account whose status is true. */
  platforms?: SocialAccountNetwork[];
}

/** One publication, as the post log keeps it (spec 3 'Post log' results[success, payload.platforms, ayrshare_result]). */
export interface SocialPublishResult {
  /** Every requested network took the post. */
  success: boolean;
  /** The networks that took it. */
  platforms: SocialAccountNetwork[];
  /** The provider's id of the post (for delete and analytics); null when nothing was posted. */
  providerPostId: string | null;
  /** The provider's answer as it came (the post log's ayrshare_result); the local one answers in Ayrshare's shape. */
  raw: unknown;
  /** Why networks refused, one line each ('instagram: …'); empty on success. */
  errors: string[];
}

/**
 * Social publishing to the networks an organization connected (spec 3 §2 Social, issue 21): `local` (default,
 * everything in our database) or `ayrshare`. Every method takes the organization first. A provider that cannot be
 * reached (no answer, 429, 5xx, refused credentials) throws SocialUnavailableError, which the API answers with
 * socialMessages.serviceUnavailable; one that answered no to a request throws SocialRefusedError with its words.
 */
export interface SocialProvider {
  readonly name: SocialProviderName;
  accounts(organizationId: number): Promise<SocialAccount[]>;
  /**
   * Where 'Manage Accounts' sends the user: Ayrshare's social linking page (a JWT URL valid a few minutes). The
   * local provider answers null: the suite shows its own connect dialog, backed by setAccount.
   */
  manageAccountsUrl(organizationId: number): Promise<string | null>;
  /** Local provider only (absent on Ayrshare, where the linking page does it): connects or disconnects a network. */
  setAccount?(
    organizationId: number,
    network: SocialAccountNetwork,
    connected: boolean,
  ): Promise<SocialAccount[]>;
  /**
   * Publishes now. Networks refusing the post are a result (success false, errors), not an exception; when no
   * network is connected the result says 'No social account connected' and nothing is posted.
   */
  publish(req: SocialPublishRequest): Promise<SocialPublishResult>;
  /** Removes a published post from the networks; a post already gone is not an error. */
  deletePost(organizationId: number, providerPostId: string): Promise<void>;
  /** Per-network metrics of a published post, as the provider reports them ({ facebook: { analytics: … }, … }). */
  postAnalytics(organizationId: number, providerPostId: string): Promise<Record<string, unknown>>;
}

/** The result's error when an organization has no connected network to post to. */
export const NO_SOCIAL_ACCOUNT = 'No social account connected';

/** The provider could not be reached or would not let us in: try later ('Service unavailable!'). */
export class SocialUnavailableError extends Error {}

/** The provider answered, and refused this request (unknown post, invalid id): its words. */
export class SocialRefusedError extends Error {}
