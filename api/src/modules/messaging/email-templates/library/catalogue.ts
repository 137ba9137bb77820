/**
 * The shared library (spec 3 §2, §3 'isLibraryTemplate'): its folders and templates, each template an MJML file
 * beside this one. Keys are stable: the seeder finds the rows by them, so a title or a source can change and the
 * row (and what refers to it, such as base_template) stays.
 */
export interface LibraryTemplateEntry {
  key: string;
  title: string;
  /** The MJML source, in this folder. */
  file: string;
}

export interface LibraryFolderEntry {
  key: string;
  name: string;
  templates: LibraryTemplateEntry[];
}

export const libraryCatalogue: LibraryFolderEntry[] = [
  {
    key: 'welcome',
    name: 'Welcome',
    templates: [
      { key: 'welcome-new-client', title: 'Welcome aboard', file: 'welcome-new-client.mjml' },
      { key: 'welcome-meet-the-team', title: 'Meet your team', file: 'welcome-meet-the-team.mjml' },
    ],
  },
  {
    key: 'newsletter',
    name: 'Newsletter',
    templates: [
      { key: 'newsletter-monthly', title: 'Monthly newsletter', file: 'newsletter-monthly.mjml' },
      { key: 'newsletter-seasonal-tips', title: 'Seasonal tips', file: 'newsletter-seasonal-tips.mjml' },
    ],
  },
  {
    key: 'promotion',
    name: 'Promotion',
    templates: [
      { key: 'promotion-bundle', title: 'Bundle and save', file: 'promotion-bundle.mjml' },
      { key: 'promotion-referral', title: 'Refer a friend', file: 'promotion-referral.mjml' },
    ],
  },
  {
    key: 'follow-up',
    name: 'Follow-up',
    templates: [
      { key: 'follow-up-after-quote', title: 'After your quote', file: 'follow-up-after-quote.mjml' },
      { key: 'follow-up-feedback', title: 'How did we do?', file: 'follow-up-feedback.mjml' },
    ],
  },
  {
    key: 'holiday',
    name: 'Holiday',
    templates: [
      { key: 'holiday-season-greetings', title: "Season's greetings", file: 'holiday-season-greetings.mjml' },
      { key: 'holiday-new-year', title: 'Happy New Year', file: 'holiday-new-year.mjml' },
    ],
  },
  {
    key: 'policy-renewal',
    name: 'Policy renewal',
    templates: [
      { key: 'renewal-reminder', title: 'Your renewal is coming up', file: 'renewal-reminder.mjml' },
      { key: 'renewal-review', title: 'Time for a coverage review', file: 'renewal-review.mjml' },
    ],
  },
];
