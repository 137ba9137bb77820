import * as contractsApi from '@ensemble/contracts';
import contractsPkg from '@ensemble/contracts/package.json';
import contractsRecord from '@ensemble/contracts/public-api.json';
import * as sharedUiApi from './index';
import pkg from '../package.json';
import record from '../public-api.json';

/**
 * shared-ui and contracts follow semver (docs/adr/0011-shared-package-versions.md): remotes require ^<the version they
 * were built against> and the shell provides its own, so an added export needs a new minor and a removed or
 * changed one a new major. public-api.json lists the runtime exports of each version, oldest first.
 */
function semverProblems(versions: Record<string, string[]>, current: string[], version: string): string[] {
  const problems: string[] = [];
  const list = Object.entries(versions);
  const diff = (from: string[], to: string[]) => ({
    added: to.filter((e) => !from.includes(e)),
    removed: from.filter((e) => !to.includes(e)),
  });
  const [lastVersion, lastExports] = list[list.length - 1];
  if (lastVersion !== version)
    problems.push(`package.json is at ${version}, public-api.json at ${lastVersion}`);
  const now = diff(lastExports, current);
  if (now.added.length || now.removed.length) {
    problems.push(
      `exports changed since ${lastVersion} (added: ${now.added.join(', ') || '-'}; removed: ` +
        `${now.removed.join(', ') || '-'}): bump the ${now.removed.length ? 'major' : 'minor'} version in ` +
        'package.json and add it, with the new list, to public-api.json',
    );
  }
  for (let i = 1; i < list.length; i++) {
    const [[from, fromExports], [to, toExports]] = [list[i - 1], list[i]];
    const [fromMajor, fromMinor] = from.split('.').map(Number);
    const [toMajor, toMinor] = to.split('.').map(Number);
    const { added, removed } = diff(fromExports, toExports);
    if (removed.length && toMajor <= fromMajor)
      problems.push(`${to} removes ${removed.join(', ')}: a new major`);
    if (added.length && !(toMajor > fromMajor || (toMajor === fromMajor && toMinor > fromMinor))) {
      problems.push(`${to} adds ${added.join(', ')}: at least a new minor`);
    }
  }
  return problems;
}

// contracts has no test of its own for this: its tests cannot import across packages, and shared-ui depends on it.
it.each([
  ['@ensemble/shared-ui', sharedUiApi, record.versions, pkg.version],
  ['@ensemble/contracts', contractsApi, contractsRecord.versions, contractsPkg.version],
] as const)(
  '%s has a version that says how its exports changed (semver)',
  (_name, api, versions, version) => {
    const current = Object.keys(api).sort();
    expect(semverProblems(versions as Record<string, string[]>, current, version)).toEqual([]);
  },
);
