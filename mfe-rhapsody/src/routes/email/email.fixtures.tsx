import {
  type EmailTemplateFolder,
  type EmailTemplateSummary,
  type LeadSearchResult,
  type TextTemplate,
  noSendingDomain,
} from '@ensemble/contracts';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { mockApi, page, renderRoute, type MockedApi, type RouteTable } from '@ensemble/shared-ui/testing';
import { rhapsodyApi } from '../../api/rhapsodyApi';
import { EmailingPage } from './EmailingPage';

export const ORG = 3;
export const O = `/organization/${ORG}`;

/** A contact as the lead search call answers it (the recipients picker, the previews as a contact). */
export const ada = {
  id: 9,
  first_name: 'Ada',
  last_name: 'Lovelace',
  company_name: null,
  email: 'ada@example.test',
  cell_phone: null,
  fsm_state: 'Client',
  lead_list_id: null,
} satisfies LeadSearchResult;

/** The lead search of organization ORG, finding `ada`. */
export const searchFindsAda = {
  [`GET /organization/lead/${ORG}/search/`]: { body: { results: [ada], next: null } },
};

export const template = (id: number, title: string, more: Partial<EmailTemplateSummary> = {}) =>
  ({
    id,
    title,
    name: title,
    html: `<p>Hello #!first_name!# from ${title}</p>`,
    thumbnail_url: null,
    isLibraryTemplate: false,
    is_base: false,
    organization: ORG,
    folder: null,
    base_template: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...more,
  }) satisfies EmailTemplateSummary;

export const folder = (id: number, name: string, templates = 0, organization: number | null = ORG) =>
  ({
    id,
    name,
    organization,
    templates,
    created_at: '2026-11-01T10:00:00.000Z',
  }) satisfies EmailTemplateFolder;

export const textTemplate = (id: number, title: string, text: string) =>
  ({
    id,
    title,
    template: text,
    organization: ORG,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
  }) satisfies TextTemplate;

export const libraryFolder = folder(50, 'Newsletters', 1, null);
export const libraryTemplates = [
  template(900, 'Welcome aboard', { organization: null, isLibraryTemplate: true, is_base: true }),
  template(901, 'Monthly news', {
    organization: null,
    isLibraryTemplate: true,
    is_base: true,
    folder: 50,
    thumbnail_url: 'https://cdn.test/news.png',
  }),
];

/** The calls every tab may make, with `overrides` on top. */

export function mockEmailApi(overrides: RouteTable = {}): MockedApi {
  return mockApi({
    [`GET ${O}/`]: {
      body: { id: ORG, name: 'Acme Insurance', email: 'hello@acme.test', logo: null },
    },
    [`GET ${O}/email-templates/`]: { body: page([]) },
    [`GET ${O}/email-template-folders/`]: { body: page([]) },
    ['GET /email-library/folders/']: { body: [libraryFolder] },
    ['GET /email-library/templates/']: (call) => ({
      body: call.query.folder
        ? libraryTemplates.filter((t) => String(t.folder) === call.query.folder)
        : libraryTemplates,
    }),
    [`GET ${O}/text-templates/`]: { body: page([]) },
    [`GET /organization/lead/${ORG}/opportunity-list-all/`]: { body: [] },
    [`GET ${O}/automation-marketing-group/`]: { body: page([]) },
    // No sending domain: the suite's own address sends.
    [`GET ${O}/sendgrid/authenticate-domain/`]: { body: noSendingDomain },
    ...overrides,
  });
}

export const renderEmailing = (query = '') =>
  renderRoute(
    '/rhapsody/email/templates/:organizationId',
    `/rhapsody/email/templates/${ORG}${query}`,
    <EmailingPage />,
    makeRemoteStore(rhapsodyApi),
  );
