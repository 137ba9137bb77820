import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { messages, type OutboxMessage } from '@ensemble/contracts';
import { mockApi } from '@ensemble/shared-ui/testing';
import { currentUrl, renderAt } from '../../test/render';
import { MAILBOX_DISABLED, MAILBOX_EMPTY, MAIL_FRAME_SANDBOX } from './MailboxPage';
import { NO_REPLY, PHONE_DISABLED } from './PhonePanel';

function aMessage(id: number, overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id,
    channel: 'email',
    organization_id: null,
    to: 'ada@example.com',
    from: 'no-reply@ensemble.test',
    subject: `Subject ${id}`,
    text: `Text ${id}`,
    html: `<p>Body ${id} <a href="http://localhost/email-verification/?token=t${id}">Verify</a></p>`,
    category: 'verification',
    message_id: null,
    headers: {},
    created_at: `2025-03-0${id}T10:00:00.000Z`,
    ...overrides,
  };
}

describe('local mailbox', () => {
  it('lists the messages newest first and shows the selected one in a sandboxed frame', async () => {
    const api = mockApi({
      'GET /outbox/mailbox/': { body: { results: [aMessage(1), aMessage(3), aMessage(2)], count: 3 } },
    });
    const { user } = renderAt('/mailbox?address=ada%40example.com');
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent?.slice(0, 9))).toEqual(['Subject 3', 'Subject 2', 'Subject 1']);
    expect(items[0]).toHaveTextContent(/2025-03-03 \d\d:\d\d/);
    expect(api.callsTo('GET /outbox/mailbox/')[0]?.query).toEqual({
      address: 'ada@example.com',
      per_page: '20',
    });

    await user.click(within(list).getByRole('button', { name: /Subject 2/ }));
    const frame = await screen.findByTitle('Subject 2');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', MAIL_FRAME_SANDBOX);
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('<base target="_top">');
    expect(doc).toContain('href="http://localhost/email-verification/?token=t2"');
  });

  it('makes the links of a text-only message clickable', async () => {
    mockApi({
      'GET /outbox/mailbox/': {
        body: {
          results: [aMessage(1, { html: null, text: 'Open http://localhost/new-password?token=abc now' })],
          count: 1,
        },
      },
    });
    const { user } = renderAt('/mailbox?address=ada%40example.com');
    await user.click(await screen.findByRole('button', { name: /Subject 1/ }));
    expect(screen.getByRole('link', { name: 'http://localhost/new-password?token=abc' })).toHaveAttribute(
      'target',
      '_top',
    );
  });

  it('says so when the address has no messages', async () => {
    mockApi({ 'GET /outbox/mailbox/': { body: { results: [], count: 0 } } });
    renderAt('/mailbox?address=nobody%40example.com');
    expect(await screen.findByText(MAILBOX_EMPTY)).toBeInTheDocument();
  });

  it('says the mailbox is not enabled when the API answers 404', async () => {
    mockApi({ 'GET /outbox/mailbox/': { status: 404, body: { detail: 'Not found.' } } });
    renderAt('/mailbox?address=ada%40example.com');
    expect(await screen.findByText(MAILBOX_DISABLED)).toBeInTheDocument();
  });

  it('looks up another address', async () => {
    const api = mockApi({
      'GET /outbox/mailbox/': (call) => ({
        body: {
          results: call.query.address === 'bob@example.com' ? [aMessage(4, { subject: 'For Bob' })] : [],
          count: 0,
        },
      }),
    });
    const { user } = renderAt('/mailbox?address=ada%40example.com');
    expect(await screen.findByText(MAILBOX_EMPTY)).toBeInTheDocument();
    const input = screen.getByLabelText('Address');
    await user.clear(input);
    await user.type(input, 'bob@example.com{Enter}');
    expect(await screen.findByRole('button', { name: /For Bob/ })).toBeInTheDocument();
    // The tab is kept in the URL, as every tabbed page keeps it.
    await waitFor(() => expect(currentUrl()).toBe('/mailbox?address=bob%40example.com&tab=messages'));
    expect(api.callsTo('GET /outbox/mailbox/').map((c) => c.query.address)).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
  });
});

const SMS = 'POST /mailbox/phone/sms/';
const CALL = 'POST /mailbox/phone/call/';
const twiml = (inner: string) => `<?xml version="1.0" encoding="UTF-8"?><Response>${inner}</Response>`;

