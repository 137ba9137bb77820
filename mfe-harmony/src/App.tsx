import { Route, Routes } from 'react-router-dom';
import { NotFound, RemoteRoot } from '@ensemble/shared-ui';
import { ContactReportsPage } from './routes/contact-reports/ContactReportsPage';
import { DashboardPage } from './routes/dashboard/DashboardPage';
import { store } from './store';

export default function App() {
  return (
    <RemoteRoot name="mfe-harmony" store={store}>
      <Routes>
        <Route path="/dashboard/:organizationId" element={<DashboardPage />} />
        <Route path="/harmony/contact-reports/:organizationId" element={<ContactReportsPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteRoot>
  );
}
