import { screen, waitFor } from '@testing-library/react';
import { messages } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { mockApi } from '@ensemble/shared-ui/testing';
import { anOrganization } from '../../test/fixtures';
import { currentUrl, fill, renderAt, type RenderedAccount } from '../../test/render';

const industries = {
  'GET /industry/': {
    body: {
      results: [
        { id: 1, name: 'Insurance' },
        { id: 2, name: 'Retail' },
      ],
      count: 2,
    },
  },
};

async function fillIn(user: RenderedAccount['user']) {
  await fill(user, 'Company name', 'Acme');
  await fill(user, 'Email', 'hello@acme.test');
  await user.click(screen.getByLabelText('Industry'));
  await user.click(await screen.findByTitle('Retail'));
}

describe('company details', () => {
  it('needs a session', async () => {
    mockApi(industries);
    renderAt('/company-details');
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it('says which fields are missing, in the contract words', async () => {
    const api = mockApi(industries);
    const { user } = renderAt('/company-details', { loggedIn: true });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Industry is required')).toBeInTheDocument();
    expect(api.callsTo('POST /organization/')).toHaveLength(0);
  });

  it('creates the organization, makes it current and offers it a plan', async () => {
    const api = mockApi({ ...industries, 'POST /organization/': { status: 201, body: anOrganization(12) } });
    const { user } = renderAt('/company-details', { loggedIn: true });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl()).toBe('/choose-subscription/12'));
    expect(api.callsTo('POST /organization/')[0]?.body).toEqual({
      name: 'Acme',
      email: 'hello@acme.test',
      industry: 2,
    });
    expect(session.get().organizationId).toBe(12);
  });

  it('goes straight to first-time setup in the social edition (no plan list there)', async () => {
    mockApi({ ...industries, 'POST /organization/': { status: 201, body: anOrganization(12) } });
    const { user } = renderAt('/company-details', { loggedIn: true, edition: 'social' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl()).toBe('/configuration?organizationId=12'));
  });

  it("shows 'organization with this email already exists.' on the email field", async () => {
    mockApi({
      ...industries,
      'POST /organization/': { status: 400, body: { email: [messages.organizationEmailExists] } },
    });
    const { user } = renderAt('/company-details', { loggedIn: true });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const error = await screen.findByText('organization with this email already exists.');
    expect(error.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Email'));
    expect(screen.queryByText(messages.unableToCreateOrganization)).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/company-details');
  });

  it("toasts 'Unable to create organization' on any other failure", async () => {
    mockApi({ ...industries, 'POST /organization/': { status: 500, body: { detail: 'boom' } } });
    const { user } = renderAt('/company-details', { loggedIn: true });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Unable to create organization')).toBeInTheDocument();
    expect(session.get().organizationId).toBeNull();
  });

  it('leaves a 401 to the session handling', async () => {
    const api = mockApi({
      ...industries,
      'POST /organization/': { status: 401, body: { detail: messages.notAuthenticated } },
      'POST /auth/token/refresh/': { status: 401, body: { detail: 'Token is invalid or expired' } },
    });
    const { user } = renderAt('/company-details', { loggedIn: true });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.callsTo('POST /auth/token/refresh/')).toHaveLength(1));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(screen.queryByText(messages.unableToCreateOrganization)).not.toBeInTheDocument();
  });
});
