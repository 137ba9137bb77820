import { useId, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import { Button, Card, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { dashboardMessages, dashboardWidgetTitles, messages } from '@ensemble/contracts';
import { ErrorPanel, NotFound, PageHeader, apiErrorMessage, errorStatus, parseId } from '@ensemble/shared-ui';
import { dashboardApi, type DashboardWidgetKey, widgetTag } from '../../api/dashboardApi';
import { useOrganizationQuery } from '../../api/organizationApi';
import { FormSubmissionsWidget } from './FormSubmissionsWidget';
import { LatestEmailReportsWidget } from './LatestEmailReportsWidget';
import { PhoneActivityWidget } from './PhoneActivityWidget';
import { UnworkedLeadsWidget } from './UnworkedLeadsWidget';
import { UpcomingRemindersWidget } from './UpcomingRemindersWidget';
import { WidgetGrid } from './WidgetGrid';

/** One widget's card: its title as a heading, Refresh (reloads this widget's list only) and the list. */
function WidgetCard(props: { widget: DashboardWidgetKey; title: string; children: ReactNode }) {
  const dispatch = useDispatch();
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      style={{ height: '100%' }}
      title={
        <h2 id={headingId} style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>
          {props.title}
        </h2>
      }
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          aria-label={`${dashboardMessages.refresh} ${props.title}`}
          onClick={() => dispatch(dashboardApi.util.invalidateTags([widgetTag(props.widget)]))}
        >
          {dashboardMessages.refresh}
        </Button>
      }
    >
      {props.children}
    </Card>
  );
}

/**
 * /dashboard/:organizationId — the organization's dashboard (spec 3 §2 Dashboard): Unworked leads, Upcoming
 * reminders, Recent website phone activity, Latest email reports and Recent form submissions, each paged by 10 with
 * Refresh. The social edition
 * never shows it: its shell does not load this remote and sends the organization's home to the social campaign page.
 */
export function DashboardPage() {
  const organizationId = parseId(useParams().organizationId);
  const org = useOrganizationQuery(organizationId ?? 0, { skip: organizationId == null });

  if (organizationId == null) return <NotFound />;
  if (org.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (org.isError) {
    const status = errorStatus(org.error);
    return (
      <ErrorPanel
        title={status === 404 ? messages.unableToFetchOrganization : 'The dashboard could not be loaded'}
        description={status === 404 ? undefined : apiErrorMessage(org.error)}
        onRetry={status === 404 ? undefined : () => void org.refetch()}
      />
    );
  }

  return (
    <section aria-label="Dashboard">
      <PageHeader title="Dashboard" subtitle={org.data?.name} />
      <WidgetGrid>
        <WidgetCard key="unworked-leads" widget="unworked-leads" title={dashboardWidgetTitles.unworkedLeads}>
          <UnworkedLeadsWidget organizationId={organizationId} />
        </WidgetCard>
        <WidgetCard
          key="upcoming-reminders"
          widget="upcoming-reminders"
          title={dashboardWidgetTitles.upcomingReminders}
        >
          <UpcomingRemindersWidget organizationId={organizationId} />
        </WidgetCard>
        <WidgetCard key="phone-activity" widget="phone-activity" title={dashboardWidgetTitles.phoneActivity}>
          <PhoneActivityWidget organizationId={organizationId} />
        </WidgetCard>
        <WidgetCard
          key="email-reports"
          widget="email-reports"
          title={dashboardWidgetTitles.latestEmailReports}
        >
          <LatestEmailReportsWidget organizationId={organizationId} />
        </WidgetCard>
        <WidgetCard
          key="form-submissions"
          widget="form-submissions"
          title={dashboardWidgetTitles.formSubmissions}
        >
          <FormSubmissionsWidget organizationId={organizationId} />
        </WidgetCard>
      </WidgetGrid>
    </section>
  );
}
