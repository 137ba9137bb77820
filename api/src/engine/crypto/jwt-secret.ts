import * as fs from 'node:fs';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config';

/**
 * JWT_SECRET when set; otherwise a secret generated once and kept in `${DATA_DIR}/jwt-secret`, so sessions survive
 * restarts of the embedded default. Several replicas must share JWT_SECRET.
 */
export function resolveJwtSecret(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // another process wrote it first
    return fs.readFileSync(file, 'utf8').trim();
  }
}
