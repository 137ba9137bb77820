import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** OpenAPI shapes of the settings contract types (contracts/src/settings-api.ts). */
const str = { type: 'string' } as const;
const strNull = { type: 'string', nullable: true } as const;
const int = { type: 'integer' } as const;
const intNull = { type: 'integer', nullable: true } as const;
const num = { type: 'number' } as const;
const numNull = { type: 'number', nullable: true } as const;
const bool = { type: 'boolean' } as const;

const obj = (properties: Record<string, SchemaObject>): SchemaObject => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});

export const settingsSchemas = {
  FollowUpStrategy: obj({
    first_follow_up_date: intNull,
    second_follow_up_date: intNull,
    third_follow_up_date: intNull,
    fourth_follow_up_date: intNull,
    fifth_follow_up_date: intNull,
  }),
  MagicNumbers: obj({
    monthly_revenue: numNull,
    average_sale: numNull,
    opportunity_to_prospect_conversion_rate: numNull,
    prospect_to_client_conversion_rate: numNull,
    opportunities_in_month: num,
    prospects_in_month: num,
    sales_in_month: num,
  }),
  OrganizationSettings: obj({ show_default_services: int, about_us_info_source: strNull }),
  Source: obj({ id: int, organization: int, name: str, description: strNull, leads_count: int }),
  Location: obj({
    id: int,
    organization: int,
    name: str,
    description: strNull,
    phone_number: strNull,
    address: strNull,
    website: strNull,
    timezone: str,
    city: strNull,
    zip_code: strNull,
    state: strNull,
    email: strNull,
    is_main: bool,
  }),
  TimeZoneOption: obj({ value: str, abbr: str, offset: num, isdst: bool, text: str }),
  Tag: obj({ id: int, organization: int, name: str, leads_count: int, created_at: str }),
  Representative: obj({
    id: int,
    user_id: int,
    name: str,
    email: str,
    cell_phone: strNull,
    role_title: str,
    status: str,
    managed_contacts: int,
    sms_notif: bool,
  }),
  LeadSummary: obj({
    id: int,
    first_name: strNull,
    last_name: strNull,
    company_name: strNull,
    email: strNull,
    cell_phone: strNull,
    fsm_state: str,
  }),
};
