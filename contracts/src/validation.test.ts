import { errorsOf } from './errors-of.testing';
import { messages } from './messages';
import { firstErrorMessage } from './errors';
import {
  newPasswordFormSchema,
  organizationCreateSchema,
  PASSWORD_PATTERN,
  signupSchema,
} from './validation';

describe('password rule', () => {
  it.each(['Abcdef1!', 'Zz9#zzzz', 'Pässw0rd!'])('accepts %s', (p) =>
    expect(PASSWORD_PATTERN.test(p)).toBe(true),
  );
  it.each(['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Ab1!', ''])('rejects %s', (p) =>
    expect(PASSWORD_PATTERN.test(p)).toBe(false),
  );
});

describe('signup schema', () => {
  it('names every missing field in the spec words', async () => {
    expect(await errorsOf(signupSchema, {})).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });
  it('rejects a bad email and a weak password with the spec messages', async () => {
    const errors = await errorsOf(signupSchema, {
      first_name: 'A',
      last_name: 'B',
      email: 'x@y',
      password: 'short',
    });
    expect(errors).toEqual({ email: [messages.emailInvalid], password: [messages.passwordRule] });
  });
  it('bounds names', async () => {
    const errors = await errorsOf(signupSchema, {
      first_name: 'a'.repeat(151),
      last_name: 'B',
      email: 'a@b.co',
      password: 'Abcdef1!',
    });
    expect(errors).toEqual({ first_name: ['Maximum number of characters is 150'] });
  });
});

describe('new password form', () => {
  it('requires both passwords to match', async () => {
    const errors = await errorsOf(newPasswordFormSchema, {
      password: 'Abcdef1!',
      confirm_password: 'Abcdef1?',
    });
    expect(errors).toEqual({ confirm_password: [messages.passwordsMustMatch] });
  });
});

describe('organization create', () => {
  it('requires company name, email and industry', async () => {
    expect(await errorsOf(organizationCreateSchema, { name: '', email: '' })).toEqual({
      name: ['Company name is required'],
      email: ['Email is required'],
      industry: ['Industry is required'],
    });
  });
});

describe('firstErrorMessage', () => {
  it('prefers detail, then non-field, then the first field error', () => {
    expect(firstErrorMessage({ detail: 'd' }, 'f')).toBe('d');
    expect(firstErrorMessage({ non_field_errors: ['n'] }, 'f')).toBe('n');
    expect(firstErrorMessage({ email: ['e'] }, 'f')).toBe('e');
    expect(firstErrorMessage(null, 'f')).toBe('f');
  });
});
