import { applyDecorators } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** OpenAPI shapes of the contracts response types (contracts/src/api-types.ts). */
const str = { type: 'string' } as const;
const strNull = { type: 'string', nullable: true } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

const obj = (properties: Record<string, SchemaObject>): SchemaObject => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});

export const schemas = {
  User: obj({
    id: int,
    email: str,
    first_name: str,
    last_name: str,
    address: strNull,
    city: strNull,
    state: strNull,
    zip_code: strNull,
    cell_phone: strNull,
    signature: strNull,
    is_2fa_enabled: bool,
    is_otp_enabled: bool,
    provider: str,
    has_password: bool,
    email_change_new_email: strNull,
    email_change_token_expiration: { ...dateTime, nullable: true },
    sms_notif: bool,
    is_verified: bool,
    is_superuser: bool,
  }),
  Organization: obj({
    id: int,
    name: str,
    email: str,
    industry: { type: 'integer', nullable: true },
    logo: strNull,
    seat_number: int,
    used_seats: int,
    package_id: strNull,
    stripe_customer_id: strNull,
    is_subscribed: bool,
    eula: int,
    last_eula: int,
    deletions: { type: 'array', items: obj({ date: dateTime }) },
    email_change_token_expiration: { ...dateTime, nullable: true },
    email_change_new_email: strNull,
    is_owner: bool,
    created_at: dateTime,
  }),
  OrganizationUser: obj({
    id: { type: 'integer', description: 'Membership id' },
    name: obj({ firstName: str, lastName: str }),
    email: str,
    dateJoined: dateTime,
    is_owner: bool,
    status: { type: 'string', enum: ['owner', 'accepted', 'pending'] },
    invited: bool,
  }),
  Industry: obj({ id: int, name: str }),
  Release: obj({ id: int, version: str, title: str, notes: str, released_at: dateTime }),
  OutboxMessage: obj({
    id: int,
    channel: { type: 'string', enum: ['email', 'sms'] },
    organization_id: { type: 'integer', nullable: true },
    to: str,
    from: str,
    subject: strNull,
    text: str,
    html: strNull,
    category: str,
    created_at: dateTime,
  }),
  AuthTokens: obj({ access: str, refresh: str }),
  Detail: obj({ detail: str }),
  Health: obj({
    status: { type: 'string', enum: ['ok', 'degraded'] },
    database: { type: 'string', enum: ['up', 'down'] },
    queue: { type: 'string', enum: ['redis', 'in-process'] },
    redis: { type: 'string', enum: ['up', 'down'] },
    version: str,
  }),
} satisfies Record<string, SchemaObject>;

export const loginSuccessSchema: SchemaObject = {
  ...obj({ access: str, refresh: str, user: schemas.User }),
};

export const twoFactorChallengeSchema: SchemaObject = obj({
  two_factor_required: { type: 'boolean', enum: [true] },
  user_id: int,
  is_2fa_enabled: bool,
  is_otp_enabled: bool,
  challenge: str,
  phone_hint: strNull,
});

export const signupResponseSchema: SchemaObject = {
  type: 'object',
  properties: { user: schemas.User, is_verified: bool, tokens: schemas.AuthTokens },
  required: ['user', 'is_verified'],
};

export const paginated = (item: SchemaObject): SchemaObject =>
  obj({ results: { type: 'array', items: item }, count: int });

export const ApiOk = (schema: SchemaObject, description?: string) => ApiOkResponse({ schema, description });
export const ApiCreated = (schema: SchemaObject, description?: string) =>
  ApiCreatedResponse({ schema, description });
/** 200 with a JSON array of `item`. */
export const ApiOkList = (item: SchemaObject) => ApiOkResponse({ schema: { type: 'array', items: item } });
export const ApiOkPage = (item: SchemaObject) => applyDecorators(ApiOkResponse({ schema: paginated(item) }));
