import { Route, Routes } from 'react-router-dom';
import { lazyPage, NotFound } from '@ensemble/shared-ui';

// One chunk per route folder, fetched on the route's first visit.
const PostCardsPage = lazyPage(() => import('./routes/post-cards/PostCardsPage'), 'PostCardsPage');
const EmailingPage = lazyPage(() => import('./routes/email/EmailingPage'), 'EmailingPage');
const SocialPage = lazyPage(() => import('./routes/social/SocialPage'), 'SocialPage');
const SocialImportPage = lazyPage(() => import('./routes/social/ImportPage'), 'ImportPage');
const UrlPostsPage = lazyPage(() => import('./routes/social/UrlPostsPage'), 'UrlPostsPage');
const PostDetailPage = lazyPage(() => import('./routes/social/PostDetailPage'), 'PostDetailPage');
const PostFormPage = lazyPage(() => import('./routes/social/post-form/PostFormPage'), 'PostFormPage');
const TextPage = lazyPage(() => import('./routes/text/TextPage'), 'TextPage');
const InboxPage = lazyPage(() => import('./routes/inbox/InboxPage'), 'InboxPage');
const EmailBuilderPage = lazyPage(
  () => import('./routes/email-builder/EmailBuilderPage'),
  'EmailBuilderPage',
);

/** Rhapsody's routes (src/bootstrap.ts makes the remote of them). */
export default function App() {
  return (
    <Routes>
      <Route path="/rhapsody/social/:organizationId" element={<SocialPage />} />
      <Route path="/rhapsody/social/:organizationId/import" element={<SocialImportPage />} />
      <Route path="/rhapsody/social/:organizationId/posts/:urlId" element={<UrlPostsPage />} />
      <Route path="/rhapsody/social/:organizationId/url/:urlId/post/:postId" element={<PostDetailPage />} />
      <Route path="/rhapsody/social/:organizationId/create-new-post" element={<PostFormPage />} />
      <Route path="/rhapsody/social/:organizationId/url/:urlId/edit/:postId" element={<PostFormPage />} />
      <Route path="/rhapsody/post-cards/:organizationId" element={<PostCardsPage />} />
      <Route path="/rhapsody/email/templates/:organizationId" element={<EmailingPage />} />
      <Route path="/rhapsody/email/builder/:organizationId" element={<EmailBuilderPage />} />
      <Route path="/rhapsody/text/:organizationId" element={<TextPage />} />
      <Route path="/rhapsody/inbox/:organizationId" element={<InboxPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
