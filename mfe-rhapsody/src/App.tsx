import { Route, Routes } from 'react-router-dom';
import { NotFound, RemoteRoot } from '@ensemble/shared-ui';
import { PostCardsPage } from './routes/post-cards/PostCardsPage';
import { SocialPage } from './routes/social/SocialPage';
import { store } from './store';

export default function App() {
  return (
    <RemoteRoot name="mfe-rhapsody" store={store}>
      <Routes>
        <Route path="/rhapsody/social/:organizationId" element={<SocialPage />} />
        <Route path="/rhapsody/post-cards/:organizationId" element={<PostCardsPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteRoot>
  );
}
