import {
  dashboardConstants,
  dashboardEndpoints as api,
  type EmailReport,
  emailReportEndpoints,
  type FormSubmission,
  type Paginated,
  type PhoneActivity,
  requestOf,
  type UnworkedLead,
  type UpcomingReminder,
} from '@ensemble/contracts';
import { harmonyApi } from './harmonyApi';

/** The dashboard's widgets; each query provides its own tag, so a widget's Refresh reloads only that widget. */
export type DashboardWidgetKey =
  'unworked-leads' | 'upcoming-reminders' | 'phone-activity' | 'email-reports' | 'form-submissions';

export const widgetTag = (id: DashboardWidgetKey) => ({ type: 'Dashboard' as const, id });

export interface WidgetPageArgs {
  organizationId: number;
  page: number;
}

const pageQuery = (page: number) => ({ page, per_page: dashboardConstants.pageSize });

/** Spec 3 §2 Dashboard, §7 'Forms and dashboard': the widgets' lists, 10 a page, and removing a form submission. */
export const dashboardApi = harmonyApi.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  endpoints: (b) => ({
    unworkedLeads: b.query<Paginated<UnworkedLead>, WidgetPageArgs>({
      query: ({ organizationId, page }) =>
        requestOf(api.unworkedLeads, { path: { orgId: organizationId }, query: pageQuery(page) }),
      providesTags: [widgetTag('unworked-leads')],
    }),
    upcomingReminders: b.query<Paginated<UpcomingReminder>, WidgetPageArgs>({
      query: ({ organizationId, page }) =>
        requestOf(api.upcomingReminders, { path: { orgId: organizationId }, query: pageQuery(page) }),
      providesTags: [widgetTag('upcoming-reminders')],
    }),
    phoneActivity: b.query<Paginated<PhoneActivity>, WidgetPageArgs>({
      query: ({ organizationId, page }) =>
        requestOf(api.phoneActivity, { path: { orgId: organizationId }, query: pageQuery(page) }),
      providesTags: [widgetTag('phone-activity')],
    }),
    /** Latest email reports: the email reports list, newest first, with no date range (every send). */
    latestEmailReports: b.query<Paginated<EmailReport>, WidgetPageArgs>({
      query: ({ organizationId, page }) =>
        requestOf(emailReportEndpoints.list, {
          path: { orgId: organizationId },
          query: { ...pageQuery(page), ordering: '-timestamp' },
        }),
      providesTags: [widgetTag('email-reports')],
    }),
    formSubmissions: b.query<Paginated<FormSubmission>, WidgetPageArgs>({
      query: ({ organizationId, page }) =>
        requestOf(api.formSubmissions, { path: { orgId: organizationId }, query: pageQuery(page) }),
      providesTags: [widgetTag('form-submissions')],
    }),
    /** Takes a contact's submissions off the widget (the contact stays). */
    removeFormSubmissions: b.mutation<void, { organizationId: number; leadId: number }>({
      query: ({ organizationId, leadId }) =>
        requestOf(api.removeFormSubmissions, { path: { orgId: organizationId, leadId } }),
      invalidatesTags: [widgetTag('form-submissions')],
    }),
  }),
});

export const {
  useUnworkedLeadsQuery,
  useUpcomingRemindersQuery,
  usePhoneActivityQuery,
  useLatestEmailReportsQuery,
  useFormSubmissionsQuery,
  useRemoveFormSubmissionsMutation,
} = dashboardApi;
