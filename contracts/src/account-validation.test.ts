import { errorsOf } from './errors-of.testing';
import { accountMessages, messages } from './messages';
import {
  changePasswordFormSchema,
  codeSchema,
  invitationSchema,
  logoUploadRequestSchema,
  normalizePhone,
  passwordUpdateSchema,
  profileSchema,
  setPasswordFormSchema,
  smsSetupSchema,
} from './account-validation';

describe('phone numbers', () => {
  it('default to the US and normalize to E.164 with +', () => {
    expect(normalizePhone('(201) 555-0123')).toBe('+12015550123');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('12')).toBeNull();
  });
  it('SMS setup requires a valid phone with the spec messages, and the current password', async () => {
    const password = 'Current#2026';
    expect(await errorsOf(smsSetupSchema, { phone_number: '', password })).toEqual({
      phone_number: [messages.phoneRequired],
    });
    expect(await errorsOf(smsSetupSchema, { phone_number: '555', password })).toEqual({
      phone_number: [messages.phoneInvalid],
    });
    expect(await errorsOf(smsSetupSchema, { phone_number: '2015550123', password })).toEqual({});
    expect(await errorsOf(smsSetupSchema, { phone_number: '2015550123' })).toEqual({
      password: [messages.fieldRequired('Password')],
    });
  });
  it('profile cell phone is optional but must be valid', async () => {
    const base = { first_name: 'A', last_name: 'B' };
    expect(await errorsOf(profileSchema, { ...base, cell_phone: '' })).toEqual({});
    expect(await errorsOf(profileSchema, { ...base, cell_phone: 'abc' })).toEqual({
      cell_phone: [messages.phoneInvalid],
    });
  });
});

describe('codes', () => {
  it('accepts 6 digits or a 6-character backup code, at most 6 characters', async () => {
    expect(await errorsOf(codeSchema, { token: '123456' })).toEqual({});
    expect(await errorsOf(codeSchema, { token: 'k3m9qz' })).toEqual({});
    expect(await errorsOf(codeSchema, { token: '' })).toEqual({ token: [accountMessages.codeRequired] });
    // The screen shows the first message of a field.
    expect((await errorsOf(codeSchema, { token: '1234567' })).token?.[0]).toBe(
      'Maximum number of characters is 6',
    );
    expect(await errorsOf(codeSchema, { token: '12-45' })).toEqual({ token: [accountMessages.codeLength] });
  });
});

describe('forms', () => {
  it('change password needs the old one, the rule and a matching confirmation', async () => {
    expect(
      await errorsOf(changePasswordFormSchema, {
        old_password: '',
        new_password: 'weak',
        confirm_password: 'x',
      }),
    ).toEqual({
      old_password: ['Old password is required'],
      new_password: [messages.passwordRule],
      confirm_password: [messages.passwordsMustMatch],
    });
  });
  it('setting a first password asks for no old one, but for the rule and a matching confirmation', async () => {
    expect(await errorsOf(setPasswordFormSchema, { new_password: 'weak', confirm_password: 'x' })).toEqual({
      new_password: [messages.passwordRule],
      confirm_password: [messages.passwordsMustMatch],
    });
    expect(
      await errorsOf(setPasswordFormSchema, {
        new_password: 'N3w!Password',
        confirm_password: 'N3w!Password',
      }),
    ).toEqual({});
  });
  it("the API's password update leaves old_password to the account's state, never the new password's rule", async () => {
    expect(await errorsOf(passwordUpdateSchema, { new_password: 'N3w!Password' })).toEqual({});
    expect(await errorsOf(passwordUpdateSchema, { new_password: 'weak' })).toEqual({
      new_password: [messages.passwordRule],
    });
  });
  it('an invitation email that is not valid reads "Email invalid"', async () => {
    expect(await errorsOf(invitationSchema, { email: 'nope' })).toEqual({
      email: [messages.emailInvitationInvalid],
    });
  });
  it('a logo must be an image of at most 2048 KB', async () => {
    expect(
      await errorsOf(logoUploadRequestSchema, {
        filename: 'a.pdf',
        content_type: 'application/pdf',
        size: 10,
      }),
    ).toEqual({
      content_type: [accountMessages.fileNotImage],
    });
    expect(
      await errorsOf(logoUploadRequestSchema, {
        filename: 'a.png',
        content_type: 'image/png',
        size: 2048 * 1024 + 1,
      }),
    ).toEqual({ size: [accountMessages.fileTooLarge2mb] });
  });
});
