import type { Test } from 'supertest';
import { bearer } from './auth';
import type { TestApp } from './test-app';

/** The URL of an API path (the contracts' paths leave out the /api prefix). */
export const api = (path: string) => `/api${path}`;

/** The token of a client whose every call names its caller (`as`). */
const noDefaultCaller = (): string => {
  throw new Error('this client has no default caller: pass the token as `as`');
};

/**
 * Calls under /api as one signed-in user: `const { get, post, put, del } = apiClient(() => t, () => token)`.
 * Both are read at call time, so a spec may start its app and sign in later (in beforeAll); `as` overrides the token
 * (and is required when no token is given).
 */
export function apiClient(app: () => TestApp, token: () => string = noDefaultCaller) {
  const http = () => app().http;
  const auth = (as?: string) => bearer(as ?? token());
  return {
    get: (path: string, as?: string): Test => http().get(api(path)).set(auth(as)),
    post: (path: string, body: object = {}, as?: string): Test =>
      http().post(api(path)).set(auth(as)).send(body),
    put: (path: string, body: object, as?: string): Test => http().put(api(path)).set(auth(as)).send(body),
    patch: (path: string, body: object, as?: string): Test =>
      http().patch(api(path)).set(auth(as)).send(body),
    del: (path: string, as?: string): Test => http().delete(api(path)).set(auth(as)),
  };
}

/** Reads a response body as its bytes (`.buffer(true).parse(asBytes)`): a file download or a stored image. */
export const asBytes: Parameters<Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
