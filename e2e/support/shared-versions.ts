import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

/** The version of a workspace package the shell provides (it builds against the repository's copy). */
export function workspaceVersion(pkg: '@ensemble/shared-ui' | '@ensemble/contracts'): string {
  const dir = pkg === '@ensemble/shared-ui' ? 'shared-ui' : 'contracts';
  return JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')).version;
}

/** What a remote built against another version of shared-ui would require, relative to the shell's version. */
export function sharedUiRequirement(kind: 'older-minor' | 'newer-minor' | 'next-major'): string {
  const [major, minor] = workspaceVersion('@ensemble/shared-ui').split('.').map(Number);
  if (kind === 'older-minor') {
    if (minor === 0) throw new Error('shared-ui is at x.0.y: there is no previous minor to test against');
    return `^${major}.${minor - 1}.0`;
  }
  return kind === 'newer-minor' ? `^${major}.${minor + 1}.0` : `^${major + 1}.0.0`;
}

/**
 * A stand-in for a build of a remote made against another version of a shared package, without building it:
 * a copy of `fromDir` in which the package's requirement (the `requiredVersion` in the Module Federation
 * consume options of the JS, and in mf-manifest.json when it lists the package) reads `range`. Everything else, including the check the
 * build asked for (`strictVersion`), is the real build's. Throws when the built files do not have the shape
 * it rewrites, so a change of bundler output fails the journey instead of silently testing nothing.
 */
export function copyRemoteRequiring(fromDir: string, toDir: string, pkg: string, range: string): void {
  rmSync(toDir, { recursive: true, force: true });
  cpSync(fromDir, toDir, { recursive: true });
  const key = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const consume = new RegExp(
    `requiredVersion:(?:"[^"]*"|!1)(,strictVersion:![01],eager:![01],layer:[^,]*,shareKey:"${key}")`,
    'g',
  );
  let rewritten = 0;
  for (const file of readdirSync(toDir).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(toDir, file), 'utf8');
    const next = text.replace(consume, (_m, rest: string) => {
      rewritten += 1;
      return `requiredVersion:${JSON.stringify(range)}${rest}`;
    });
    if (next !== text) writeFileSync(join(toDir, file), next);
  }
  if (rewritten === 0) throw new Error(`no consume options of ${pkg} found in ${fromDir}`);
  const manifestFile = join(toDir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    shared: { name: string; requiredVersion?: string }[];
  };
  // The manifest lists the package only when the build could resolve it (a remote built before shared-ui
  // was has none); the runtime checks the consume options above either way.
  const entry = manifest.shared.find((s) => s.name === pkg);
  if (entry) {
    entry.requiredVersion = range;
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  }
}
