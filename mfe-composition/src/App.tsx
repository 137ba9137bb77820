import { Route, Routes } from 'react-router-dom';
import { NotFound, RemoteRoot } from '@ensemble/shared-ui';
import { ClientsPage } from './routes/clients/ClientsPage';
import { FormerClientsPage } from './routes/former-clients/FormerClientsPage';
import { ListContactsPage } from './routes/list-contacts/ListContactsPage';
import { OpportunityListsPage } from './routes/opportunity-lists/OpportunityListsPage';
import { OthersPage } from './routes/others/OthersPage';
import { ProspectsPage } from './routes/prospects/ProspectsPage';
import { LeadRecordPage } from './routes/record/LeadRecordPage';
import { store } from './store';

const base = '/composition';

export default function App() {
  return (
    <RemoteRoot name="mfe-composition" store={store}>
      <Routes>
        <Route path={`${base}/opportunity-lists/:organizationId`} element={<OpportunityListsPage />} />
        <Route
          path={`${base}/opportunity-lists/:organizationId/list/:listId`}
          element={<ListContactsPage />}
        />
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
    </RemoteRoot>
  );
}
