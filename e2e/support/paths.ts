import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');
/**
 * Scratch space of one e2e run (config files, the redeployable copy of a remote); one per E2E_PORT_OFFSET, so a
 * run starting on the same machine does not wipe the files another run is serving.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const runDir = join(__dirname, '..', offset ? `.run-${offset}` : '.run');
/** The files served as mfe-harmony by the redeploy shell; the redeploy journey replaces them. */
export const redeployDir = join(runDir, 'harmony-redeploy');
/** Copies of mfe-harmony rewritten to require another version of shared-ui (support/shared-versions.ts). */
export const harmonyVariantDir = (variant: string) => join(runDir, `harmony-${variant}`);
/** start-api.mjs writes the name of the e2e API's database here, for the tests that read it directly. */
export const apiDatabaseFile = join(runDir, 'api-database.txt');
/** …and its QUEUE_PREFIX, which also names its Redis channels. */
export const apiQueuePrefixFile = join(runDir, 'api-queue-prefix.txt');
