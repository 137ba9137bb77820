import { useEffect } from 'react';
import { Provider } from 'react-redux';
import type { RemotesConfig } from '@ensemble/contracts';
import { AppProviders, NotFound, navigateTo, session, useSession } from '@ensemble/shared-ui';
import { useMeQuery } from './api/shellApi';
import { ShellLayout } from './layout/ShellLayout';
import { OutletSlot } from './layout/OutletSlot';
import { EulaModal } from './modals/EulaModal';
import { BillingProblemModal } from './modals/BillingProblemModal';
import { organizationIdInPath, pageKind } from './remotes/routes';
import type { ShellStore } from './store';
import { useLocationPath } from './useLocationPath';

/** Keeps the session's user filled in (a reload after login only has the tokens when the user was not stored). */
function CurrentUser() {
  const { user } = useSession();
  const me = useMeQuery(undefined, { skip: user != null });
  useEffect(() => {
    if (me.data) session.setUser(me.data);
  }, [me.data]);
  return null;
}

function Shell(props: { config: RemotesConfig }) {
  const pathname = useLocationPath();
  const s = useSession();
  const authenticated = Boolean(s.access || s.refresh);
  const kind = pageKind(props.config, pathname);
  const needsSession = kind === 'layout';
  const urlOrg = kind === 'layout' ? organizationIdInPath(pathname) : null;

  // Route guard: layout pages need a session; the organization in the URL becomes the current one.
  useEffect(() => {
    if (needsSession && !authenticated) navigateTo('/', { replace: true });
  }, [needsSession, authenticated]);
  useEffect(() => {
    if (authenticated && urlOrg != null) session.setOrganization(urlOrg);
  }, [authenticated, urlOrg]);

  const loaded = props.config.remotes.map((r) => r.name);
  const inLayout = authenticated && kind !== 'public';

  if (!inLayout) {
    return (
      <>
        {kind === 'not-found' ? <NotFound /> : null}
        <OutletSlot hidden={kind === 'not-found'} />
      </>
    );
  }
  return (
    <ShellLayout loadedRemotes={loaded} pathname={pathname}>
      <CurrentUser />
      <EulaModal />
      <BillingProblemModal />
      {kind === 'not-found' ? <NotFound /> : null}
      <OutletSlot hidden={kind === 'not-found'} />
    </ShellLayout>
  );
}

export function ShellApp(props: { config: RemotesConfig; store: ShellStore }) {
  return (
    <Provider store={props.store}>
      <AppProviders>
        <Shell config={props.config} />
      </AppProviders>
    </Provider>
  );
}
