import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Flex, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { messages } from '@ensemble/contracts';
import {
  ErrorPanel,
  NotFound,
  PageHeader,
  apiErrorMessage,
  errorStatus,
  parseId,
  navigateTo,
} from '@ensemble/shared-ui';
import { useOrganizationQuery } from '../../api/organizationApi';
import { CampaignCalendar } from './CampaignCalendar';
import { UrlList } from './UrlList';
import type { CalendarEntry, SocialUrl } from './types';

/**
 * /rhapsody/social/:organizationId — the social home (spec 3 §2) and the social edition's landing page.
 * The social API (calendar, URLs, posts) arrives in a later issue; until then the calendar and the URL list
 * render with no entries, which is exactly what a new organization has.
 */
export function SocialPage() {
  const organizationId = parseId(useParams().organizationId);
  const org = useOrganizationQuery(organizationId ?? 0, { skip: organizationId == null });
  const [month, setMonth] = useState(() => dayjs());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  // Until the social endpoints exist there is nothing to list for any month or search.
  const entries: CalendarEntry[] = [];
  const urls: SocialUrl[] = [];

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

  return (
    <section aria-label="Social">
      <PageHeader title="Social" subtitle={org.data?.name} />
      <Flex vertical gap={16}>
        <CampaignCalendar
          month={month}
          onMonthChange={setMonth}
          entries={entries}
          onOpenEntry={(e) =>
            navigateTo(`/rhapsody/social/${organizationId}/url/${e.url_id}/post/${e.post_id}`)
          }
        />
        <UrlList
          urls={urls}
          count={urls.length}
          loading={false}
          search={search}
          onSearchChange={(s) => {
            setSearch(s);
            setPage(1);
          }}
          page={page}
          onPageChange={setPage}
          onOpen={(u) =>
            navigateTo(
              `/rhapsody/social/${organizationId}/posts/${u.id}?title=${encodeURIComponent(u.title)}`,
            )
          }
        />
      </Flex>
    </section>
  );
}
