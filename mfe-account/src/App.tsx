import { Route, Routes } from 'react-router-dom';
import { NotFound, RemoteRoot } from '@ensemble/shared-ui';
import { store as defaultStore, type AppStore } from './store';
import CheckEmailPage from './routes/check-email/CheckEmailPage';
import CompanyDetailsPage from './routes/company-details/CompanyDetailsPage';
import EmailVerificationPage from './routes/email-verification/EmailVerificationPage';
import LoginPage from './routes/login/LoginPage';
import MailboxPage from './routes/mailbox/MailboxPage';
import NewPasswordPage from './routes/new-password/NewPasswordPage';
import OrganizationSwitchPage from './routes/organization-switch/OrganizationSwitchPage';
import ReleasesPage from './routes/releases/ReleasesPage';
import ResetPasswordPage from './routes/reset-password/ResetPasswordPage';
import SelectOrganizationPage from './routes/select-organization/SelectOrganizationPage';
import SignupPage from './routes/signup/SignupPage';
import TermsOfServicePage from './routes/terms-of-service/TermsOfServicePage';
import OrganizationListPage from './routes/manage-organization/OrganizationListPage';
import EditOrganizationPage from './routes/manage-organization/EditOrganizationPage';
import { manageOrganizationPaths } from './routes/manage-organization/paths';
import InvitationPage from './routes/invitation/InvitationPage';
import TwoStepVerificationPage from './routes/two-step-verification/TwoStepVerificationPage';
import AccountSettingsPage from './routes/account-settings/AccountSettingsPage';
import EmailChangePage from './routes/email-change/EmailChangePage';
import ChooseSubscriptionPage from './routes/choose-subscription/ChooseSubscriptionPage';
import AddOnsPage from './routes/add-ons/AddOnsPage';
import { paths } from './routes/paths';

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
export function AccountApp({ store }: { store: AppStore }) {
  return (
    <RemoteRoot name="mfe-account" store={store}>
      <AccountRoutes />
    </RemoteRoot>
  );
}

/** single-spa's root component (src/bootstrap.tsx). */
export default function App() {
  return <AccountApp store={defaultStore} />;
}
