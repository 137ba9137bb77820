import { Route, Routes } from 'react-router-dom';
import { NotFound, RemoteRoot } from '@ensemble/shared-ui';
import { store } from './store';

export default function App() {
  return (
    <RemoteRoot name="mfe-composition" store={store}>
      <Routes>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteRoot>
  );
}
