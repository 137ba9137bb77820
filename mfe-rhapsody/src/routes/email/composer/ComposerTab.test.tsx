import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  emailMessages,
  type EmailRecipientsCount,
  emailSetupMessages,
  messages,
  noSendingDomain,
} from '@ensemble/contracts';
import type { RecordedCall } from '@ensemble/shared-ui/testing';
import { page } from '@ensemble/shared-ui/testing';
import { ada, mockEmailApi, O, ORG, renderEmailing, searchFindsAda, textTemplate } from '../email.fixtures';

/** 1 address for a picked contact, 3 for a stage, 0 for the 'other' stage. */
function countFor(call: RecordedCall): { body: EmailRecipientsCount } {
  const b = call.body as { recipient_id: number[]; lead_type: string[] };
  const count = b.lead_type.includes('other') ? 0 : b.lead_type.length ? 3 : b.recipient_id.length;
  // The API names the contacts picked by id: Ada (9), and "Client n" for any other n.
  const contacts = b.recipient_id.map((id) =>
    id === ada.id
      ? { id, first_name: ada.first_name, last_name: ada.last_name, email: ada.email, cell_phone: null }
      : {
          id,
          first_name: 'Client',
          last_name: String(id),
          email: `client${id}@example.test`,
          cell_phone: null,
        },
  );
  return { body: { count, suppressed: b.lead_type.length ? 1 : 0, without_email: 0, contacts } };
}

