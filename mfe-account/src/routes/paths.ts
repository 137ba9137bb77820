import type { Edition } from '@ensemble/contracts';

/** The screens this remote renders (its route table lives in App.tsx). */
export const paths = {
  login: '/',
  signup: '/signup',
  resetPassword: '/reset-password',
  checkEmail: '/check-email',
  newPassword: '/new-password',
  emailVerification: '/email-verification',
  twoStepVerification: '/two-step-verification',
  mailbox: '/mailbox',
  companyDetails: '/company-details',
  selectOrganization: '/select-organization',
  organizationSwitch: '/organization/switch',
  releases: '/releases',
  termsOfService: '/terms-of-service',
  accountSettings: '/account-settings',
  emailChange: '/email-change',
  manageOrganization: '/manage-organization',
  invitation: '/invitation',
  chooseSubscription: '/choose-subscription',
  addOns: '/add-ons',
} as const;

/** Paths rendered by this remote's own router; anything else is another remote's (or a later issue's). */
const rendered: readonly string[] = [
  paths.signup,
  paths.resetPassword,
  paths.checkEmail,
  paths.newPassword,
  paths.emailVerification,
  paths.mailbox,
  paths.companyDetails,
  paths.selectOrganization,
  paths.organizationSwitch,
  paths.releases,
  paths.termsOfService,
  paths.twoStepVerification,
  paths.accountSettings,
  paths.emailChange,
  paths.manageOrganization,
  paths.invitation,
  paths.chooseSubscription,
  paths.addOns,
];

export function isRenderedHere(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? url;
  if (path === '/' || path === '') return true;
  return rendered.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * An address as a query value: escaped ('+' in 'ada+test@…' must not turn into a space) but with '@' kept
 * readable, which a query string allows.
 */
export function emailParam(email: string): string {
  return encodeURIComponent(email).replace(/%40/g, '@');
}

/** `/email-verification/?email=…` as the spec writes it. */
export function emailVerificationUrl(email: string): string {
  return `${paths.emailVerification}/?email=${emailParam(email)}`;
}

export function checkEmailUrl(email: string): string {
  return `${paths.checkEmail}?email=${emailParam(email)}`;
}

export function mailboxUrl(address: string): string {
  return `${paths.mailbox}?address=${emailParam(address)}`;
}

export function accountSettingsUrl(organizationId: number | string): string {
  return `${paths.accountSettings}/${organizationId}`;
}

export function chooseSubscriptionUrl(organizationId: number | string): string {
  return `${paths.chooseSubscription}/${organizationId}`;
}

/** The social edition's campaign settings (mfe-tempo), where its first-time setup lands (spec 2 §2). */
export function socialSetupUrl(organizationId: number | string): string {
  return `/tempo/social-setup/${organizationId}`;
}

/** First-time setup (mfe-tempo), spec 2 §2: query organizationId. */
export function configurationUrl(organizationId: number | string): string {
  return `/configuration?organizationId=${organizationId}`;
}

/**
 * A new organization is offered its plan (spec 1 §2 /choose-subscription, then /configuration after
 * subscribing); the social edition hides the plan list, so it goes straight to first-time setup.
 */
export function afterOrganizationCreatedUrl(organizationId: number, edition: Edition): string {
  return edition === 'social' ? configurationUrl(organizationId) : chooseSubscriptionUrl(organizationId);
}
