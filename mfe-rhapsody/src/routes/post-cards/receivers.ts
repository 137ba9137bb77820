import { type PostcardBucket, type PostcardOrderState } from '@ensemble/contracts';

/** One chosen receiver: a bucket (a whole stage, or everyone), an opportunity list or a tag. */
export type Receiver =
  { type: 'bucket'; id: PostcardBucket } | { type: 'list'; id: number } | { type: 'group'; id: number };

export const bucketLabels: Record<PostcardBucket, string> = {
  all: 'All',
  other: 'Other',
  opportunity: 'Opportunity',
  prospect: 'Prospect',
  client: 'Client',
  former_client: 'Former client',
};

/** The Select's value for a receiver ('bucket:client', 'list:4', 'group:9'). */
export const receiverKey = (r: Receiver): string => `${r.type}:${r.id}`;

export function parseReceiverKey(key: string): Receiver | null {
  const [type, raw] = key.split(':');
  if (type === 'bucket' && raw && raw in bucketLabels) return { type, id: raw as PostcardBucket };
  const id = Number(raw);
  if ((type === 'list' || type === 'group') && Number.isInteger(id) && id > 0) return { type, id };
  return null;
}

/** The stage a receiver belongs to: an opportunity list is of the opportunity type. */
const stageOf = (r: Receiver): PostcardBucket | null =>
  r.type === 'bucket' ? r.id : r.type === 'list' ? 'opportunity' : null;

/**
 * Adds a receiver under spec 2 §4 'Receiver buckets for post cards': All replaces every other choice (and
 * anything chosen after All replaces it); a bucket removes the items of its own type (Opportunity removes the
 * specific lists); a specific list removes the Opportunity bucket, which stays disabled while a list is chosen.
 */
export function addReceiver(current: Receiver[], added: Receiver): Receiver[] {
  if (current.some((r) => receiverKey(r) === receiverKey(added))) return current;
  if (added.type === 'bucket' && added.id === 'all') return [added];
  const kept = current.filter((r) => {
    if (r.type === 'bucket' && r.id === 'all') return false;
    if (added.type === 'bucket') return r.type === 'bucket' || stageOf(r) !== added.id;
    if (added.type === 'list') return !(r.type === 'bucket' && r.id === 'opportunity');
    return true;
  });
  return [...kept, added];
}

export const removeReceiver = (current: Receiver[], removed: Receiver): Receiver[] =>
  current.filter((r) => receiverKey(r) !== receiverKey(removed));

/** Opportunity is disabled once a specific list is chosen. */
export const isBucketDisabled = (current: Receiver[], bucket: PostcardBucket): boolean =>
  bucket === 'opportunity' && current.some((r) => r.type === 'list');

/** The check_groups payload's receiver fields. */
export function toOrderState(receivers: Receiver[]): PostcardOrderState {
  return {
    buckets: receivers.flatMap((r) => (r.type === 'bucket' ? [r.id] : [])),
    lead_lists: receivers.flatMap((r) => (r.type === 'list' ? [r.id] : [])),
    groups: receivers.flatMap((r) => (r.type === 'group' ? [r.id] : [])),
  };
}

export function fromOrderState(state: PostcardOrderState): Receiver[] {
  return [
    ...state.buckets.map((id): Receiver => ({ type: 'bucket', id })),
    ...(state.lead_lists ?? []).map((id): Receiver => ({ type: 'list', id })),
    ...state.groups.map((id): Receiver => ({ type: 'group', id })),
  ];
}
