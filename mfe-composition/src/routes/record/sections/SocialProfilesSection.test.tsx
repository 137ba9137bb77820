import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadNotesMessages as N, messages, type SocialProfile } from '@ensemble/contracts';
import { json, mockApi, path, renderInApp, type Call } from '../../../test';
import { fillIn, press, firstCall, confirmDeletion, slow } from '../../../test/forms';
import { lead } from '../../../test/record';
import { SocialProfilesSection } from './SocialProfilesSection';

function socialServer(profiles: SocialProfile[], write?: (c: Call) => Response) {
  return mockApi((c) => {
    if (c.method === 'GET') return json(200, profiles);
    if (write) return write(c);
    const body = c.body as { network: string; url: string };
    return json(c.method === 'POST' ? 201 : 200, { index: 0, ...body });
  });
}

const render = () =>
  renderInApp('/', <SocialProfilesSection organizationId={4} stage="Client" lead={lead()} />);

async function pickNetwork(form: HTMLElement, network: string) {
  fireEvent.mouseDown(within(form).getByLabelText('Network'));
  fireEvent.click(await screen.findByTitle(network));
}

describe('SocialProfilesSection', () => {
  it('lists network and link', async () => {
    socialServer([{ index: 0, network: 'LinkedIn', url: 'https://linkedin.com/in/ada' }]);
    render();
    const table = await screen.findByTestId('social-profiles', {}, slow);
    const link = await within(table).findByRole('link', { name: 'https://linkedin.com/in/ada' }, slow);
    expect(link).toHaveAttribute('href', 'https://linkedin.com/in/ada');
    expect(within(table).getByText('LinkedIn')).toBeInTheDocument();
  });

  it("adds a URL with 'New URL added!', after 'Url is not valid' for a bad one", async () => {
    const calls = socialServer([]);
    render();
    expect(await screen.findByText(N.noSocial, {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add URL' }));
    const form = await screen.findByRole('form', { name: 'Add URL' });
    await pickNetwork(form, 'Facebook');
    fillIn(form, { URL: 'not a url' });
    press(form, 'Save');
    expect(await within(form).findByText(messages.urlInvalid)).toBeInTheDocument();
    fillIn(form, { URL: 'facebook.com/ada' });
    press(form, 'Save');
    expect(await screen.findByText(N.urlAdded, {}, slow)).toBeInTheDocument();
    const post = firstCall(calls, 'POST');
    expect(path(post!)).toBe('/organization/lead/7/social/');
    expect(post?.body).toEqual({ network: 'Facebook', url: 'https://facebook.com/ada' });
  });

  it("edits a URL with 'URL updated!'", async () => {
    const calls = socialServer([
      { index: 0, network: 'Facebook', url: 'https://facebook.com/a' },
      { index: 1, network: 'LinkedIn', url: 'https://linkedin.com/in/a' },
    ]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit LinkedIn URL' }, slow));
    const form = await screen.findByRole('form', { name: 'Edit URL' });
    expect(within(form).getByLabelText('URL')).toHaveValue('https://linkedin.com/in/a');
    fillIn(form, { URL: 'https://linkedin.com/in/b' });
    press(form, 'Save');
    expect(await screen.findByText(N.urlUpdated, {}, slow)).toBeInTheDocument();
    const put = firstCall(calls, 'PUT');
    expect(path(put!)).toBe('/organization/lead/7/social/1/');
    expect(put?.body).toEqual({ network: 'LinkedIn', url: 'https://linkedin.com/in/b' });
  });

  it("says 'Unable to add URL' and 'Unable to edit URL' when the server refuses", async () => {
    socialServer([{ index: 0, network: 'Facebook', url: 'https://facebook.com/a' }], () => json(500, {}));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Facebook URL' }, slow));
    const edit = await screen.findByRole('form', { name: 'Edit URL' });
    press(edit, 'Save');
    expect(await screen.findByText(N.unableEditUrl, {}, slow)).toBeInTheDocument();
    press(edit, 'Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Add URL' }));
    const add = await screen.findByRole('form', { name: 'Add URL' });
    await pickNetwork(add, 'Other');
    fillIn(add, { URL: 'https://x.test' });
    press(add, 'Save');
    expect(await screen.findByText(N.unableAddUrl, {}, slow)).toBeInTheDocument();
  });

  it('deletes a URL after confirming', async () => {
    const calls = socialServer([{ index: 0, network: 'Facebook', url: 'https://facebook.com/a' }], (c) =>
      c.method === 'DELETE' ? json(204, null) : json(500, {}),
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Facebook URL' }, slow));
    await confirmDeletion();
    expect(await screen.findByText(N.urlDeleted, {}, slow)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map(path)).toEqual([
        '/organization/lead/7/social/0/',
      ]),
    );
  });

  it("says 'Unable to get social profile' when the list cannot be loaded", async () => {
    mockApi(() => json(500, {}));
    render();
    expect(await screen.findByText(N.unableGetSocial, {}, slow)).toBeInTheDocument();
  });
});
