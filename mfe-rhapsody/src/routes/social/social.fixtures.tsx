import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { SocialPost, SocialUrl } from '@ensemble/contracts';
import { AppProviders, makeRemoteStore, setRuntimeConfig } from '@ensemble/shared-ui';
import { TEST_API } from '@ensemble/shared-ui/testing';
import { rhapsodyApi } from '../../api/rhapsodyApi';

function Elsewhere() {
  const l = useLocation();
  return <div data-testid="elsewhere">{l.pathname + l.search}</div>;
}

/** renderRoute, whose elsewhere shows the address the screen went to. */
export function renderSocial(pattern: string, url: string, element: ReactElement) {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: TEST_API, remotes: [] });
  return render(
    <AppProviders>
      <Provider store={makeRemoteStore(rhapsodyApi)}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </AppProviders>,
  );
}

export const aUrl = (over: Partial<SocialUrl> = {}): SocialUrl => ({
  id: 7,
  title: 'Spring sale',
  url: 'https://acme.test/spring',
  profile: 1,
  posts_count: 2,
  complete_count: 1,
  incomplete_count: 1,
  created_at: '2026-11-01T10:00:00Z',
  ...over,
});

export const aPost = (over: Partial<SocialPost> = {}): SocialPost => ({
  id: 11,
  title: 'Tulips are here',
  description: '#tulips Fresh tulips in store',
  weight: 2,
  image_url: 'https://cdn.test/tulips.jpg',
  thumbnail: 'https://cdn.test/tulips-thumb.jpg',
  media_type: 'image',
  is_reels: false,
  can_be_reels: false,
  complete: true,
  in_queue: false,
  scheduled: false,
  scheduled_date: null,
  scheduled_id: null,
  last_time_posted: null,
  created_at: '2026-11-01T10:00:00Z',
  created_by: 'Ann',
  edited_by: null,
  campaigns: [],
  url: { id: 7, title: 'Spring sale' },
  profile_id: 1,
  source: 'manual',
  ...over,
});
