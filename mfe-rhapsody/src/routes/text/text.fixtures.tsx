import type { OrganizationPhoneNumber, TextConversation, TextMessage } from '@ensemble/contracts';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { type MockedApi, renderRoute, type RouteTable } from '@ensemble/shared-ui/testing';
import { rhapsodyApi } from '../../api/rhapsodyApi';
import { mockEmailApi, O, ORG } from '../email/email.fixtures';
import { InboxPage } from '../inbox/InboxPage';
import { TextPage } from './TextPage';

export { O, ORG };

export const orgNumber = '+14155550100';

export const withNumber: OrganizationPhoneNumber = {
  twilio_number: orgNumber,
  real_number: '+12125550134',
  number_type: 'local',
  area_code: '415',
};

/** The calls the Text screen and the inbox make (the email fixtures' pick-lists among them), `overrides` on top. */
export function mockTextApi(overrides: RouteTable = {}): MockedApi {
  return mockEmailApi({
    [`GET ${O}/twilio/phone-number/`]: { body: withNumber },
    [`POST ${O}/send-texts/`]: { body: { sent: 1, skipped_stopped: 0 } },
    [`GET ${O}/text-conversations/`]: { body: { results: [], count: 0 } },
    ...overrides,
  });
}

export const renderText = (query = '') =>
  renderRoute(
    '/rhapsody/text/:organizationId',
    `/rhapsody/text/${ORG}${query}`,
    <TextPage />,
    makeRemoteStore(rhapsodyApi),
  );

export const renderInbox = (query = '') =>
  renderRoute(
    '/rhapsody/inbox/:organizationId',
    `/rhapsody/inbox/${ORG}${query}`,
    <InboxPage />,
    makeRemoteStore(rhapsodyApi),
  );

export const text = (
  n: number,
  direction: TextMessage['direction'],
  body: string,
  more: Partial<TextMessage> = {},
) =>
  ({
    id: `${direction === 'inbound' ? 'in' : 'out'}-${n}`,
    direction,
    body,
    at: new Date(Date.UTC(2026, 10, 2, 9, n)).toISOString(),
    from: direction === 'inbound' ? '+12015550101' : orgNumber,
    to: direction === 'inbound' ? orgNumber : '+12015550101',
    status: direction === 'outbound' ? 'delivered' : null,
    keyword: null,
    ...more,
  }) satisfies TextMessage;

export const conversation = (leadId: number, name: string, more: Partial<TextConversation> = {}) =>
  ({
    lead_id: leadId,
    name,
    cell_phone: '+12015550101',
    last_message: text(9, 'inbound', `Hi from ${name}`),
    stopped: false,
    ...more,
  }) satisfies TextConversation;
