/**
 * The e2e topology: the API, the shells (full edition, social edition, one whose harmony remote points at a
 * port where nothing listens, one whose harmony is redeployed during the run, three whose harmony was built
 * against another version of shared-ui), each remote served from its own origin to prove independent
 * deployment, and the single-origin set-up of `npm start`.
 * E2E_PORT_OFFSET moves every port, so two runs can share a machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const at = (port: number) => port + offset;

export const host = '127.0.0.1';
export const ports = {
  api: at(4100),
  /** The local OpenID provider standing in for Google (the Google sign-in journey starts it). */
  oidc: at(4110),
  /** The local DNS server the email setup journey starts; the API's DNS_SERVERS points at it. */
  dns: at(4120),
  /** The local web server the RSS journey starts to serve its feeds; the API's OUTBOUND_FETCH_ALLOW lets it in. */
  feeds: at(4130),
  shellFull: at(4200),
  shellSocial: at(4201),
  shellBrokenHarmony: at(4202),
  shellRedeploy: at(4203),
  /** Shells whose mfe-harmony is a stand-in build made against another version of shared-ui. */
  shellHarmonyOlderMinor: at(4204),
  shellHarmonyNewerMinor: at(4205),
  shellHarmonyNextMajor: at(4206),
  deadRemote: at(4399),
  /** `npm start`'s single-origin set-up: the API serves the shell, the remotes and remotes.json. */
  embedded: at(4500),
  remotes: {
    'mfe-account': at(4301),
    'mfe-composition': at(4302),
    'mfe-rhapsody': at(4303),
    'mfe-harmony': at(4304),
    'mfe-tempo': at(4305),
    /** A second copy of mfe-harmony whose files the redeploy journey replaces. */
    'mfe-harmony-redeploy': at(4306),
    /** Copies of mfe-harmony requiring the previous minor, the next minor and the next major of shared-ui. */
    'mfe-harmony-older-minor': at(4307),
    'mfe-harmony-newer-minor': at(4308),
    'mfe-harmony-next-major': at(4309),
  },
};

export const apiUrl = `http://${host}:${ports.api}/api`;
/** The API's Google sign-in client at the local OpenID provider (start-api.mjs passes the same). */
export const googleOidcClient = { clientId: 'ensemble-e2e', clientSecret: 'e2e-local-oidc-secret' };
export const originOf = (port: number) => `http://${host}:${port}`;
