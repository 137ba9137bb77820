import { buildRemotesConfig, type RemotesConfig } from '@ensemble/contracts';
import { apiUrl, originOf, ports } from './ports';

/** A copy of mfe-harmony standing in for a build made against another version of shared-ui. */
export const harmonyVersionVariants = ['older-minor', 'newer-minor', 'next-major'] as const;
export type HarmonyVersionVariant = (typeof harmonyVersionVariants)[number];

export type ShellKind =
  'full' | 'social' | 'broken-harmony' | 'redeploy' | `harmony-${HarmonyVersionVariant}`;

/** The shell whose mfe-harmony is that variant. */
export const harmonyVariantShell: Record<HarmonyVersionVariant, number> = {
  'older-minor': ports.shellHarmonyOlderMinor,
  'newer-minor': ports.shellHarmonyNewerMinor,
  'next-major': ports.shellHarmonyNextMajor,
};

/**
 * remotes.json of each e2e shell: every remote on its own origin (one variant points harmony at a dead port,
 * others at a redeployable copy or at a copy built against another shared-ui).
 */
export function remotesFor(kind: ShellKind): RemotesConfig {
  return buildRemotesConfig(kind === 'social' ? 'social' : 'full', apiUrl, (name) => {
    let port: number = ports.remotes[name];
    if (name === 'mfe-harmony' && kind === 'broken-harmony') port = ports.deadRemote;
    if (name === 'mfe-harmony' && kind === 'redeploy') port = ports.remotes['mfe-harmony-redeploy'];
    for (const v of harmonyVersionVariants) {
      if (name === 'mfe-harmony' && kind === `harmony-${v}`) port = ports.remotes[`mfe-harmony-${v}`];
    }
    return `${originOf(port)}/mf-manifest.json`;
  });
}

/** Every origin a shell may call: the CORS allow-list the API is started with. */
export const shellOrigins = [
  ports.shellFull,
  ports.shellSocial,
  ports.shellBrokenHarmony,
  ports.shellRedeploy,
  ...Object.values(harmonyVariantShell),
].map(originOf);
