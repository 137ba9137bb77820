#!/usr/bin/env node
// Prints the weight of what each app ships: total JS/CSS in dist, the entry (remoteEntry.js or the shell's
// main), raw and gzipped. Weight is a performance goal (STACK-NOTES): shared singletons such as antd are not
// tree-shaken, so watch these figures when adding dependencies.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['shell', 'mfe-account', 'mfe-composition', 'mfe-rhapsody', 'mfe-harmony', 'mfe-tempo'];

function walk(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function bundleWeights() {
  const rows = [];
  for (const app of apps) {
    const dist = join(root, app, 'dist');
    if (!existsSync(dist)) {
      rows.push({ app, missing: true });
      continue;
    }
    const files = walk(dist).filter((f) => /\.(js|css)$/.test(f));
    let raw = 0;
    let gz = 0;
    for (const f of files) {
      const buf = readFileSync(f);
      raw += buf.length;
      gz += gzipSync(buf).length;
    }
    const entryFile = existsSync(join(dist, 'remoteEntry.js'))
      ? join(dist, 'remoteEntry.js')
      : files.find((f) => /main[.\w]*\.js$/.test(f));
    const entry = entryFile ? readFileSync(entryFile) : Buffer.alloc(0);
    rows.push({ app, files: files.length, raw, gz, entryRaw: entry.length, entryGz: gzipSync(entry).length });
  }
  return rows;
}

/** The rows of `npm run bench`'s table (run.mjs): figures without a budget, to watch between runs. */
export function bundleWeightRows() {
  return bundleWeights().map((r) => ({
    group: 'bundle weight',
    figure: r.missing
      ? `${r.app}: not built`
      : `${r.app}: all JS/CSS (entry ${(r.entryGz / 1024).toFixed(1)} KB gz)`,
    value: r.missing ? null : r.gz / 1024,
    unit: 'KB gz',
    floor: null,
    floorLabel: '',
    ratio: null,
    target: null,
    ok: null,
  }));
}

/** Prints the weights, one line per app. */
export function printBundleWeights() {
  console.log('bundle weight (all JS/CSS in dist; entry = remoteEntry.js or shell main).');
  console.log(
    '  Each dist also holds fallback copies of the shared singletons (react, antd, ...), which a browser',
  );
  console.log(
    '  downloads once, from the first app that provides them: these totals are an upper bound per app.',
  );
  for (const r of bundleWeights()) {
    if (r.missing) console.log(`  ${r.app.padEnd(16)} not built`);
    else
      console.log(
        `  ${r.app.padEnd(16)} ${String(r.files).padStart(3)} files  ${kb(r.raw).padStart(10)} (${kb(r.gz)} gz)  entry ${kb(r.entryRaw)} (${kb(r.entryGz)} gz)`,
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printBundleWeights();
