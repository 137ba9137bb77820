import { aLead } from '../builders/lead.builder';
import { anOrganization } from '../builders/organization.builder';
import { aUser, type BuiltUser } from '../builders/user.builder';
import type { Organization } from '../../src/modules/platform/organizations/organization.entity';
import { apiClient } from './api-client';
import { loginAs } from './auth';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface SignedIn {
  t: TestApp;
  owner: BuiltUser;
  token: string;
}

/** The owner most specs sign in as; `null` keeps the user builder's default name. */
export type OwnerName = readonly [first: string, last: string] | null;

/** Starts a test app and signs in one verified user (by default named Olive Owner). */
export async function startSignedIn(
  options: TestAppOptions = {},
  name: OwnerName = ['Olive', 'Owner'],
): Promise<SignedIn> {
  const t = await startTestApp(options);
  const user = aUser().verified();
  const owner = await (name ? user.named(name[0], name[1]) : user).build();
  const token = (await loginAs(t, owner)).access;
  return { t, owner, token };
}

export interface WithForeignOrg extends SignedIn {
  /** The owner's organization (its id). */
  org: number;
  /** The stranger and the organization they own. */
  stranger: BuiltUser;
  foreignOrg: Organization;
}

/** startSignedIn, then the owner's organization and a stranger's organization. */
export async function startWithForeignOrg(name: OwnerName = ['Olive', 'Owner']): Promise<WithForeignOrg> {
  const signedIn = await startSignedIn({}, name);
  const org = (await anOrganization().ownedBy(signedIn.owner).build()).id;
  const stranger = await aUser().verified().build();
  const foreignOrg = await anOrganization().ownedBy(stranger).build();
  return { ...signedIn, org, stranger, foreignOrg };
}

/**
 * A spec signed in for all its tests: what `start` gives (the app `t`, the owner, their token, and for
 * startWithForeignOrg the organizations) is on the returned object before the tests run, read inside them
 * (`spec.t`, `spec.token`); the app is closed after them. Its `get`, `post`, `put`, `patch` and `del` call the
 * API as the owner.
 */
export function signedInForAllTests<S extends SignedIn>(
  start: () => Promise<S>,
  timeoutMs?: number,
): S & ReturnType<typeof apiClient> {
  const spec = {} as S;
  beforeAll(async () => {
    Object.assign(spec, await start());
  }, timeoutMs);
  afterAll(async () => {
    await spec.t?.close();
  });
  return Object.assign(
    spec,
    apiClient(
      () => spec.t,
      () => spec.token,
    ),
  );
}

/**
 * Two clients of the owner's organization and one of the foreign organization: a client's records (sales,
 * contact people) must be out of reach through another client or from another organization.
 */
export async function clientsAcrossOrganizations({ org, foreignOrg }: WithForeignOrg) {
  const clientOf = (organization: number) => aLead().inOrganization(organization).client().build();
  return { mine: await clientOf(org), other: await clientOf(org), foreign: await clientOf(foreignOrg.id) };
}
