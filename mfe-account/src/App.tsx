import { Route, Routes } from 'react-router-dom';
import { lazyPage, NotFound, RemoteRoot, type RemoteStore } from '@ensemble/shared-ui';
import { manageOrganizationPaths } from './routes/manage-organization/paths';
import { paths } from './routes/paths';

// One chunk per route folder, fetched on the route's first visit.
const CheckEmailPage = lazyPage(() => import('./routes/check-email/CheckEmailPage'), 'default');
const CompanyDetailsPage = lazyPage(() => import('./routes/company-details/CompanyDetailsPage'), 'default');
const EmailVerificationPage = lazyPage(
  () => import('./routes/email-verification/EmailVerificationPage'),
  'default',
);
const LoginPage = lazyPage(() => import('./routes/login/LoginPage'), 'default');
const MailboxPage = lazyPage(() => import('./routes/mailbox/MailboxPage'), 'default');
const NewPasswordPage = lazyPage(() => import('./routes/new-password/NewPasswordPage'), 'default');
const OrganizationSwitchPage = lazyPage(
  () => import('./routes/organization-switch/OrganizationSwitchPage'),
  'default',
);
const ReleasesPage = lazyPage(() => import('./routes/releases/ReleasesPage'), 'default');
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password/ResetPasswordPage'), 'default');
const SelectOrganizationPage = lazyPage(
  () => import('./routes/select-organization/SelectOrganizationPage'),
  'default',
);
const SignupPage = lazyPage(() => import('./routes/signup/SignupPage'), 'default');
const TermsOfServicePage = lazyPage(() => import('./routes/terms-of-service/TermsOfServicePage'), 'default');
const OrganizationListPage = lazyPage(
  () => import('./routes/manage-organization/OrganizationListPage'),
  'default',
);
const EditOrganizationPage = lazyPage(
  () => import('./routes/manage-organization/EditOrganizationPage'),
  'default',
);
const InvitationPage = lazyPage(() => import('./routes/invitation/InvitationPage'), 'default');
const TwoStepVerificationPage = lazyPage(
  () => import('./routes/two-step-verification/TwoStepVerificationPage'),
  'default',
);
const AccountSettingsPage = lazyPage(
  () => import('./routes/account-settings/AccountSettingsPage'),
  'default',
);
const EmailChangePage = lazyPage(() => import('./routes/email-change/EmailChangePage'), 'default');
const ChooseSubscriptionPage = lazyPage(
  () => import('./routes/choose-subscription/ChooseSubscriptionPage'),
  'default',
);
const AddOnsPage = lazyPage(() => import('./routes/add-ons/AddOnsPage'), 'default');

const pages = [
  CheckEmailPage,
  CompanyDetailsPage,
  EmailVerificationPage,
  LoginPage,
  MailboxPage,
  NewPasswordPage,
  OrganizationSwitchPage,
  ReleasesPage,
  ResetPasswordPage,
  SelectOrganizationPage,
  SignupPage,
  TermsOfServicePage,
  OrganizationListPage,
  EditOrganizationPage,
  InvitationPage,
  TwoStepVerificationPage,
  AccountSettingsPage,
  EmailChangePage,
  ChooseSubscriptionPage,
  AddOnsPage,
];

/** Fetches every page ahead of its first visit (tests render them at once). */
export function preloadAccountPages(): Promise<void> {
  return Promise.all(pages.map((p) => p.preload())).then(() => undefined);
}

/** The account remote's routes (src/bootstrap.ts makes the remote of them). */
export function AccountRoutes() {
  return (
    <Routes>
      <Route path={paths.login} element={<LoginPage />} />
      <Route path={paths.signup} element={<SignupPage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.checkEmail} element={<CheckEmailPage />} />
      <Route path={paths.newPassword} element={<NewPasswordPage />} />
      <Route path={paths.emailVerification} element={<EmailVerificationPage />} />
      <Route path={paths.mailbox} element={<MailboxPage />} />
      <Route path={paths.companyDetails} element={<CompanyDetailsPage />} />
      <Route path={paths.selectOrganization} element={<SelectOrganizationPage />} />
      <Route path={paths.organizationSwitch} element={<OrganizationSwitchPage />} />
      <Route path={paths.releases} element={<ReleasesPage />} />
      <Route path={paths.termsOfService} element={<TermsOfServicePage />} />
      <Route path={manageOrganizationPaths.list} element={<OrganizationListPage />} />
      <Route path={manageOrganizationPaths.edit} element={<EditOrganizationPage />} />
      <Route path={paths.invitation} element={<InvitationPage />} />
      <Route path={paths.twoStepVerification} element={<TwoStepVerificationPage />} />
      <Route path={`${paths.accountSettings}/:organizationId`} element={<AccountSettingsPage />} />
      <Route path={paths.emailChange} element={<EmailChangePage />} />
      <Route path={`${paths.chooseSubscription}/:id`} element={<ChooseSubscriptionPage />} />
      <Route path={paths.addOns} element={<AddOnsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** The remote's root with an explicit store (tests give each case a fresh one). */
export function AccountApp({ store }: { store: RemoteStore }) {
  return (
    <RemoteRoot name="mfe-account" store={store}>
      <AccountRoutes />
    </RemoteRoot>
  );
}
