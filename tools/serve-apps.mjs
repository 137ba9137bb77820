#!/usr/bin/env node
// Serves built front-end apps, each from its own port, the way they are deployed: remotes with CORS (the
// shell fetches their manifests cross-origin), the shell with an index.html fallback for deep links and,
// optionally, a given remotes.json at /remotes.json.
//
//   node tools/serve-apps.mjs --dev
//       shell dist on 4200 with shell/public/remotes.json, remotes' dists on 4301-4305
//   node tools/serve-apps.mjs --config apps.json
//       { "host": "127.0.0.1", "apps": [ { "port": 4200, "dir": "shell/dist", "spa": true,
//         "remotesJson": "e2e/remotes.full.json" }, { "port": 4301, "dir": "mfe-account/dist", "cors": true } ] }
//   node tools/serve-apps.mjs --shell 4200:shell/dist[:remotes.json] --remote 4301:mfe-account/dist ...
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Files whose name does not change between builds must be revalidated; hashed chunks can be cached for good. */
function cacheControl(file) {
  return /\.[0-9a-f]{8}\.js$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function parseArgs(argv) {
  const apps = [];
  let host = '127.0.0.1';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--config') {
      const file = path.resolve(next());
      const cfg = JSON.parse(fs.readFileSync(file, 'utf8'));
      const base = path.dirname(file);
      if (cfg.host) host = cfg.host;
      for (const a of cfg.apps) {
        apps.push({
          ...a,
          dir: path.resolve(base, a.dir),
          remotesJson: a.remotesJson ? path.resolve(base, a.remotesJson) : undefined,
        });
      }
    } else if (arg === '--dev') {
      apps.push({
        port: 4200,
        dir: path.join(root, 'shell/dist'),
        spa: true,
        remotesJson: path.join(root, 'shell/public/remotes.json'),
      });
      ['mfe-account', 'mfe-composition', 'mfe-rhapsody', 'mfe-harmony', 'mfe-tempo'].forEach((name, i) =>
        apps.push({ port: 4301 + i, dir: path.join(root, name, 'dist'), cors: true }),
      );
    } else if (arg === '--shell' || arg === '--remote') {
      const [port, dir, remotesJson] = next().split(':');
      apps.push({
        port: Number(port),
        dir: path.resolve(dir),
        spa: arg === '--shell',
        cors: arg === '--remote',
        remotesJson: remotesJson ? path.resolve(remotesJson) : undefined,
      });
    } else if (arg === '--host') {
      host = next();
    } else {
      throw new Error(`unknown argument ${arg}`);
    }
  }
  if (apps.length === 0) throw new Error('nothing to serve: pass --dev, --config <file> or --shell/--remote');
  return { host, apps };
}

function send(res, status, headers, body) {
  res.writeHead(status, headers);
  res.end(body);
}

function serveFile(req, res, file, extraHeaders) {
  fs.stat(file, (err, stat) => {
    if (err || !stat.isFile())
      return send(res, 404, { 'Content-Type': 'text/plain', ...extraHeaders }, 'Not found');
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': cacheControl(file),
      ...extraHeaders,
    };
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });
}

function handler(app) {
  const cors = app.cors
    ? {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      }
    : {};
  return (req, res) => {
    if (req.method === 'OPTIONS') return send(res, 204, cors, '');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, cors, 'Method not allowed');
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      return send(res, 400, cors, 'Bad request');
    }
    if (app.remotesJson && pathname === '/remotes.json') return serveFile(req, res, app.remotesJson, cors);
    const file = path.join(app.dir, pathname);
    if (!file.startsWith(app.dir + path.sep) && file !== app.dir) return send(res, 403, cors, 'Forbidden');
    fs.stat(file, (err, stat) => {
      if (!err && stat.isFile()) return serveFile(req, res, file, cors);
      if (!err && stat.isDirectory() && fs.existsSync(path.join(file, 'index.html')) && !app.spa) {
        return serveFile(req, res, path.join(file, 'index.html'), cors);
      }
      // Deep links are the shell's routes; a missing asset (it has an extension) stays a 404.
      if (app.spa && !path.extname(pathname))
        return serveFile(req, res, path.join(app.dir, 'index.html'), cors);
      send(res, 404, { 'Content-Type': 'text/plain', ...cors }, 'Not found');
    });
  };
}

const { host, apps } = parseArgs(process.argv.slice(2));
const servers = apps.map((app) => {
  if (!fs.existsSync(app.dir)) console.warn(`warning: ${app.dir} does not exist (build first?)`);
  const server = http.createServer(handler(app));
  server.listen(app.port, host, () =>
    console.log(
      `serving ${path.relative(root, app.dir) || app.dir} at http://${host}:${app.port}${app.spa ? ' (SPA)' : ''}${app.cors ? ' (CORS)' : ''}`,
    ),
  );
  server.on('error', (err) => {
    console.error(`port ${app.port}: ${err.message}`);
    process.exitCode = 1;
  });
  return server;
});

const stop = () => {
  servers.forEach((s) => s.close());
  process.exit();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
