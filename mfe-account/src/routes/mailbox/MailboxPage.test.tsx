import { screen, waitFor, within } from '@testing-library/react';
import type { OutboxMessage } from '@ensemble/contracts';
import { mockApi } from '@ensemble/shared-ui/testing';
import { currentUrl, renderAt } from '../../test/render';
import { MAILBOX_DISABLED, MAILBOX_EMPTY, MAIL_FRAME_SANDBOX } from './MailboxPage';

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
    await waitFor(() => expect(currentUrl()).toBe('/mailbox?address=bob@example.com'));
    expect(api.callsTo('GET /outbox/mailbox/').map((c) => c.query.address)).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
  });
});
