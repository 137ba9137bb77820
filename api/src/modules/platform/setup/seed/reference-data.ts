/** Industries offered on the company-details form; 'Insurance' first (the suite's first market). */
export const INDUSTRIES = [
  'Insurance',
  'Real Estate',
  'Mortgage & Lending',
  'Financial Services',
  'Accounting & Tax',
  'Legal Services',
  'Healthcare',
  'Dental',
  'Fitness & Wellness',
  'Beauty & Personal Care',
  'Automotive',
  'Home Services',
  'Construction',
  'Retail',
  'Restaurants & Food',
  'Hospitality & Travel',
  'Education',
  'Nonprofit',
  'Technology',
  'Marketing & Advertising',
  'Other',
] as const;

/** The suite's own release notes, shown on /releases and as the version in the side menu. */
export const RELEASES = [
  {
    version: '0.1.0',
    title: 'Platform: sign-up, sign-in, organizations, remotes',
    notes: [
      'Sign up with email verification, sign in, and stay signed in with rotating refresh tokens.',
      'Reset a forgotten password by email.',
      'Create organizations, switch between them, rename them, and schedule or cancel their deletion.',
      'Every email and text message the suite sends is kept in the outbox, visible to organization owners.',
      'The shell composes the account, composition, rhapsody, harmony and tempo remotes at run time.',
    ].join('\n'),
    releasedAt: '2026-11-21T00:00:00.000Z',
  },
  {
    version: '0.2.0',
    title: 'Accounts and organizations: two-step sign-in, settings, users and invitations',
    notes: [
      'Two-step sign-in with a code by SMS, or with Google Authenticator and single-use backup codes.',
      'Account settings: profile, password and email changes, and an email signature per organization.',
      'Manage organizations: name, email, logo, scheduled deletion and reactivation.',
      'Invite users by email; new and existing accounts accept from the invitation link, within the seats.',
      'Paid organizations are asked to agree to the End User License Agreement when it changes.',
    ].join('\n'),
    releasedAt: '2026-11-21T12:00:00.000Z',
  },
  {
    version: '0.3.0',
    title: 'Billing, organization settings and contacts',
    notes: [
      'Plans, subscriptions, seats, add-ons, coupons, cards and invoices, on Stripe or the built-in provider.',
      'Organization settings: follow-up strategy, magic numbers, sources, services, locations, tags, representatives.',
      'First-time setup of a new organization.',
      'Contacts in five stages: opportunity lists, prospects, clients, former clients and others.',
      'Promote, demote, reactivate and move contacts; every change is kept in their history.',
      'Import contacts from CSV with a report of rejected rows; export lists to CSV.',
      'Tags on contacts and a global search across every stage.',
    ].join('\n'),
    releasedAt: '2026-11-21T20:00:00.000Z',
  },
] as const;
