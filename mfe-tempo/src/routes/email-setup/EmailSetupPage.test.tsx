import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emailSetupMessages as M, messages, noSendingDomain, type SendingDomain } from '@ensemble/contracts';
import { makeRemoteStore, session } from '@ensemble/shared-ui';
import { mockApi, pick, renderRoute, type RouteTable } from '@ensemble/shared-ui/testing';
import { tempoApi } from '../../api/tempoApi';
import { EmailSetupPage } from './EmailSetupPage';

const BASE = '/organization/4/sendgrid';
const none = noSendingDomain;
const records = (valid: boolean) => [
  { valid, type: 'TXT' as const, host: 'ens1._domainkey.mail.acme.test', data: 'v=DKIM1; k=rsa; p=MIIB' },
  { valid, type: 'TXT' as const, host: 'mail.acme.test', data: 'v=spf1 ip4:203.0.113.7 ~all' },
  { valid, type: 'TXT' as const, host: '_dmarc.mail.acme.test', data: 'v=DMARC1; p=none; adkim=r; aspf=r' },
];
const authenticated: SendingDomain = {
  ...none,
  domain: 'mail.acme.test',
  ip_address: '203.0.113.7',
  dns: records(false),
};

/** The API as a little state machine: what GET answers follows what was posted. */
function mockSetup(start: SendingDomain, more: RouteTable = {}, published = () => true) {
  let domain = start;
  return mockApi({
    [`GET ${BASE}/authenticate-domain/`]: () => ({ status: 200, body: domain }),
    [`GET ${BASE}/authenticate-domain/ip/`]: {
      status: 200,
      body: [
        { ip: '203.0.113.7', users_count: 1 },
        { ip: '203.0.113.8', users_count: 0 },
      ],
    },
    [`POST ${BASE}/authenticate-domain/`]: (call) => {
      const body = call.body as { domain: string; ip: string };
      domain = { ...authenticated, domain: body.domain, ip_address: body.ip };
      return { status: 201, body: domain };
    },
    [`POST ${BASE}/authenticate-domain/verify/`]: () => {
      const seen = published();
      domain = { ...domain, valid: seen, verified_at: '2026-11-27T10:00:00Z', dns: records(seen) };
      return { status: 200, body: domain };
    },
    [`DELETE ${BASE}/authenticate-domain/`]: () => {
      domain = none;
      return { status: 204, body: null };
    },
    [`POST ${BASE}/verify-sender/`]: (call) => {
      const b = call.body as { email: string; sender_name: string; reply_to: string };
      domain = { ...domain, sender_email: b.email, sender_name: b.sender_name, reply_to_email: b.reply_to };
      return {
        status: 200,
        body: {
          ip_address: domain.ip_address,
          sender_email: b.email,
          sender_name: b.sender_name,
          reply_to_email: b.reply_to,
        },
      };
    },
    ...more,
  });
}

const renderPage = () => {
  session.setOrganization(4);
  return renderRoute(
    '/tempo/emailing-setup',
    '/tempo/emailing-setup',
    <EmailSetupPage />,
    makeRemoteStore(tempoApi),
  );
};

