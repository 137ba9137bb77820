import { Route, Routes } from 'react-router-dom';
import { lazyPage, NotFound } from '@ensemble/shared-ui';

// One chunk per route folder, fetched on the route's first visit.
const ClientsPage = lazyPage(() => import('./routes/clients/ClientsPage'), 'ClientsPage');
const FormerClientsPage = lazyPage(
  () => import('./routes/former-clients/FormerClientsPage'),
  'FormerClientsPage',
);
const ListContactsPage = lazyPage(
  () => import('./routes/list-contacts/ListContactsPage'),
  'ListContactsPage',
);
const OpportunityListsPage = lazyPage(
  () => import('./routes/opportunity-lists/OpportunityListsPage'),
  'OpportunityListsPage',
);
const OthersPage = lazyPage(() => import('./routes/others/OthersPage'), 'OthersPage');
const ProspectsPage = lazyPage(() => import('./routes/prospects/ProspectsPage'), 'ProspectsPage');
const LeadRecordPage = lazyPage(() => import('./routes/record/LeadRecordPage'), 'LeadRecordPage');

const base = '/composition';

/** Composition's routes (src/bootstrap.ts makes the remote of them). */
export default function App() {
  return (
    <Routes>
      <Route path={`${base}/opportunity-lists/:organizationId`} element={<OpportunityListsPage />} />
      <Route path={`${base}/opportunity-lists/:organizationId/list/:listId`} element={<ListContactsPage />} />
      <Route
        path={`${base}/opportunity-lists/:organizationId/list/:listId/contact/:id`}
        element={<LeadRecordPage stage="Opportunity" />}
      />
      <Route path={`${base}/prospects/:organizationId`} element={<ProspectsPage />} />
      <Route
        path={`${base}/prospects/:organizationId/prospect/:id`}
        element={<LeadRecordPage stage="Prospect" />}
      />
      <Route path={`${base}/clients/:organizationId`} element={<ClientsPage />} />
      <Route
        path={`${base}/clients/:organizationId/client/:id`}
        element={<LeadRecordPage stage="Client" />}
      />
      <Route path={`${base}/former-clients/:organizationId`} element={<FormerClientsPage />} />
      <Route
        path={`${base}/former-clients/:organizationId/former-client/:id`}
        element={<LeadRecordPage stage="Former Clients" />}
      />
      <Route path={`${base}/others/:organizationId`} element={<OthersPage />} />
      <Route path={`${base}/others/:organizationId/other/:id`} element={<LeadRecordPage stage="Other" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
