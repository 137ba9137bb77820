import { Route, Routes } from 'react-router-dom';
import { NotFound, RemoteRoot } from '@ensemble/shared-ui';
import { OutboxPage } from './routes/outbox/OutboxPage';
import { store } from './store';

export default function App() {
  return (
    <RemoteRoot name="mfe-tempo" store={store}>
      <Routes>
        <Route path="/tempo/outbox/:organizationId" element={<OutboxPage />} />
        {/* /configuration (after subscribing) is built with billing; until then it is not found. */}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteRoot>
  );
}
