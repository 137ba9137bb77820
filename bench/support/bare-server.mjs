// The floor of the API's own overhead (issue 16): a minimal node:http server, no framework, that answers the
// contact list and search calls leads-scale.mjs measures with what the API cannot do without: the same bearer
// token checked the same way (jsonwebtoken, HS256, the same secret), the same SQL (the statements the API sent for
// that URL, captured from the server's general log) through a mysql2 pool set up as the API's, the same JSON and
// gzip as the API's compression. Everything else the API does per request (routing, guards, pipes, security
// headers, logging, hydrating rows) is what the ratio API / bare measures.
//
// Run as its own process (like the API), so the two do not share an event loop with the client timing them:
// startBareServer(config) spawns this file with the config in a temporary JSON file.
import { spawn } from 'node:child_process';
import { createSecretKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzip } from 'node:zlib';
import jwt from 'jsonwebtoken';
import mysql from 'mysql2';

/** As the API's @fastify/compress: below 1 kB a body goes as it is, above it gzip at zlib's default level. */
const GZIP_THRESHOLD = 1024;

/**
 * The pool options TypeORM's MySQL driver gives mysql2 for the API's data source (api/src/engine/database/
 * data-source.ts): utf8mb4, UTC, big numbers as strings, no stack trace per query, and mysql2's default 10
 * connections (the API sets no poolSize).
 */
export const apiPoolOptions = (uri) => ({
  uri,
  charset: 'utf8mb4',
  timezone: 'Z',
  supportBigNumbers: true,
  bigNumberStrings: true,
  stringifyObjects: true,
  trace: false,
  connectionLimit: 10,
});

/**
 * Starts the bare server as a child process and resolves once it listens. `routes`: { [url]: { organizationId,
 * statements } } where url is the path and query as requested (e.g. /api/organization/lead/1/clients/?page=1);
 * `members`: [userId, organizationId] pairs the token's user may read (the API's membership check, which it
 * answers from its principal cache without SQL on a warm path).
 */
export async function startBareServer({ port, databaseUrl, jwtSecret, routes, members }) {
  const dir = mkdtempSync(join(tmpdir(), 'ens-bare-'));
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify({ port, databaseUrl: String(databaseUrl), jwtSecret, routes, members }));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stopping = false;
  await new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => {
      if (!stopping) console.error(`bare server exited unexpectedly (code ${code}, signal ${signal})`);
      reject(new Error(`bare server exited with ${code}`));
    });
    child.stdout.on('data', (d) => {
      if (String(d).includes('listening')) resolve();
    });
  });
  return {
    base: `http://127.0.0.1:${port}/api`,
    pid: child.pid,
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- the server

const json = (v) => (v == null ? null : typeof v === 'string' ? JSON.parse(v) : v);
const byName = new Intl.Collator('en', { sensitivity: 'base' });
const fullName = (first, last) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

/** A contact as the API's LeadRecord (ContactReadsService.record), from a row of its page statement. */
function record(r) {
  const a = json(r.amounts) ?? {};
  const groups = json(r.groups_json) ?? [];
  return {
    id: r.id,
    organization: r.organization_id,
    first_name: r.first_name,
    last_name: r.last_name,
    company_name: r.company_name,
    email: r.email,
    cell_phone: r.cell_phone,
    gender: r.gender,
    birthday: r.birthday,
    job_title: r.job_title,
    website_url: r.website_url,
    address: r.address,
    city: r.city,
    state: r.state,
    zip_code: r.zip_code,
    industry: r.industry,
    lead_source_id: r.lead_source_id,
    account_rep: r.account_rep,
    sales_rep: r.sales_rep,
    service_rep: r.service_rep,
    sales_status: r.sales_status,
    revenue_from: a.revenue_from ?? null,
    revenue_to: a.revenue_to ?? null,
    revenue_probability: a.revenue_probability ?? null,
    win_amount: a.win_amount ?? null,
    total_sales: Number(a.total_sales ?? 0),
    temperature: r.temperature,
    social: json(r.social) ?? [],
    imported: r.imported,
    lead_source:
      r.lead_source_id != null && r.source_name != null
        ? { id: r.lead_source_id, name: r.source_name }
        : null,
    representatives: {
      account_name: fullName(r.account_first, r.account_last),
      sales_name: fullName(r.sales_first, r.sales_last),
      service_name: fullName(r.service_first, r.service_last),
    },
    win_ammount: a.win_amount ?? null,
    lead_list_id: r.lead_list_id,
    lead_list:
      r.lead_list_id != null && r.list_title != null ? { id: r.lead_list_id, title: r.list_title } : null,
    groups: groups
      .map((g) => ({ id: Number(g.id), name: g.name }))
      .sort((x, y) => byName.compare(x.name, y.name) || x.id - y.id),
    came_from_list: r.came_from_list,
    fsm_state: r.fsm_state,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

function serve(config) {
  const pool = mysql.createPool(apiPoolOptions(config.databaseUrl));
  const query = (sql) =>
    new Promise((resolve, reject) => pool.query(sql, (err, rows) => (err ? reject(err) : resolve(rows))));
  const key = createSecretKey(Buffer.from(config.jwtSecret));
  const members = new Set(config.members.map(([u, o]) => `${u}:${o}`));
  // The API sends the page statement on one connection and the stage's cached count on another, at once
  // (ContactReadsService.list); a search's count comes with its page.
  const routes = new Map(
    Object.entries(config.routes).map(([url, r]) => {
      const pageAt = Math.max(
        0,
        r.statements.findIndex((q) => /JOIN\s+`?leads`?\s+r\s+ON\s+r\.id\s*=\s*p\.id/i.test(q)),
      );
      return [
        url,
        {
          organizationId: r.organizationId,
          page: r.statements[pageAt],
          counts: r.statements.filter((_, i) => i !== pageAt),
        },
      ];
    }),
  );

  const send = (req, res, status, body) => {
    const text = Buffer.from(JSON.stringify(body));
    res.statusCode = status;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('vary', 'Accept-Encoding');
    if (text.length < GZIP_THRESHOLD || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('content-length', text.length);
      res.end(text);
      return;
    }
    gzip(text, (err, gz) => {
      if (err) {
        res.statusCode = 500;
        res.end();
        return;
      }
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-length', gz.length);
      res.end(gz);
    });
  };

  async function handle(req, res) {
    const route = req.method === 'GET' ? routes.get(req.url) : undefined;
    if (!route) return send(req, res, 404, { detail: 'Not found.' });
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    let claims = null;
    try {
      claims = bearer ? jwt.verify(bearer[1], key, { algorithms: ['HS256'] }) : null;
    } catch {
      claims = null;
    }
    const userId = Number(claims?.sub);
    if (!claims || claims.typ !== 'access' || !Number.isInteger(userId) || userId <= 0)
      return send(req, res, 401, { detail: 'Authentication credentials were not provided.' });
    if (!members.has(`${userId}:${route.organizationId}`))
      return send(req, res, 404, { detail: 'Not found.' });
    const [rows, counted] = await Promise.all([
      query(route.page),
      (async () => {
        let last = null;
        for (const q of route.counts) last = await query(q);
        return last;
      })(),
    ]);
    const count = counted?.length ? Number(counted[0].n) : rows.length ? Number(rows[0].n) : 0;
    send(req, res, 200, { results: rows.map(record), count });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      res.statusCode = 500;
      res.end(JSON.stringify({ detail: String(err?.message ?? err) }));
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, '127.0.0.1', () => console.log('listening'));
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    pool.end(() => process.exit(0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve(JSON.parse(readFileSync(process.argv[2], 'utf8')));
}
