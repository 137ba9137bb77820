import { Route, Routes } from 'react-router-dom';
import { lazyPage, NotFound } from '@ensemble/shared-ui';

// One chunk per route folder, fetched on the route's first visit.
const ConfigurationPage = lazyPage(
  () => import('./routes/configuration/ConfigurationPage'),
  'ConfigurationPage',
);
const OrganizationSettingsPage = lazyPage(
  () => import('./routes/organization-settings/OrganizationSettingsPage'),
  'OrganizationSettingsPage',
);
const EmailSetupPage = lazyPage(() => import('./routes/email-setup/EmailSetupPage'), 'EmailSetupPage');
const OutboxPage = lazyPage(() => import('./routes/outbox/OutboxPage'), 'OutboxPage');
const SocialSetupPage = lazyPage(() => import('./routes/social-setup/SocialSetupPage'), 'SocialSetupPage');
const PhoneNumberSetupPage = lazyPage(
  () => import('./routes/phone-number-setup/PhoneNumberSetupPage'),
  'PhoneNumberSetupPage',
);
const FormsSetupPage = lazyPage(() => import('./routes/forms-setup/FormsSetupPage'), 'FormsSetupPage');
const AutomationsPage = lazyPage(() => import('./routes/automations/AutomationsPage'), 'AutomationsPage');

/** Fetches every page ahead of its first visit (tests render them at once). */
export function preloadTempoPages(): Promise<void> {
  const pages = [
    AutomationsPage,
    ConfigurationPage,
    EmailSetupPage,
    FormsSetupPage,
    OrganizationSettingsPage,
    OutboxPage,
    PhoneNumberSetupPage,
    SocialSetupPage,
  ];
  return Promise.all(pages.map((p) => p.preload())).then(() => undefined);
}

/** Tempo's routes (src/bootstrap.ts makes the remote of them). */
export default function App() {
  return (
    <Routes>
      <Route path="/tempo/outbox/:organizationId" element={<OutboxPage />} />
      <Route path="/tempo/organization-settings" element={<OrganizationSettingsPage />} />
      <Route path="/tempo/emailing-setup" element={<EmailSetupPage />} />
      <Route path="/tempo/phone-number-setup/:organizationId" element={<PhoneNumberSetupPage />} />
      <Route path="/tempo/forms-setup" element={<FormsSetupPage />} />
      <Route path="/tempo/automations" element={<AutomationsPage />} />
      <Route path="/tempo/social-setup/:organizationId" element={<SocialSetupPage />} />
      <Route path="/configuration" element={<ConfigurationPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