describe('EmailSetupPage', () => {
  it('a new organization authenticates a domain: the rules, then the records to publish', async () => {
    const api = mockSetup(none);
    renderPage();
    const step1 = await screen.findByTestId('email-setup-domain');
    expect(screen.getByTestId('email-setup-dns')).toHaveTextContent('Authenticate a domain first');
    fireEvent.change(within(step1).getByLabelText('Domain'), { target: { value: 'not a domain' } });
    fireEvent.click(within(step1).getByRole('button', { name: 'Authenticate' }));
    expect(await within(step1).findByText(M.domainInvalid)).toBeInTheDocument();
    expect(within(step1).getByText(messages.fieldRequired('IP address'))).toBeInTheDocument();

    fireEvent.change(within(step1).getByLabelText('Domain'), { target: { value: 'Mail.Acme.Test' } });
    await pick('IP address', '203.0.113.7', '203.0.113.7 (1 organization)');
    fireEvent.click(within(step1).getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByText(M.domainAuthenticated)).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/authenticate-domain/`)[0]?.body).toEqual({
      domain: 'mail.acme.test',
      ip: '203.0.113.7',
    });
    const table = await screen.findByTestId('dns-records');
    expect(within(table).getAllByText(M.notVerifiedStatus)).toHaveLength(3);
    expect(within(table).getByText('v=spf1 ip4:203.0.113.7 ~all')).toBeInTheDocument();
  });

  it('copies a record, verifies it, and tells Not verified from Verified', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    let answer: 'no' | 'yes' = 'no';
    mockSetup(authenticated, {}, () => answer === 'yes');
    renderPage();
    const table = await screen.findByTestId('dns-records');
    fireEvent.click(within(table).getByRole('button', { name: 'Copy value of mail.acme.test' }));
    expect(await screen.findByText(M.copied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('v=spf1 ip4:203.0.113.7 ~all');

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(M.notVerified)).toBeInTheDocument();
    answer = 'yes';
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('dns-records')).getAllByText(M.verified)).toHaveLength(3),
    );
  });

  it('a lookup that fails shows the server’s words, or Unable to finish verification', async () => {
    mockSetup(authenticated, {
      [`POST ${BASE}/authenticate-domain/verify/`]: { status: 503, body: {} },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(M.unableToVerify)).toBeInTheDocument();
  });

  it('saves the sender at the domain, and shows the server’s refusal under FROM', async () => {
    const api = mockSetup(authenticated, {
      [`POST ${BASE}/verify-sender/`]: (call) =>
        (call.body as { email: string }).email.startsWith('bad')
          ? { status: 400, body: { email: [M.senderNotOnDomain('mail.acme.test')] } }
          : {
              status: 200,
              body: {
                ip_address: '203.0.113.7',
                sender_email: 'news@mail.acme.test',
                sender_name: 'Acme',
                reply_to_email: 'help@acme.test',
              },
            },
    });
    renderPage();
    const step3 = await screen.findByTestId('email-setup-sender');
    expect(within(step3).getByText('@mail.acme.test')).toBeInTheDocument();
    fireEvent.click(within(step3).getByRole('button', { name: 'Save' }));
    expect(await within(step3).findByText(messages.fieldRequired('FROM email'))).toBeInTheDocument();
    expect(within(step3).getByText(messages.fieldRequired('FROM name'))).toBeInTheDocument();

    fireEvent.change(within(step3).getByLabelText('FROM email'), { target: { value: 'bad' } });
    fireEvent.change(within(step3).getByLabelText('FROM name'), { target: { value: 'Acme' } });
    fireEvent.change(within(step3).getByLabelText('REPLY TO'), { target: { value: 'help@acme.test' } });
    fireEvent.click(within(step3).getByRole('button', { name: 'Save' }));
    expect(await within(step3).findByText(M.senderNotOnDomain('mail.acme.test'))).toBeInTheDocument();
    expect(await screen.findByText(M.unableToSave)).toBeInTheDocument();

    fireEvent.change(within(step3).getByLabelText('FROM email'), { target: { value: 'news' } });
    fireEvent.click(within(step3).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.senderVerified)).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/verify-sender/`).at(-1)?.body).toEqual({
      email: 'news@mail.acme.test',
      sender_name: 'Acme',
      reply_to: 'help@acme.test',
    });
  });

  it('updates the IP address: the button waits for another IP, then sends it', async () => {
    const api = mockSetup(authenticated, {
      [`PATCH ${BASE}/authenticate-domain/`]: (call) => ({
        status: 200,
        body: { ...authenticated, ip_address: (call.body as { ip: string }).ip },
      }),
    });
    renderPage();
    const step1 = await screen.findByTestId('email-setup-domain');
    const update = within(step1).getByRole('button', { name: 'Update IP address' });
    expect(update).toBeDisabled();
    await pick('IP address', '203.0.113.8', '203.0.113.8 (0 organizations)');
    await waitFor(() => expect(update).toBeEnabled());
    fireEvent.click(update);
    expect(await screen.findByText(M.ipUpdated)).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${BASE}/authenticate-domain/`)[0]?.body).toEqual({ ip: '203.0.113.8' });
  });

  it('deletes the domain after a confirm, back to Authenticate', async () => {
    mockSetup(authenticated);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete domain' }));
    expect(await screen.findByText(M.deleteConfirm)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Authenticate' })).toBeInTheDocument();
  });

  it('a failed authenticate says so in the spec’s words', async () => {
    mockSetup(none, { [`POST ${BASE}/authenticate-domain/`]: { status: 500, body: {} } });
    renderPage();
    const step1 = await screen.findByTestId('email-setup-domain');
    fireEvent.change(within(step1).getByLabelText('Domain'), { target: { value: 'acme.test' } });
    await pick('IP address', '203.0.113.8', '203.0.113.8 (0 organizations)');
    fireEvent.click(within(step1).getByRole('button', { name: 'Authenticate' }));
    expect((await screen.findAllByText(M.unableToAuthenticate)).length).toBeGreaterThan(0);
  });
});
