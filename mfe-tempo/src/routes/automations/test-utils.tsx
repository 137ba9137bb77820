import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type AutomationHoliday,
  type CustomAutomation,
  type EmailTemplateSummary,
  type Edition,
  type FollowUpAutomation,
  followUpDefaultSubjects,
  followUpStages,
  type OpportunityList,
  type ResultBasedAutomation,
  type Service,
  type Tag,
  type TextTemplate,
} from '@ensemble/contracts';
import { makeRemoteStore, session, setRuntimeConfig } from '@ensemble/shared-ui';
import { mockApi, page, renderRoute, type RouteTable, TEST_API } from '@ensemble/shared-ui/testing';
import { tempoApi } from '../../api/tempoApi';
import { AutomationsPage } from './AutomationsPage';

export const ORG = '/organization/4';
export const HOLIDAYS = `${ORG}/automation-holidays/`;
export const FOLLOW_UP = `${ORG}/follow-up/`;
export const CUSTOM = `${ORG}/custom-automation/`;
export const RESULT = `${ORG}/result-based-automation/`;
const CREATED = '2026-03-02T10:00:00.000Z';

export const emailTemplate = (id: number, title: string): EmailTemplateSummary => ({
  id,
  title,
  name: title,
  html: '<p>Hi</p>',
  thumbnail_url: null,
  isLibraryTemplate: false,
  is_base: false,
  organization: 4,
  folder: null,
  base_template: null,
  created_at: CREATED,
  updated_at: CREATED,
});

export const textTemplate = (id: number, title: string): TextTemplate => ({
  id,
  title,
  template: `${title} text`,
  organization: 4,
  created_at: CREATED,
  updated_at: CREATED,
});

export const holiday = (
  id: number,
  name: string,
  over: Partial<AutomationHoliday> = {},
): AutomationHoliday => ({
  id,
  name,
  date: '2026-12-25',
  subject: null,
  bee_free_template: null,
  text_template: null,
  active: false,
  recurrence: 'fixed',
  is_seeded: true,
  ...over,
});

/** The five follow-ups as a new organization has them: no templates, the default subjects, days 3…90. */
export function followUps(over: Partial<FollowUpAutomation> = {}): FollowUpAutomation {
  const days = [3, 10, 30, 60, 90];
  const f = Object.fromEntries(
    followUpStages.flatMap((s, i) => [
      [`${s}_active`, false],
      [`${s}_bee_free_template`, null],
      [`${s}_text_template`, null],
      [`${s}_subject`, followUpDefaultSubjects[s]],
      [`${s}_days`, days[i]],
    ]),
  ) as FollowUpAutomation;
  return { ...f, ...over };
}

export const customAutomation = (
  id: number,
  name: string,
  over: Partial<CustomAutomation> = {},
): CustomAutomation => ({
  id,
  name,
  active: true,
  buckets: ['prospect'],
  lead_lists: [],
  groups: [],
  excluded_services: [],
  included_services: [],
  type: 0,
  is_interaction_based: false,
  organization: 4,
  automations_list: [],
  date_field: null,
  stop_on_reply: false,
  created_at: CREATED,
  ...over,
});

export const resultBased = (
  id: number,
  name: string,
  over: Partial<ResultBasedAutomation> = {},
): ResultBasedAutomation => ({
  id,
  name,
  active: true,
  automation: 1,
  automation_name: 'Welcome drip',
  condition: 0,
  type: 2,
  organization: 4,
  automations_list: [],
  stop_on_reply: false,
  created_at: CREATED,
  ...over,
});

const tag = (id: number, name: string): Tag => ({
  id,
  organization: 4,
  name,
  leads_count: 0,
  created_at: CREATED,
  is_webform: false,
});

const service = (id: number, name: string) => ({ id, organization: 4, name }) as unknown as Service;
const list = (id: number, title: string): OpportunityList => ({
  id,
  title,
  created_at: CREATED,
  leads_count: 3,
  organization_id: 4,
  kind: 'opportunity',
});

/**
 * The pick-lists every tab reads (templates, text templates, tags, services, opportunity lists), searched as the
 * API searches them; `more` adds or replaces routes.
 */
export function mockAutomations(more: RouteTable = {}) {
  const emails = [emailTemplate(7, 'Season greetings'), emailTemplate(8, 'Check-in')];
  const texts = [textTemplate(21, 'Quick hello'), textTemplate(22, 'Reminder text')];
  const searched = <T extends { title: string }>(items: T[], search?: string) =>
    page(items.filter((t) => t.title.toLowerCase().includes((search ?? '').toLowerCase())));
  return mockApi({
    [`GET ${ORG}/email-templates/`]: (call) => ({ status: 200, body: searched(emails, call.query.search) }),
    [`GET ${ORG}/text-templates/`]: (call) => ({ status: 200, body: searched(texts, call.query.search) }),
    [`GET /email-library/templates/`]: {
      status: 200,
      body: [
        {
          ...emailTemplate(3, 'Library holiday'),
          organization: null,
          isLibraryTemplate: true,
          is_base: true,
        },
      ],
    },
    [`GET ${ORG}/automation-marketing-group/`]: {
      status: 200,
      body: page([tag(31, 'VIP'), tag(32, 'Renewals')]),
    },
    [`GET ${ORG}/service/all/`]: { status: 200, body: [service(41, 'Auto insurance'), service(42, 'Home')] },
    [`GET /organization/lead/4/opportunity-list-all/`]: { status: 200, body: [list(51, 'Spring leads')] },
    ...more,
  });
}

/** The Automations page of organization 4 at `?tab=`, in the given edition. */
export function renderAutomations(tab: string | null, edition: Edition = 'full') {
  session.setOrganization(4);
  const utils = renderRoute(
    '/tempo/automations',
    `/tempo/automations${tab ? `?tab=${tab}` : ''}`,
    <AutomationsPage />,
    makeRemoteStore(tempoApi),
  );
  if (edition !== 'full') act(() => setRuntimeConfig({ edition, apiBaseUrl: TEST_API, remotes: [] }));
  return utils;
}

/**
 * The open dialog titled `title`. Under jest antd names every generated id 'test-id', so a modal's aria-labelledby
 * may point at another element: the dialog is found by its title's text instead.
 */
export async function dialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
    expect(found).toBeDefined();
  });
  return found!;
}

/** A toast of that kind ('success', 'error') saying `text`: an error must not look like a success. */
export async function toast(kind: 'success' | 'error', text: string): Promise<void> {
  const shown = await screen.findByText(text, { selector: '.ant-message *' });
  expect(shown.closest(`.ant-message-${kind}`)).not.toBeNull();
}

/** Picks `option` in the antd Select found by `label` inside `container`. */
export async function choose(container: HTMLElement, label: string, option: string): Promise<void> {
  const input = within(container).getByLabelText(label);
  fireEvent.mouseDown(input);
  // A loaded machine renders an opened list slowly.
  const options = await screen.findAllByTitle(option, {}, { timeout: 5000 });
  fireEvent.click(options[options.length - 1]!);
}

/** Types a date (MM/DD/YYYY) into an antd DatePicker and confirms it with Enter. */
export async function typeDate(container: HTMLElement, label: string, value: string): Promise<void> {
  const input = within(container).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(input).toHaveValue(value));
}
