#!/usr/bin/env node
// Every benchmark, one after the other. Figures only: targets are read by people, not asserted by tests.
await import('./bundle-weight.mjs').then(async (m) => {
  console.log('bundle weight (all JS/CSS in dist; entry = remoteEntry.js or shell main).');
  console.log(
    '  Each dist also holds fallback copies of the shared singletons (react, antd, ...), which a browser',
  );
  console.log(
    '  downloads once, from the first app that provides them: these totals are an upper bound per app.',
  );
  for (const r of m.bundleWeights()) {
    if (r.missing) console.log(`  ${r.app.padEnd(16)} not built`);
    else
      console.log(
        `  ${r.app.padEnd(16)} ${(r.raw / 1024).toFixed(1)} KB (${(r.gz / 1024).toFixed(1)} KB gz), entry ${(r.entryGz / 1024).toFixed(1)} KB gz`,
      );
  }
});
await import('./api-latency.mjs');
await import('./page-weight.mjs');
