import { useMemo } from 'react';
import { Skeleton } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { ErrorPanel, NotFound, PageHeader, errorStatus, parseId } from '@ensemble/shared-ui';
import { useSocialPostQuery, useSocialUrlOptionsQuery } from '../../../api/socialApi';
import { PostForm } from './PostForm';
import { fromPost, fromPrefill } from './postFormValues';

/**
 * /rhapsody/social/:organizationId/create-new-post (prefilled from the query) and
 * /rhapsody/social/:organizationId/url/:urlId/edit/:postId (spec 3 §2).
 */
export function PostFormPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const organizationId = parseId(params.organizationId);
  const urlId = parseId(params.urlId);
  const postId = parseId(params.postId);
  const editing = params.postId !== undefined;
  const options = useSocialUrlOptionsQuery(organizationId ?? 0, { skip: organizationId == null });
  const post = useSocialPostQuery(
    { organizationId: organizationId ?? 0, urlId: urlId ?? 0, postId: postId ?? 0 },
    { skip: !editing || organizationId == null || urlId == null || postId == null },
  );

  const initialValues = useMemo(() => {
    if (!options.data) return null;
    if (editing) return post.data ? fromPost(post.data) : null;
    return fromPrefill(query, options.data);
    // The prefill is read once, when the options arrive; the query string is not watched afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.data, post.data, editing]);

  if (organizationId == null || (editing && (urlId == null || postId == null))) return <NotFound />;
  if (editing && errorStatus(post.error) === 404) return <NotFound />;

  const title = editing ? 'Edit post' : 'Create new post';
  const failed = options.isError || (editing && post.isError);
  return (
    <div style={{ padding: 16, maxWidth: 960, margin: '0 auto' }}>
      {failed ? (
        <>
          <PageHeader title={title} />
          <ErrorPanel
            title="The post form could not be loaded"
            onRetry={() => {
              void options.refetch();
              if (editing) void post.refetch();
            }}
          />
        </>
      ) : initialValues && options.data ? (
        <PostForm
          organizationId={organizationId}
          title={title}
          saved={editing && urlId != null && postId != null ? { organizationId, urlId, postId } : null}
          initialValues={initialValues}
          urlOptions={options.data}
        />
      ) : (
        <>
          <PageHeader title={title} />
          <Skeleton active paragraph={{ rows: 8 }} />
        </>
      )}
    </div>
  );
}
