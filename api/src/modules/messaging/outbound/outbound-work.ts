import type { AppConfig } from '../../../engine/config/app-config';
import { outboundBackoff } from '../../../engine/work';

/** Due rows one sweep queues again at most. */
const SWEEP_BATCH = 1000;

/** The delay before attempt `attempt + 1`. */
export const backoffMs = (attempt: number) => outboundBackoff(1).delayMs(attempt);

/**
 * What every outbound work (system messages, campaign emails, texts) defines alike: a row is 'sent' when done, a
 * sweep queues up to SWEEP_BATCH due rows, and failures retry on outboundBackoff.
 */
export const outboundWorkDefaults = (config: Pick<AppConfig, 'outboundMaxAttempts'>) =>
  ({
    statuses: { done: 'sent' },
    findDue: { limit: SWEEP_BATCH },
    backoff: outboundBackoff(config.outboundMaxAttempts),
  }) as const;

/**
 * How old a batch's claim may get before it is renewed ahead of a provider call: a tenth of the sweep's stale
 * window, so a batch never sends on a lease the sweep may take back, and does not renew what it just claimed.
 */
export const leaseRenewMs = (config: Pick<AppConfig, 'sweepStaleSeconds'>) =>
  (config.sweepStaleSeconds * 1000) / 10;
