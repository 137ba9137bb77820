import type { PostcardOrderStatus } from '@ensemble/contracts';

export const POSTCARDS_PROVIDER = Symbol('POSTCARDS_PROVIDER');

export type PostcardsProviderName = 'local';

export interface ProviderPostcardTemplate {
  id: number;
  designId: string;
  title: string;
  /** A URL (or data URL) of the design's front, for the chooser. */
  proofFront: string;
}

/** A size's price per card, or an add-on (size null). */
export interface ProviderPostcardPrice {
  id: string;
  size: string | null;
  description: string;
  /** Cents per card. */
  unitAmount: number;
}

export interface CreatePostcardOrderInput {
  organizationId: number;
  /** Our order row's id; the idempotency key derives from it. */
  orderId: number;
  designId: string;
  recipients: number;
  priceId: string;
  addonId: string | null;
  mailClass: string;
  idempotencyKey: string;
}

/**
 * Direct-mail post cards (spec 2 'Post cards'): the designs of an organization, the price list, proofs and
 * orders. Every method takes the organization first; a template of another organization is not found (null).
 */
export interface PostcardsProvider {
  readonly name: PostcardsProviderName;
  listTemplates(organizationId: number): Promise<ProviderPostcardTemplate[]>;
  getTemplate(organizationId: number, templateId: number): Promise<ProviderPostcardTemplate | null>;
  /** Sizes and add-ons; the total for a recipient count is unitAmount × recipients. */
  listPrices(organizationId: number): Promise<ProviderPostcardPrice[]>;
  /** Front and back of the design, as image URLs (data URLs for the local provider). */
  proof(organizationId: number, templateId: number): Promise<{ front: string; back: string } | null>;
  /** Places the order; it waits for payment ('Pending Payment'). */
  createOrder(
    input: CreatePostcardOrderInput,
  ): Promise<{ providerOrderId: string; status: PostcardOrderStatus }>;
  /** The order has been paid on our side: the provider starts work ('Processing'). */
  markPaid(organizationId: number, providerOrderId: string): Promise<PostcardOrderStatus>;
  /** The provider's current status, or null when it has nothing newer than ours. */
  orderStatus(organizationId: number, providerOrderId: string): Promise<PostcardOrderStatus | null>;
}

/** The provider failed (network, 5xx, refused order). */
export class PostcardsProviderError extends Error {}
