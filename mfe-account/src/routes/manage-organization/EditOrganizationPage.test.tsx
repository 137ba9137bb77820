import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountMessages, messages } from '@ensemble/contracts';
import { mockApi } from '@ensemble/shared-ui/testing';
import { anOrganization } from '../../test/fixtures';
import { currentUrl, renderAt } from '../../test/render';
import { DELETE_ORGANIZATION_TEXT } from './general/GeneralTab';

// antd screens on a busy two-core machine can take a few seconds to settle.

// Canvas decoding does not exist in jsdom (logo.test.ts covers the compression). The test environment's
// FormData is Node's, so the compressed file is a Node Blob, as a browser's would be its own.
jest.mock('./general/logo', () => {
  const actual = jest.requireActual<typeof import('./general/logo')>('./general/logo');
  const { Blob: NodeBlob } = jest.requireActual<{ Blob: typeof Blob }>('buffer');
  return {
    ...actual,
    compressLogo: jest.fn(
      async () => new NodeBlob(['small-jpeg'], { type: 'image/jpeg' }) as unknown as Blob,
    ),
  };
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

const org = anOrganization(7, { name: 'Acme Insurance', email: 'office@acme.test' });
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

afterEach(() => setWidth(1024));

describe('edit organization: tabs', () => {
  it('shows every tab in the spec order on a desktop and keeps the tab in the URL', async () => {
    mockApi({
      'GET /organization/7/': { body: org },
      'GET /organization/7/users/': { body: { results: [], count: 0 } },
      'GET /organization/7/invitations/': { body: { results: [], count: 0 } },
    });
    const { user } = renderAt('/manage-organization/edit/7', { loggedIn: true, organizationId: 7 });
    expect(await screen.findByRole('heading', { name: 'Acme Insurance' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['General', 'Subscriptions', 'Add Ons', 'Billing', 'Users']);
    await waitFor(() => expect(currentUrl()).toBe('/manage-organization/edit/7?tab=general'));

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(currentUrl()).toBe('/manage-organization/edit/7?tab=users');
    expect(await screen.findByText('Invite by email')).toBeInTheDocument();
  });

  it('shows only General on mobile, even when the URL asks for Users', async () => {
    setWidth(500);
    mockApi({ 'GET /organization/7/': { body: org } });
    renderAt('/manage-organization/edit/7?tab=users', { loggedIn: true, organizationId: 7 });
    await screen.findByRole('heading', { name: 'Acme Insurance' });
    expect(tabNames()).toEqual(['General']);
    await waitFor(() => expect(currentUrl()).toBe('/manage-organization/edit/7?tab=general'));
  });

  it('shows only Billing to an unpaid organization on mobile, and keeps ?tab=billing', async () => {
    setWidth(500);
    mockApi({
      'GET /organization/7/': { body: { ...org, is_subscribed: false, package_id: 'prod_chorus' } },
      'GET /payment-method/7/': { body: { brand: 'visa', last4: '0341', exp_month: 12, exp_year: 2030 } },
      'GET /payment-method/7/invoices/': { body: { results: [], count: 0 } },
    });
    renderAt('/manage-organization/edit/7?tab=billing', { loggedIn: true, organizationId: 7 });
    await screen.findByRole('heading', { name: 'Acme Insurance' });
    expect(tabNames()).toEqual(['Billing']);
    expect(await screen.findByTestId('card-on-file')).toHaveTextContent('0341');
    expect(currentUrl()).toBe('/manage-organization/edit/7?tab=billing');
  });

  it("says 'Unable to fetch organization with provided ID.' when the organization cannot be loaded", async () => {
    mockApi({ 'GET /organization/7/': { status: 500, body: {} } });
    renderAt('/manage-organization/edit/7', { loggedIn: true, organizationId: 7 });
    expect(await screen.findByText(messages.unableToFetchOrganization)).toBeInTheDocument();
  });
});

describe('edit organization: general', () => {
  it('edits the name only in edit mode and saves it', async () => {
    const api = mockApi({
      'GET /organization/7/': { body: org },
      'PATCH /organization/7/': (call) => ({ body: { ...org, ...(call.body as object) } }),
    });
    const { user } = renderAt('/manage-organization/edit/7?tab=general', {
      loggedIn: true,
      organizationId: 7,
    });
    const name = await screen.findByLabelText('Name');
    expect(name).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Edit/ }));
    expect(name).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeEnabled();
    await user.clear(name);
    await user.paste('Acme Brokers');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(accountMessages.organizationUpdated)).toBeInTheDocument();
    expect(api.callsTo('PATCH /organization/7/')[0]?.body).toEqual({ name: 'Acme Brokers' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeDisabled());
  });

  it('changes the organization email without a password and shows the pending change', async () => {
    let current = org;
    const api = mockApi({
      'GET /organization/7/': () => ({ body: current }),
      'POST /organization/7/email-change/': (call) => {
        current = { ...org, email_change_new_email: (call.body as { new_email: string }).new_email };
        return { body: current };
      },
    });
    const { user } = renderAt('/manage-organization/edit/7', { loggedIn: true, organizationId: 7 });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('New email'));
    await user.paste('billing@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(accountMessages.emailChangeSent)).toBeInTheDocument();
    expect(api.callsTo('POST /organization/7/email-change/')[0]?.body).toEqual({
      new_email: 'billing@acme.test',
    });
    expect(await screen.findByTestId('pending-email')).toHaveTextContent('billing@acme.test');
  });

  it('refuses a non-image and a file over 2 MB before uploading anything', async () => {
    const api = mockApi({ 'GET /organization/7/': { body: org } });
    renderAt('/manage-organization/edit/7', { loggedIn: true, organizationId: 7 });
    const input = await screen.findByLabelText('Logo file');

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('File is not an image')).toBeInTheDocument();

    const big = new File([new Uint8Array(2048 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('File size must be less than 2 MB')).toBeInTheDocument();
    expect(api.callsTo('POST /organization/7/logo/upload-form/')).toHaveLength(0);
  });

  it('uploads the compressed logo through the signed form, confirms it and refetches the organization', async () => {
    let current = org;
    const api = mockApi({
      'GET /organization/7/': () => ({ body: current }),
      'POST /organization/7/logo/upload-form/': {
        body: {
          key: 'logos/7/abc.jpg',
          aws_post_data: {
            url: 'http://storage.test/upload',
            fields: { key: 'logos/7/abc.jpg', acl: 'public-read', policy: 'p', signature: 's' },
          },
        },
      },
      'POST /organization/7/logo/': () => {
        current = { ...org, logo: 'http://storage.test/files/logos/7/abc.jpg' };
        return { body: current };
      },
    });
    const storagePosts: FormData[] = [];
    const apiFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === 'http://storage.test/upload') {
        storagePosts.push(init?.body as FormData);
        return new Response(null, { status: 204 });
      }
      return apiFetch(input, init);
    }) as typeof fetch;

    renderAt('/manage-organization/edit/7', { loggedIn: true, organizationId: 7 });
    const input = await screen.findByLabelText('Logo file');
    fireEvent.change(input, { target: { files: [new File(['png'], 'acme.png', { type: 'image/png' })] } });

    await waitFor(() => expect(api.callsTo('POST /organization/7/logo/')).toHaveLength(1));
    // The header and the logo card both show the new logo once the organization is refetched.
    const logos = await screen.findAllByRole('img', { name: 'Acme Insurance logo' });
    for (const img of logos) expect(img).toHaveAttribute('src', 'http://storage.test/files/logos/7/abc.jpg');
    expect(api.callsTo('POST /organization/7/logo/upload-form/')[0]?.body).toEqual({
      filename: 'acme.jpg',
      content_type: 'image/jpeg',
      size: 10,
    });
    const form = storagePosts[0] as FormData;
    expect(form.get('acl')).toBe('public-read');
    expect(form.get('key')).toBe('logos/7/abc.jpg');
    expect(Array.from(form.keys()).at(-1)).toBe('file');
    expect(api.callsTo('POST /organization/7/logo/')[0]?.body).toEqual({ key: 'logos/7/abc.jpg' });
  });

  it("says 'Error while uploading to S3' when the storage refuses the file", async () => {
    const api = mockApi({
      'GET /organization/7/': { body: org },
      'POST /organization/7/logo/upload-form/': {
        body: { key: 'k', aws_post_data: { url: 'http://storage.test/upload', fields: {} } },
      },
    });
    const apiFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input) === 'http://storage.test/upload'
        ? new Response('denied', { status: 403 })
        : apiFetch(input, init),
    ) as typeof fetch;
    renderAt('/manage-organization/edit/7', { loggedIn: true, organizationId: 7 });
    fireEvent.change(await screen.findByLabelText('Logo file'), {
      target: { files: [new File(['png'], 'acme.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Error while uploading to S3')).toBeInTheDocument();
    expect(api.callsTo('POST /organization/7/logo/')).toHaveLength(0);
  });

  it("says 'Error while uploading file' when the signed form cannot be had", async () => {
    mockApi({
      'GET /organization/7/': { body: org },
      'POST /organization/7/logo/upload-form/': { status: 500, body: {} },
    });
    renderAt('/manage-organization/edit/7', { loggedIn: true, organizationId: 7 });
    fireEvent.change(await screen.findByLabelText('Logo file'), {
      target: { files: [new File(['png'], 'acme.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Error while uploading file')).toBeInTheDocument();
  });

  it('schedules the deletion after confirming, then reactivates with the same call', async () => {
    let current = org;
    const api = mockApi({
      'GET /organization/7/': () => ({ body: current }),
      'DELETE /organization/7/': () => {
        current = current.deletions.length
          ? { ...org, deletions: [] }
          : { ...org, deletions: [{ date: '2026-03-14T10:00:00.000Z' }] };
        return { body: current };
      },
    });
    const { user } = renderAt('/manage-organization/edit/7', { loggedIn: true, organizationId: 7 });
    await user.click(await screen.findByRole('button', { name: /Delete organization/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete organization')).toBeInTheDocument();
    expect(within(dialog).getByText(DELETE_ORGANIZATION_TEXT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Scheduled for deletion on March 14, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Reactivate/ }));
    expect(await screen.findByRole('button', { name: /Delete organization/ })).toBeInTheDocument();
    expect(screen.queryByText(/Scheduled for deletion on/)).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /organization/7/')).toHaveLength(2);
  });

  it("says 'Something went wrong' when the deletion fails", async () => {
    mockApi({ 'GET /organization/7/': { body: org }, 'DELETE /organization/7/': { status: 500, body: {} } });
    const { user } = renderAt('/manage-organization/edit/7', { loggedIn: true, organizationId: 7 });
    await user.click(await screen.findByRole('button', { name: /Delete organization/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.somethingWentWrong)).toBeInTheDocument();
  });

  it('shows a member who is not the owner neither the edit, logo nor deletion controls', async () => {
    mockApi({ 'GET /organization/7/': { body: { ...org, is_owner: false } } });
    renderAt('/manage-organization/edit/7', { loggedIn: true, organizationId: 7 });
    await screen.findByLabelText('Name');
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Logo file')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete organization/ })).not.toBeInTheDocument();
  });
});
