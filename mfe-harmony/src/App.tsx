import { Route, Routes } from 'react-router-dom';
import { lazyPage, NotFound } from '@ensemble/shared-ui';

// One chunk per route folder, fetched on the route's first visit.
const ContactReportsPage = lazyPage(
  () => import('./routes/contact-reports/ContactReportsPage'),
  'ContactReportsPage',
);
const DashboardPage = lazyPage(() => import('./routes/dashboard/DashboardPage'), 'DashboardPage');
const EmailReportsPage = lazyPage(
  () => import('./routes/email-reports/EmailReportsPage'),
  'EmailReportsPage',
);
const EmailSnapshotPage = lazyPage(
  () => import('./routes/email-snapshot/EmailSnapshotPage'),
  'EmailSnapshotPage',
);

/** Harmony's routes (src/bootstrap.ts makes the remote of them). */
export default function App() {
  return (
    <Routes>
      <Route path="/dashboard/:organizationId" element={<DashboardPage />} />
      <Route path="/harmony/contact-reports/:organizationId" element={<ContactReportsPage />} />
      <Route path="/harmony/email-reports/:organizationId" element={<EmailReportsPage />} />
      <Route path="/harmony/email-reports/:organizationId/email-snapshot" element={<EmailSnapshotPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
