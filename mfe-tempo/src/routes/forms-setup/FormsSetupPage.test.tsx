import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  messages,
  type Representative,
  settingsMessages,
  type Tag,
  webFormMessages as M,
} from '@ensemble/contracts';
import { makeRemoteStore, session, setRuntimeConfig } from '@ensemble/shared-ui';
import { json, mockApi, page, renderRoute, type RouteTable, TEST_API } from '@ensemble/shared-ui/testing';
import { tempoApi } from '../../api/tempoApi';
import { FormsSetupPage } from './FormsSetupPage';

const ORG = '/organization/4';
const TAGS = `${ORG}/automation-marketing-group/`;
const urlOf = (token: string) => `https://api.example.test/api/web-forms/${token}/`;

const user = (id: number, over: Partial<Representative> = {}): Representative => ({
  id,
  user_id: 100 + id,
  name: `User ${id}`,
  email: `user${id}@example.com`,
  cell_phone: '+12025550100',
  role_title: 'None',
  status: 'accepted',
  managed_contacts: 0,
  sms_notif: false,
  ...over,
});
const tag = (id: number, name: string, isWebform = false): Tag => ({
  id,
  organization: 4,
  name,
  leads_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  is_webform: isWebform,
});

/** The API as a little state machine: the key follows rotations, the web-form tags follow batch_webform/. */
function mockForms(more: RouteTable = {}) {
  let token = 'first-token';
  let users = [user(1, { name: 'Olive Owner' }), user(2, { name: 'Nia Nophone', cell_phone: null })];
  const tags = [tag(1, 'VIP', true), tag(2, 'Roofing'), tag(3, 'Cold')];
  return mockApi({
    [`GET ${ORG}/web-form/`]: () => ({ status: 200, body: { url: urlOf(token), token } }),
    [`POST ${ORG}/web-form/rotate/`]: () => {
      token = 'second-token';
      return { status: 200, body: { url: urlOf(token), token } };
    },
    [`GET ${ORG}/representatives/`]: () => ({ status: 200, body: page(users) }),
    [`PATCH ${ORG}/representatives/`]: (call) => {
      const body = call.body as { user_id: number; sms_notif: boolean };
      users = users.map((u) => (u.user_id === body.user_id ? { ...u, sms_notif: body.sms_notif } : u));
      return { status: 200, body: users.find((u) => u.user_id === body.user_id) };
    },
    [`GET ${TAGS}`]: (call) => {
      const webform = call.query.is_webform === 'true';
      const search = (call.query.search ?? '').toLowerCase();
      return {
        status: 200,
        body: page(tags.filter((t) => (!webform || t.is_webform) && t.name.toLowerCase().includes(search))),
      };
    },
    [`POST ${TAGS}batch_webform/`]: (call) => {
      const { ids } = call.body as { ids: number[] };
      for (const t of tags) t.is_webform = ids.includes(t.id);
      return { status: 200, body: tags.filter((t) => t.is_webform) };
    },
    ...more,
  });
}

/**
 * The open dialog titled `title`. Under jest antd names every generated id 'test-id', so a modal's aria-labelledby
 * may point at another element: the dialog is found by its title's text instead.
 */
async function dialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
    expect(found).toBeDefined();
  });
  return found!;
}

const renderPage = (edition: 'full' | 'social' = 'full') => {
  session.setOrganization(4);
  const view = renderRoute(
    '/tempo/forms-setup',
    '/tempo/forms-setup',
    <FormsSetupPage />,
    makeRemoteStore(tempoApi),
  );
  if (edition === 'social') setRuntimeConfig({ edition: 'social', apiBaseUrl: TEST_API, remotes: [] });
  return view;
};

