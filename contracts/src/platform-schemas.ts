/**
 * Response bodies of the platform's calls (accounts, sign-in, organizations) as JSON Schema, shared by their
 * endpoint declarations (platform-endpoints.ts, organization-endpoints.ts, google-sign-in-api.ts).
 */
import { js } from './json-schema';
import { messages } from './messages';

/** The answer of a throttled call, for its description. */
export const throttledNote = `429 '${messages.tooManyRequests}'.`;

export const userResponse = js.obj({
  id: js.int,
  email: js.str,
  first_name: js.str,
  last_name: js.str,
  address: js.strNull,
  city: js.strNull,
  state: js.strNull,
  zip_code: js.strNull,
  cell_phone: js.strNull,
  signature: js.strNull,
  is_2fa_enabled: js.bool,
  is_otp_enabled: js.bool,
  provider: js.str,
  has_password: js.bool,
  email_change_new_email: js.strNull,
  email_change_token_expiration: js.dateTimeNull,
  sms_notif: js.bool,
  is_verified: js.bool,
  is_superuser: js.bool,
});

export const organizationResponse = js.obj({
  id: js.int,
  name: js.str,
  email: js.str,
  industry: js.intNull,
  logo: js.strNull,
  seat_number: js.int,
  used_seats: js.int,
  package_id: js.strNull,
  stripe_customer_id: js.strNull,
  is_subscribed: js.bool,
  eula: js.int,
  last_eula: js.int,
  deletions: js.arr(js.obj({ date: js.dateTime })),
  email_change_token_expiration: js.dateTimeNull,
  email_change_new_email: js.strNull,
  is_owner: js.bool,
  created_at: js.dateTime,
});

export const authTokensResponse = js.obj({ access: js.str, refresh: js.str });

export const loginSuccessResponse = js.obj({ access: js.str, refresh: js.str, user: userResponse });

export const twoFactorChallengeResponse = js.obj({
  two_factor_required: { type: 'boolean', enum: [true] },
  user_id: js.int,
  is_2fa_enabled: js.bool,
  is_otp_enabled: js.bool,
  challenge: js.str,
  phone_hint: js.strNull,
});

/** What a password login (or a Google sign-in) answers: tokens, or the two-step challenge. */
export const loginResponse = { oneOf: [loginSuccessResponse, twoFactorChallengeResponse] };

export const outboxMessageResponse = js.obj({
  id: js.int,
  channel: js.oneOf('email', 'sms'),
  organization_id: js.intNull,
  to: js.str,
  from: js.str,
  subject: js.strNull,
  text: js.str,
  html: js.strNull,
  category: js.str,
  message_id: js.strNull,
  headers: { type: 'object', additionalProperties: js.str },
  created_at: js.dateTime,
});
