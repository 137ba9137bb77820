import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { EmptyState, ErrorPanel, PageHeader } from '@ensemble/shared-ui';
import { useGetReleasesQuery } from '../../api/releasesApi';

export const NO_RELEASES = 'No releases yet';

export default function ReleasesPage() {
  const { data, error, isLoading, refetch } = useGetReleasesQuery();

  let body;
  if (isLoading) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (error) {
    body = <ErrorPanel title="Unable to get releases" onRetry={() => void refetch()} />;
  } else if (!data || data.results.length === 0) {
    body = <EmptyState description={NO_RELEASES} />;
  } else {
    body = (
      <Flex vertical gap={16}>
        {data.results.map((release) => (
          <Card key={release.id} size="small">
            <article aria-label={`Version ${release.version}`}>
              <Flex align="center" gap={8} wrap style={{ marginBottom: 8 }}>
                <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                  {release.version}
                </Tag>
                <Typography.Text type="secondary">
                  <time dateTime={release.released_at}>
                    {dayjs(release.released_at).format('MMMM D, YYYY')}
                  </time>
                </Typography.Text>
              </Flex>
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {release.title}
              </Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {release.notes}
              </Typography.Paragraph>
            </article>
          </Card>
        ))}
      </Flex>
    );
  }

  return (
    <div style={{ maxWidth: 860 }}>
      <PageHeader title="Releases" />
      {body}
    </div>
  );
}
