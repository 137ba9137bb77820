import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, runDir } from './paths';

/**
 * A real production build of one remote from a changed copy of its sources, as its team would deploy it alone:
 * the remote's folder is copied under the run's scratch space (inside the repository, so its packages resolve as
 * the original's do), `change` edits the copy, and the suite's own webpack set-up builds it. Returns the dist
 * folder. The shell and every other remote stay as built.
 */
export function buildChangedRemote(name: string, change: (srcDir: string) => void): string {
  const dir = join(runDir, 'builds', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'package.json', 'tsconfig.json'])
    cpSync(join(repoRoot, name, entry), join(dir, entry), { recursive: true });
  // The original config requires '../tools/webpack'; the copy sits elsewhere. The folder name is the remote's.
  writeFileSync(
    join(dir, 'webpack.config.js'),
    `const { createRemoteConfig } = require(${JSON.stringify(join(repoRoot, 'tools', 'webpack'))});\n` +
      'module.exports = (_env, argv) => createRemoteConfig({ dir: __dirname }, argv);\n',
  );
  change(join(dir, 'src'));
  execFileSync(
    process.execPath,
    [join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'],
    { cwd: dir, stdio: 'pipe' },
  );
  return join(dir, 'dist');
}

/** Replaces `before` by `after` in one source file of a copied remote; throws when `before` is not there. */
export function editSource(file: string, before: string, after: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(before)) throw new Error(`${file} no longer contains ${JSON.stringify(before)}`);
  writeFileSync(file, text.replace(before, after));
}
