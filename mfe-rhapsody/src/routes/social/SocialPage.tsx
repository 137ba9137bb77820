import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Flex, Skeleton, Tooltip } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { messages, socialConstants, socialMessages, socialNotices } from '@ensemble/contracts';
import {
  ErrorPanel,
  NotFound,
  PageHeader,
  apiErrorMessage,
  errorStatus,
  parseId,
  useDebouncedValue,
  useItemModal,
  useNotify,
} from '@ensemble/shared-ui';
import { useOrganizationQuery } from '../../api/organizationApi';
import {
  useBulkDeleteSocialUrlsMutation,
  useDeleteSocialUrlMutation,
  useSocialCalendarQuery,
  useSocialUrlOptionsQuery,
  useSocialUrlsQuery,
} from '../../api/socialApi';
import { AddUrlModal } from './AddUrlModal';
import { CampaignCalendar } from './CampaignCalendar';
import { socialPaths } from './paths';
import type { SocialUrl } from './types';
import { UrlList } from './UrlList';
import { isInvalidPage, useInvalidPageBack } from './useInvalidPageBack';

/**
 * /rhapsody/social/:organizationId — the social home (spec 3 §2) and the social edition's landing page: the
 * campaign's month calendar and the organization's URLs.
 */
export function SocialPage() {
  const organizationId = parseId(useParams().organizationId);
  const orgId = organizationId ?? 0;
  const skip = organizationId == null;
  const navigate = useNavigate();
  const notify = useNotify();
  const org = useOrganizationQuery(orgId, { skip });
  const [month, setMonth] = useState(() => dayjs());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const urlForm = useItemModal<SocialUrl>();
  const debounced = useDebouncedValue(search.trim(), socialConstants.urlSearchDebounceMs);

  const calendar = useSocialCalendarQuery(
    { organizationId: orgId, year: month.year(), month: month.month() + 1 },
    { skip },
  );
  const urls = useSocialUrlsQuery({ organizationId: orgId, page, search: debounced }, { skip });
  // Whether there is any URL at all, whatever the search: a post needs one.
  const options = useSocialUrlOptionsQuery(orgId, { skip });
  const [bulkDelete] = useBulkDeleteSocialUrlsMutation();
  const [deleteUrl] = useDeleteSocialUrlMutation();
  useInvalidPageBack(urls.error, page, setPage);

  if (organizationId == null) return <NotFound />;
  if (org.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (org.isError) {
    const status = errorStatus(org.error);
    return (
      <ErrorPanel
        title={
          status === 404 ? messages.unableToFetchOrganization : 'The social campaign could not be loaded'
        }
        description={status === 404 ? undefined : apiErrorMessage(org.error)}
        onRetry={status === 404 ? undefined : () => void org.refetch()}
      />
    );
  }

  const noUrl = options.isSuccess && options.data.length === 0;
  const createPost = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      disabled={noUrl}
      onClick={() => navigate(socialPaths.create(organizationId))}
    >
      Create new post
    </Button>
  );
  // A page past the end is not an error to show: the list steps back a page.
  const urlsFailed = urls.isError && !isInvalidPage(urls.error);

  return (
    <section aria-label="Social">
      <PageHeader
        title="Social"
        subtitle={org.data?.name}
        extra={
          noUrl ? (
            <Tooltip title={socialMessages.addUrlFirst}>
              <span tabIndex={0} aria-label={socialMessages.addUrlFirst}>
                {createPost}
              </span>
            </Tooltip>
          ) : (
            createPost
          )
        }
      />
      <Flex vertical gap={16}>
        <CampaignCalendar
          month={month}
          onMonthChange={setMonth}
          entries={calendar.data ?? []}
          loading={calendar.isFetching}
          error={calendar.isError ? apiErrorMessage(calendar.error) : null}
          onRetry={() => void calendar.refetch()}
          onOpenEntry={(e) => {
            if (e.url_id != null && e.post_id != null)
              navigate(socialPaths.post(organizationId, e.url_id, e.post_id));
          }}
        />
        <UrlList
          urls={urls.data?.results ?? []}
          count={urls.data?.count ?? 0}
          loading={urls.isFetching || search.trim() !== debounced}
          query={urlsFailed ? urls : undefined}
          search={search}
          onSearchChange={(s) => {
            setSearch(s);
            setPage(1);
          }}
          page={page}
          onPageChange={setPage}
          onOpen={(u) => navigate(socialPaths.urlPosts(organizationId, u.id, u.title))}
          onDelete={async (ids) => {
            try {
              const { deleted } = await bulkDelete({ organizationId, ids }).unwrap();
              notify.success(socialNotices.urlsDeleted(deleted));
            } catch (error) {
              notify.error(
                apiErrorMessage(
                  error as Parameters<typeof apiErrorMessage>[0],
                  socialNotices.urlDeleteFailed,
                ),
              );
              throw error;
            }
          }}
          onEdit={urlForm.edit}
          onDeleteOne={(u) => deleteUrl({ organizationId, urlId: u.id }).unwrap()}
          actions={
            <>
              <Button icon={<PlusOutlined />} onClick={urlForm.create}>
                Add URL
              </Button>
              <Button icon={<ImportOutlined />} onClick={() => navigate(socialPaths.import(organizationId))}>
                Import
              </Button>
            </>
          }
        />
      </Flex>
      <AddUrlModal
        organizationId={organizationId}
        open={urlForm.open}
        item={urlForm.item}
        onClose={urlForm.close}
      />
    </section>
  );
}
