import type { User } from '@ensemble/contracts';

/** A verified member signed up by email, with a password and no two-factor method; a case states what differs. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    address: null,
    city: null,
    state: null,
    zip_code: null,
    cell_phone: null,
    signature: null,
    is_2fa_enabled: false,
    is_otp_enabled: false,
    provider: 'email',
    has_password: true,
    email_change_new_email: null,
    email_change_token_expiration: null,
    sms_notif: false,
    is_verified: true,
    is_superuser: false,
    ...overrides,
  };
}
