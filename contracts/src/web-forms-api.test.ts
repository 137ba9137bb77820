import { errorsOf } from './errors-of.testing';
import { leadsMessages } from './leads-api';
import { messages } from './messages';
import { WEB_FORM_TOKEN_PATTERN, webFormPostSchema } from './web-forms-api';

const errors = (value: unknown) => errorsOf(webFormPostSchema, value, { stripUnknown: true });

describe('webFormPostSchema', () => {
  it("needs an email or a phone, in the contacts' words", async () => {
    expect(await errors({ first_name: 'Ada', message: 'Hi' })).toEqual({
      non_field_errors: [leadsMessages.contactNeedsEmailOrPhone],
    });
    expect(await errors({ email: '  ', phone: '' })).toEqual({
      non_field_errors: [leadsMessages.contactNeedsEmailOrPhone],
    });
    expect(await errors({ email: 'ada@example.test' })).toEqual({});
    expect(await errors({ phone: '(202) 555-0147' })).toEqual({});
  });

  it('refuses a malformed email or phone and over-long names, trimming what it keeps', async () => {
    expect(await errors({ email: 'ada@', phone: '555' })).toEqual({
      email: [messages.emailInvalid],
      phone: [messages.phoneInvalid],
    });
    expect(await errors({ email: 'ada@example.test', last_name: 'x'.repeat(151) })).toEqual({
      last_name: [messages.maxLength(150)],
    });
    expect(webFormPostSchema.validateSync({ email: ' ada@example.test ', first_name: '' })).toEqual({
      email: 'ada@example.test',
      first_name: null,
    });
  });
});

it('a webhook token is 43 base64url characters', () => {
  expect(WEB_FORM_TOKEN_PATTERN.test('A'.repeat(43))).toBe(true);
  expect(WEB_FORM_TOKEN_PATTERN.test('a-_'.repeat(14) + 'Z')).toBe(true);
  expect(WEB_FORM_TOKEN_PATTERN.test('A'.repeat(42))).toBe(false);
  expect(WEB_FORM_TOKEN_PATTERN.test(`${'A'.repeat(42)}=`)).toBe(false);
});
