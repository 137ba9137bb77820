import { Route, Routes } from 'react-router-dom';
import { NotFound, RemoteRoot } from '@ensemble/shared-ui';
import { ConfigurationPage } from './routes/configuration/ConfigurationPage';
import { OrganizationSettingsPage } from './routes/organization-settings/OrganizationSettingsPage';
import { OutboxPage } from './routes/outbox/OutboxPage';
import { SocialSetupPage } from './routes/social-setup/SocialSetupPage';
import { store } from './store';

export default function App() {
  return (
    <RemoteRoot name="mfe-tempo" store={store}>
      <Routes>
        <Route path="/tempo/outbox/:organizationId" element={<OutboxPage />} />
        <Route path="/tempo/organization-settings" element={<OrganizationSettingsPage />} />
        <Route path="/tempo/social-setup/:organizationId" element={<SocialSetupPage />} />
        <Route path="/configuration" element={<ConfigurationPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteRoot>
  );
}
