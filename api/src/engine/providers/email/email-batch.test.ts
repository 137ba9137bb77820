import { batchMessage } from './email-batch';
import type { EmailBatch } from './email-provider';

const batch = (html: string, text: string): EmailBatch => ({
  from: 'news@acme.test',
  subject: 'Hi #!first_name!#',
  text,
  html,
  category: 'campaign',
  organizationId: 7,
  recipients: [],
});
const recipient = (values: Record<string, string>) => ({
  to: 'ada@example.test',
  htmlValues: values,
  textValues: values,
  messageId: '<m1@acme.test>',
  trackingKey: 'k1',
  idempotencyKey: 'email-recipient:1',
});

describe('batchMessage', () => {
  it('replaces every token, every time it appears, in subject, text and HTML', () => {
    const m = batchMessage(
      batch('<p>#!first_name!# #!last_name!#, #!first_name!#</p>', 'Dear #!first_name!#'),
      recipient({ '#!first_name!#': 'Ada', '#!last_name!#': 'Lovelace' }),
    );
    expect([m.subject, m.text, m.html]).toEqual(['Hi Ada', 'Dear Ada', '<p>Ada Lovelace, Ada</p>']);
  });

  it('never expands a token found inside a value (a name typed as "#!last_name!#" stays as typed)', () => {
    const m = batchMessage(
      batch('<p>#!first_name!# / #!last_name!#</p>', ''),
      recipient({ '#!first_name!#': '#!last_name!#', '#!last_name!#': 'Lovelace' }),
    );
    expect(m.html).toBe('<p>#!last_name!# / Lovelace</p>');
  });

  it('tells apart a token that starts another, and tokens with pattern characters', () => {
    const m = batchMessage(
      batch('a=T1 b=T10 c=(x+y)', ''),
      recipient({ T1: 'one', T10: 'ten', '(x+y)': 'sum' }),
    );
    expect(m.html).toBe('a=one b=ten c=sum');
  });
});
