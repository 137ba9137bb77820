import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { messages, type Release } from '@ensemble/contracts';
import { Release as ReleaseEntity } from '../src/modules/platform/releases/release.entity';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ens-web-'));
  fs.mkdirSync(path.join(webDir, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(webDir, 'shell', 'dist', 'main.js'), 'console.log("shell")');
  fs.mkdirSync(path.join(webDir, 'mfe-account', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'mfe-account', 'dist', 'mf-manifest.json'), '{"name":"mfe-account"}');
  fs.writeFileSync(path.join(webDir, 'mfe-account', 'dist', 'remoteEntry.js'), 'var mfe_account;');
  fs.writeFileSync(path.join(webDir, 'mfe-account', 'dist', '64.9e450d7b.js'), 'chunk();');
  fs.writeFileSync(path.join(webDir, 'shell', 'dist', 'lib-react.523c272b.js'), 'react();');
  t = await startTestApp({
    env: { WEB_DIR: webDir, EDITION: 'social', CORS_ORIGINS: 'http://127.0.0.1:4200' },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('health and reference data', () => {
  it('reports database and queue health', async () => {
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', queue: 'redis', redis: 'up', version: '0.2.0' });
  });

  it('lists the seeded industries, Insurance first', async () => {
    const res = await t.http.get('/api/industry/');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(20);
    expect(res.body.results[0].name).toBe('Insurance');
  });

  it('lists releases newest first by default and honours ordering', async () => {
    await t.dataSource
      .getRepository(ReleaseEntity)
      .save({ version: '9.9.9', title: 'Test release', notes: 'n', releasedAt: new Date() });
    const desc = await t.http.get('/api/versioning/version/').query({ ordering: '-id', per_page: 1000 });
    expect(desc.status).toBe(200);
    const versions = desc.body.results.map((r: Release) => r.version);
    expect(versions[0]).toBe('9.9.9');
    expect(versions).toContain('0.1.0');
    const first = desc.body.results.find((r: Release) => r.version === '0.1.0');
    expect(first.title).toBe('Platform: sign-up, sign-in, organizations, remotes');

    const asc = await t.http.get('/api/versioning/version/').query({ ordering: 'id' });
    expect(asc.body.results.map((r: Release) => r.version)).toEqual([...versions].reverse());

    const paged = await t.http.get('/api/versioning/version/').query({ per_page: 1, page: 2 });
    expect(paged.body).toMatchObject({ count: versions.length, results: [{ version: versions[1] }] });

    const bad = await t.http.get('/api/versioning/version/').query({ ordering: 'title' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ordering: [messages.invalidOrdering(['id', '-id'])] });
    const tooBig = await t.http.get('/api/versioning/version/').query({ per_page: 1001 });
    expect(tooBig.status).toBe(400);
    expect(Object.keys(tooBig.body)).toEqual(['per_page']);
  });
});

describe('error envelope', () => {
  it('answers 404 with detail for unknown routes and methods', async () => {
    for (const res of [await t.http.get('/api/no-such-route'), await t.http.put('/api/health')]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: messages.notFound });
    }
  });

  it('answers 400 with detail for a malformed JSON body', async () => {
    const res = await t.http
      .post('/api/auth/login/')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed request body.' });
  });

  it('reads an empty JSON body as an empty object, as Express did', async () => {
    const res = await t.http.post('/api/auth/login/').set('Content-Type', 'application/json');
    expect(res.status).toBe(400);
    expect(res.body).not.toHaveProperty('detail');
  });
});

describe('HTTP platform', () => {
  it('serves the OpenAPI document with every route', async () => {
    const res = await t.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/api/auth/signup',
      '/api/auth/login',
      '/api/organization',
      '/api/organization/{orgId}',
      '/api/organization/{orgId}/outbox',
      '/api/versioning/version',
      '/api/health',
    ]) {
      expect(paths).toContain(p);
    }
    expect(
      res.body.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['first_name', 'last_name', 'email', 'password']);
    // Every operation has its own id (controllers written once per stage must not share one).
    const ids = Object.values(
      res.body.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const stage of [
      'opportunity-list/{listId}/opportunity',
      'prospects',
      'clients',
      'former-clients',
      'others',
    ]) {
      const base = `/api/organization/lead/{orgId}/${stage}`;
      expect(Object.keys(res.body.paths[base]).sort()).toEqual(['get', 'post']);
      expect(Object.keys(res.body.paths[`${base}/{id}`]).sort()).toEqual(['delete', 'get', 'put']);
      expect(Object.keys(res.body.paths[`${base}/bulk_delete`])).toEqual(['post']);
    }
    expect((await t.http.get('/api/docs')).status).toBe(200);
  });

  it('compresses responses for clients that accept gzip', async () => {
    const gz = await t.http.get('/api/docs-json').set('Accept-Encoding', 'gzip');
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.http.get('/api/docs-json').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends security headers and a request id', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:4200");
    expect(res.headers['x-request-id']).toMatch(/\S+/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows CORS only from the configured origins', async () => {
    const ok = await t.http
      .options('/api/auth/login/')
      .set('Origin', 'http://127.0.0.1:4200')
      .set('Access-Control-Request-Method', 'POST');
    expect(ok.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4200');
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const write = await t.http
        .options('/api/organization/1/')
        .set('Origin', 'http://127.0.0.1:4200')
        .set('Access-Control-Request-Method', method);
      expect(write.status).toBe(204);
      expect(write.headers['access-control-allow-methods']).toContain(method);
    }
    const other = await t.http.get('/api/health').set('Origin', 'http://evil.test');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('static web (WEB_DIR)', () => {
  it('generates remotes.json for the configured edition', async () => {
    const res = await t.http.get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.body.edition).toBe('social');
    expect(res.body.apiBaseUrl).toBe('/api');
    expect(res.body.remotes.map((r: { name: string }) => r.name)).toEqual([
      'mfe-account',
      'mfe-rhapsody',
      'mfe-tempo',
    ]);
  });

  it('serves the shell with an index.html fallback, but never for /api', async () => {
    const deep = await t.http.get('/composition/contacts/12');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<title>shell</title>');
    expect((await t.http.get('/main.js')).text).toContain('shell');
    const api = await t.http.get('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ detail: messages.notFound });
  });

  it('serves remotes with open CORS', async () => {
    const res = await t.http.get('/remotes/mfe-account/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect((await t.http.get('/remotes/mfe-account/missing.js')).status).toBe(404);
  });

  it('lets hashed chunks be cached for a year, and revalidates entries, manifests and pages', async () => {
    const immutable = 'public, max-age=31536000, immutable';
    for (const url of ['/lib-react.523c272b.js', '/remotes/mfe-account/64.9e450d7b.js']) {
      const res = await t.http.get(url);
      expect([url, res.status, res.headers['cache-control']]).toEqual([url, 200, immutable]);
    }
    for (const url of [
      '/',
      '/dashboard/3',
      '/main.js',
      '/remotes.json',
      '/remotes/mfe-account/remoteEntry.js',
      '/remotes/mfe-account/mf-manifest.json',
    ]) {
      const res = await t.http.get(url);
      expect([url, res.status, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
  });
});