function mock(overrides: Parameters<typeof mockEmailApi>[0] = {}) {
  return mockEmailApi({
    [`POST ${O}/send-email/recipients/`]: countFor,
    [`POST ${O}/send-email/`]: (call) => ({
      body: { total: countFor(call).body.count, data: { campaign_id: 1, detail: 'queued' } },
    }),
    ...searchFindsAda,
    [`POST ${O}/email-attachments/`]: {
      status: 201,
      body: { id: 31, name: 'quote.pdf', size: 2048, content_type: 'application/pdf' },
    },
    ...overrides,
  });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const subject = () => screen.getByLabelText('Subject');
const text = () => screen.getByLabelText('Text');

/** Node's File: undici's FormData (the test environment's fetch) refuses jsdom's. */
const { File: NodeFile } = jest.requireActual<{ File: typeof File }>('node:buffer');
const nodeFile = (text: string, name: string) => new NodeFile([text], name) as unknown as File;

describe('Email Composer tab', () => {
  it('has the two panels and refuses an empty email with the spec’s words', async () => {
    const api = mock();
    renderEmailing('?tab=0');
    expect(screen.getByRole('tab', { name: 'Email Composer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('make new email')).toBeInTheDocument();
    fireEvent.click(screen.getByText('make new template'));
    expect(await screen.findByRole('button', { name: 'Blank template' })).toBeInTheDocument();
    send();
    expect(await screen.findByText(emailMessages.selectRecipient)).toBeInTheDocument();
    expect(screen.getByText(messages.fieldRequired('Subject'))).toBeInTheDocument();
    expect(screen.getByText(emailMessages.contentRequired)).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/send-email/`)).toHaveLength(0);
  });

  it('flags an unknown variable as it is typed', async () => {
    mock();
    renderEmailing('?tab=0');
    fireEvent.change(subject(), { target: { value: 'Hello #!nickname!#' } });
    expect(await screen.findByText(emailMessages.unknownVariable('nickname'))).toBeInTheDocument();
    fireEvent.change(subject(), { target: { value: 'Hello #!first_name!#' } });
    await waitFor(() =>
      expect(screen.queryByText(emailMessages.unknownVariable('nickname'))).not.toBeInTheDocument(),
    );
  });

  it('preselects the contact of the query, previews their values and sends at once to one address', async () => {
    const api = mock();
    renderEmailing(`?tab=0&email=ada%40example.test&recipient_id=9`);
    expect(await screen.findByText('ada@example.test')).toBeInTheDocument();
    expect(await screen.findByTestId('email-recipients-count')).toHaveTextContent('1 address');
    expect(api.callsTo(`POST ${O}/send-email/recipients/`)[0]?.body).toEqual({
      recipient_id: [9],
      lead_type: [],
      lead_list_id: null,
      group_id: [],
    });

    fireEvent.change(subject(), { target: { value: 'News from #!organization_name!#' } });
    fireEvent.change(text(), { target: { value: 'Dear #!email!#' } });
    expect(screen.getByTestId('email-preview-subject')).toHaveTextContent('News from Acme Insurance');
    expect(screen.getByTestId('email-preview-text')).toHaveTextContent('Dear ada@example.test');
    expect(screen.getByTestId('email-text-counter')).toHaveTextContent('14 / 5,000');

    send();
    expect(await screen.findByText(emailMessages.emailSent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/send-email/`)[0]?.body).toEqual({
      recipient_id: [9],
      lead_type: [],
      lead_list_id: null,
      group_id: [],
      subject: 'News from #!organization_name!#',
      content: 'Dear #!email!#',
      html: '',
      template_id: null,
      attachment: [],
      invoice_id: null,
      count: 1,
    });
  });

  it("sends a client's invoice from the record: the invoice's subject, its note, invoice_id in the send", async () => {
    const api = mock();
    renderEmailing(`?tab=0&email=ada%40example.test&recipient_id=9&invoice_id=55`);
    expect(await screen.findByText(emailMessages.invoiceAdded)).toBeInTheDocument();
    await waitFor(() => expect(subject()).toHaveValue('Invoice from Acme Insurance'));
    // The invoice is the content: nothing more has to be written.
    send();
    expect(await screen.findByText(emailMessages.emailSent)).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/send-email/`)[0]?.body).toMatchObject({
      recipient_id: [9],
      subject: 'Invoice from Acme Insurance',
      content: '',
      invoice_id: 55,
    });
    // Sent: the composer is empty again, the invoice's note gone with it.
    expect(screen.queryByText(emailMessages.invoiceAdded)).not.toBeInTheDocument();
  });

  it('shows who the email is from: the sender identity, or a warning while its domain is not verified', async () => {
    const identity = {
      ...noSendingDomain,
      domain: 'mail.acme.test',
      sender_email: 'news@mail.acme.test',
      sender_name: 'Acme News',
    };
    mock({ [`GET ${O}/sendgrid/authenticate-domain/`]: { body: { ...identity, valid: true } } });
    const first = renderEmailing('?tab=0');
    expect(await screen.findByTestId('email-from')).toHaveTextContent(
      'From: Acme News <news@mail.acme.test>',
    );
    first.unmount();
    mock({ [`GET ${O}/sendgrid/authenticate-domain/`]: { body: { ...identity, valid: false } } });
    renderEmailing('?tab=0');
    expect(
      await screen.findByText(emailSetupMessages.domainNotVerified('mail.acme.test')),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email setup' })).toBeInTheDocument();
  });

  it('preselects the contacts a list sent (ids)', async () => {
    const api = mock();
    renderEmailing(`?tab=0&ids=3,4,x`);
    expect(await screen.findByTestId('email-recipients-count')).toHaveTextContent('2 addresses');
    expect(api.callsTo(`POST ${O}/send-email/recipients/`)[0]?.body).toMatchObject({ recipient_id: [3, 4] });
    // Named from the count's answer, not 'Contact #3'.
    expect(await screen.findByText('Client 3 <client3@example.test>')).toBeInTheDocument();
    expect(screen.getByText('Client 4 <client4@example.test>')).toBeInTheDocument();
    expect(screen.queryByText('Contact #3')).not.toBeInTheDocument();
  });

  it('asks before sending to more than one address, with Send anyway', async () => {
    const api = mock();
    renderEmailing('?tab=0');
    fireEvent.click(screen.getByLabelText('Client'));
    expect(await screen.findByTestId('email-recipients-count')).toHaveTextContent(
      '3 addresses · 1 unsubscribed or bounced left out',
    );
    fireEvent.change(subject(), { target: { value: 'Renewals' } });
    fireEvent.change(text(), { target: { value: 'Time to renew.' } });
    send();
    const dialog = await screen.findByRole('dialog', { name: 'Send email' });
    expect(within(dialog).getByText(emailMessages.confirmSend(3))).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/send-email/`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: emailMessages.sendAnyway }));
    expect(await screen.findByText(emailMessages.emailSent)).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/send-email/`)[0]?.body).toMatchObject({ lead_type: ['client'], count: 3 });
  });

  it('warns and sends nothing when the recipients give no address', async () => {
    const api = mock();
    renderEmailing('?tab=0');
    fireEvent.click(screen.getByLabelText('Other'));
    fireEvent.change(subject(), { target: { value: 'Hi' } });
    fireEvent.change(text(), { target: { value: 'Hello' } });
    send();
    expect(await screen.findByText(emailMessages.noEmailsSent)).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/send-email/`)).toHaveLength(0);
  });

  it('shows the server’s words when sending fails, else the spec’s', async () => {
    mock({
      [`POST ${O}/send-email/`]: { status: 502, body: { detail: 'The email provider refused the message' } },
    });
    renderEmailing(`?tab=0&email=ada%40example.test&recipient_id=9`);
    fireEvent.change(subject(), { target: { value: 'Hi' } });
    fireEvent.change(text(), { target: { value: 'Hello' } });
    send();
    expect(await screen.findByText('The email provider refused the message')).toBeInTheDocument();
  });

  it('falls back to the spec’s words when the server gives none', async () => {
    mock({ [`POST ${O}/send-email/`]: { status: 500, body: {} } });
    renderEmailing(`?tab=0&email=ada%40example.test&recipient_id=9`);
    fireEvent.change(subject(), { target: { value: 'Hi' } });
    fireEvent.change(text(), { target: { value: 'Hello' } });
    send();
    expect(await screen.findByText(emailMessages.errorSendingEmail)).toBeInTheDocument();
  });

  it('finds contacts by search and fills the preview from the one picked', async () => {
    const api = mock();
    renderEmailing('?tab=0');
    const contacts = screen.getByLabelText('Contacts');
    fireEvent.mouseDown(contacts);
    fireEvent.change(contacts, { target: { value: 'ada' } });
    fireEvent.click(await screen.findByTitle('Ada Lovelace <ada@example.test>'));
    expect(api.callsTo(`GET /organization/lead/${ORG}/search/`)[0]?.query).toEqual({
      query: 'ada',
      page: '1',
      per_page: '50',
    });
    fireEvent.change(subject(), { target: { value: 'Hi #!first_name!# #!last_name!#' } });
    expect(screen.getByTestId('email-preview-subject')).toHaveTextContent('Hi Ada Lovelace');
  });

  it('starts the text from a text template', async () => {
    mock({
      [`GET ${O}/text-templates/`]: {
        body: page([textTemplate(4, 'Renewal', 'Your policy renews, #!first_name!#.')]),
      },
    });
    renderEmailing('?tab=0');
    const select = screen.getByLabelText('Text template');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Renewal'));
    await waitFor(() => expect(text()).toHaveValue('Your policy renews, #!first_name!#.'));
  });

  it('uploads attachments, shows their size, removes them, and refuses more than 10 MB', async () => {
    const api = mock();
    renderEmailing('?tab=0');
    const input = screen.getByLabelText('Attach files');
    fireEvent.change(input, { target: { files: [nodeFile('x'.repeat(2048), 'quote.pdf')] } });
    expect(await screen.findByText('quote.pdf')).toBeInTheDocument();
    expect(screen.getByText('(2.0 KB)')).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/email-attachments/`)[0]?.body).toEqual({ file: 'quote.pdf' });

    const big = nodeFile('x', 'huge.zip');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findAllByText(emailMessages.attachmentsTooLarge)).toHaveLength(2);
    expect(api.callsTo(`POST ${O}/email-attachments/`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove quote.pdf' }));
    await waitFor(() => expect(screen.queryByText('quote.pdf')).not.toBeInTheDocument());
  });
});