describe('FormsSetupPage', () => {
  it("copies the webhook URL ('Copied to clipboard') and explains what to post", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    mockForms();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Forms setup' })).toBeInTheDocument();
    const card = await screen.findByTestId('forms-setup-webhook');
    expect(await within(card).findByLabelText('Webhook URL')).toHaveValue(urlOf('first-token'));
    fireEvent.click(within(card).getByRole('button', { name: /Copy/ }));
    expect(await screen.findByText(M.copied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(urlOf('first-token'));
    for (const field of ['first_name', 'last_name', 'email', 'phone', 'message'])
      expect(within(card).getByText(field)).toBeInTheDocument();
    expect(card).toHaveTextContent('any other field is kept in a note');
    fireEvent.click(within(card).getByText('Sample request (curl)'));
    expect(await within(card).findByLabelText('sample request')).toHaveTextContent(
      `curl -X POST '${urlOf('first-token')}'`,
    );
  });

  it('rotates the URL only after the confirmation; the new one replaces it', async () => {
    const api = mockForms();
    renderPage();
    const card = await screen.findByTestId('forms-setup-webhook');
    await within(card).findByDisplayValue(urlOf('first-token'));
    fireEvent.click(within(card).getByRole('button', { name: 'Rotate' }));
    const confirm = await dialog(M.rotateTitle);
    expect(confirm).toHaveTextContent(M.rotateText);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`POST ${ORG}/web-form/rotate/`)).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Rotate' }));
    fireEvent.click(
      within(await dialog(M.rotateTitle)).getByRole('button', {
        name: 'Rotate',
      }),
    );
    expect(await screen.findByText(M.rotated)).toBeInTheDocument();
    expect(await within(card).findByDisplayValue(urlOf('second-token'))).toBeInTheDocument();
    expect(api.callsTo(`POST ${ORG}/web-form/rotate/`)).toHaveLength(1);
  });

  it("tells a member the URL is the owner's, and still shows the rest", async () => {
    mockForms({ [`GET ${ORG}/web-form/`]: { status: 403, body: { detail: messages.permissionDenied } } });
    renderPage();
    expect(
      await within(await screen.findByTestId('forms-setup-webhook')).findByText(M.ownerOnly),
    ).toBeVisible();
    expect(await within(screen.getByTestId('forms-setup-sms')).findByText('Olive Owner')).toBeInTheDocument();
  });

  it("lists the users 25 a page; the switch is off-limits without a phone and turns SMS on ('User updated successfully')", async () => {
    const api = mockForms();
    renderPage();
    const table = await screen.findByTestId('users-table');
    await within(table).findByText('Olive Owner');
    // A table that scrolls sideways draws its header twice.
    for (const h of ['Name', 'Email', 'Cell phone', 'SMS'])
      expect(within(table).getAllByText(h)[0]).toBeInTheDocument();
    expect(within(table).getByText('(202) 555-0100')).toBeInTheDocument();
    expect(api.callsTo(`GET ${ORG}/representatives/`)[0]?.query).toMatchObject({
      page: '1',
      page_size: '25',
    });

    const off = screen.getByRole('switch', { name: 'SMS for Nia Nophone' });
    expect(off).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('sms-disabled-2'));
    expect(await screen.findByText(settingsMessages.userHasNoPhone)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'SMS for Olive Owner' }));
    expect(await screen.findByText(settingsMessages.userUpdated)).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${ORG}/representatives/`)[0]?.body).toEqual({ user_id: 101, sms_notif: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'SMS for Olive Owner' })).toBeChecked());
  });

  it('searches after a pause and sorts by name', async () => {
    const api = mockForms();
    renderPage();
    const table = await screen.findByTestId('users-table');
    await within(table).findByText('Olive Owner');
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'oli' } });
    await waitFor(() =>
      expect(api.callsTo(`GET ${ORG}/representatives/`).at(-1)?.query).toMatchObject({ search: 'oli' }),
    );
    fireEvent.click(within(table).getAllByText('Name')[0]!);
    await waitFor(() =>
      expect(api.callsTo(`GET ${ORG}/representatives/`).at(-1)?.query).toMatchObject({ ordering: 'name' }),
    );
  });

  it("shows the server's words when turning SMS on is refused", async () => {
    mockForms({
      [`PATCH ${ORG}/representatives/`]: { status: 400, body: { detail: settingsMessages.userHasNoPhone } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'SMS for Olive Owner' }));
    expect(await screen.findByText(settingsMessages.userHasNoPhone)).toBeInTheDocument();
  });

  it('shows the web-form tags and changes them with Edit (batch_webform/)', async () => {
    const api = mockForms();
    renderPage();
    const card = await screen.findByTestId('forms-setup-tags');
    expect(await within(card).findByText('VIP')).toBeInTheDocument();
    expect(api.callsTo(`GET ${TAGS}`)[0]?.query).toMatchObject({ is_webform: 'true', per_page: '100' });

    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const edit = await dialog('Edit web form tags');
    const select = within(edit).getByLabelText('Tags');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Roofing'));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.tagsUpdated)).toBeInTheDocument();
    expect(api.callsTo(`POST ${TAGS}batch_webform/`)[0]?.body).toEqual({ ids: [1, 2] });
    expect(await within(card).findByText('Roofing')).toBeInTheDocument();
    expect(within(card).getByText('VIP')).toBeInTheDocument();
  });

  it('says when no tag is set, and keeps the modal open with the error when saving fails', async () => {
    mockForms({
      [`GET ${TAGS}`]: (call) =>
        call.query.is_webform === 'true' ? json(200, page([])) : json(200, page([tag(2, 'Roofing')])),
      [`POST ${TAGS}batch_webform/`]: { status: 500, body: {} },
    });
    renderPage();
    const card = await screen.findByTestId('forms-setup-tags');
    expect(await within(card).findByText(M.noTags)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const edit = await dialog('Edit web form tags');
    fireEvent.mouseDown(within(edit).getByLabelText('Tags'));
    fireEvent.click(await screen.findByTitle('Roofing'));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText(M.unableToUpdateTags)).toBeInTheDocument();
    expect(within(card).getByText(M.noTags)).toBeInTheDocument();
  });

  it('is not in the social edition', async () => {
    mockForms();
    renderPage('social');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(screen.queryByTestId('forms-setup-webhook')).not.toBeInTheDocument();
  });
});