/** Fills a phone form's field in one go (a paste), within the named form. */
async function fillIn(user: UserEvent, form: HTMLElement, label: string, text: string) {
  const field = within(form).getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('local phone', () => {
  it('texts a number and shows what it replied', async () => {
    const api = mockApi({
      [SMS]: {
        body: {
          sid: 'SM1',
          sms: { status: 200, body: twiml('<Message>Acme Insurance: reply STOP to stop.</Message>') },
        },
      },
    });
    const { user } = renderAt('/mailbox?tab=phone');
    const form = await screen.findByRole('form', { name: 'Text a number' });
    await fillIn(user, form, 'From', '(201) 555-0101');
    await fillIn(user, form, 'To', '+14155550100');
    await fillIn(user, form, 'Message', 'HELP');
    await user.click(within(form).getByRole('button', { name: 'Send text' }));
    expect(await screen.findByText('Acme Insurance: reply STOP to stop.')).toBeInTheDocument();
    expect(api.callsTo(SMS).map((c) => c.body)).toEqual([
      { from: '(201) 555-0101', to: '+14155550100', body: 'HELP' },
    ]);
  });

  it("says 'No reply' for an empty answer, and the webhook's words when it refused", async () => {
    let answer = { status: 200, body: twiml('') };
    mockApi({ [SMS]: () => ({ body: { sid: 'SM2', sms: answer } }) });
    const { user } = renderAt('/mailbox?tab=phone');
    const form = await screen.findByRole('form', { name: 'Text a number' });
    await fillIn(user, form, 'From', '+12015550101');
    await fillIn(user, form, 'To', '+14155550100');
    await fillIn(user, form, 'Message', 'Thanks!');
    await user.click(within(form).getByRole('button', { name: 'Send text' }));
    expect(await screen.findByText(NO_REPLY)).toBeInTheDocument();

    answer = { status: 404, body: JSON.stringify({ detail: 'Not found.' }) };
    await user.click(within(form).getByRole('button', { name: 'Send text' }));
    expect(await screen.findByText('The number answered 404')).toBeInTheDocument();
    expect(screen.getByText('Not found.')).toBeInTheDocument();
  });

  it('calls a number, answered for 75 seconds, and shows where the call was forwarded', async () => {
    const api = mockApi({
      [CALL]: {
        body: {
          sid: 'CA1',
          voice: {
            status: 200,
            body: twiml('<Dial action="/api/twilio/voice/dial/"><Number>+12125550134</Number></Dial>'),
          },
          dial: { status: 200, body: twiml('') },
        },
      },
    });
    const { user } = renderAt('/mailbox?tab=phone');
    const form = await screen.findByRole('form', { name: 'Call a number' });
    await fillIn(user, form, 'From', '+12015550101');
    await fillIn(user, form, 'To', '+14155550100');
    await fillIn(user, form, 'Duration (seconds)', '75');
    await user.click(within(form).getByRole('button', { name: 'Call' }));
    expect(await screen.findByText('(212) 555-0134')).toBeInTheDocument();
    expect(screen.getByText('Forwarded to')).toBeInTheDocument();
    // The forwarded leg's empty answer says nothing worth showing.
    expect(screen.queryByText('The forwarded call answered')).toBeNull();
    expect(api.callsTo(CALL).map((c) => c.body)).toEqual([
      { from: '+12015550101', to: '+14155550100', answered: true, duration: 75 },
    ]);
  });

  it('a missed call sends no duration, and shows what the caller heard', async () => {
    const api = mockApi({
      [CALL]: {
        body: {
          sid: 'CA2',
          voice: { status: 200, body: twiml('<Say>No minutes left.</Say><Hangup/>') },
          dial: null,
        },
      },
    });
    const { user } = renderAt('/mailbox?tab=phone');
    const form = await screen.findByRole('form', { name: 'Call a number' });
    await fillIn(user, form, 'From', '+12015550101');
    await fillIn(user, form, 'To', '+14155550100');
    await user.click(within(form).getByRole('switch', { name: 'Answered' }));
    expect(within(form).getByLabelText('Duration (seconds)')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Call' }));
    expect(await screen.findByText('No minutes left.')).toBeInTheDocument();
    expect(api.callsTo(CALL)[0]?.body).toEqual({
      from: '+12015550101',
      to: '+14155550100',
      answered: false,
      duration: 0,
    });
  });

  it("checks the numbers before calling, and shows the API's field errors", async () => {
    const api = mockApi({ [SMS]: { status: 400, body: { to: [messages.phoneInvalid] } } });
    const { user } = renderAt('/mailbox?tab=phone');
    const form = await screen.findByRole('form', { name: 'Text a number' });
    await user.click(within(form).getByRole('button', { name: 'Send text' }));
    expect(await within(form).findByText(messages.fieldRequired('From'))).toBeInTheDocument();
    expect(api.callsTo(SMS)).toHaveLength(0);

    await fillIn(user, form, 'From', '+12015550101');
    await fillIn(user, form, 'To', '+14155550100');
    await user.click(within(form).getByRole('button', { name: 'Send text' }));
    expect(await within(form).findByText(messages.phoneInvalid)).toBeInTheDocument();
    expect(api.callsTo(SMS)).toHaveLength(1);
  });

  it('says the phone is not enabled when the API answers 404', async () => {
    mockApi({ [SMS]: { status: 404, body: { detail: 'Not found.' } } });
    const { user } = renderAt('/mailbox?tab=phone');
    const form = await screen.findByRole('form', { name: 'Text a number' });
    await fillIn(user, form, 'From', '+12015550101');
    await fillIn(user, form, 'To', '+14155550100');
    await user.click(within(form).getByRole('button', { name: 'Send text' }));
    expect(await within(form).findByText(PHONE_DISABLED)).toBeInTheDocument();
  });
});
