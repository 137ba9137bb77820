import {
  type OutboxMessage,
  type Paginated,
  pageSizes,
  phoneSimulatorEndpoints as phone,
  platformEndpoints as api,
  requestOf,
  type SimulatedCall,
  type SimulatedText,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';

function newestFirst(a: OutboxMessage, b: OutboxMessage): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

export const mailboxApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** The local mailbox answers 404 when the deployment does not use the outbox providers. */
    getMailbox: build.query<OutboxMessage[], string>({
      query: (address) => requestOf(api.mailbox, { query: { address, per_page: pageSizes.outbox } }),
      transformResponse: (body: Paginated<OutboxMessage> | OutboxMessage[]) =>
        [...(Array.isArray(body) ? body : body.results)].sort(newestFirst),
      providesTags: ['Mailbox'],
    }),
    /** The local phone: a text to an organization's number, answered as its webhook answered (404 off the mailbox). */
    simulateText: build.mutation<SimulatedText, { from: string; to: string; body: string }>({
      query: (body) => requestOf(phone.sms, { body }),
    }),
    simulateCall: build.mutation<
      SimulatedCall,
      { from: string; to: string; answered: boolean; duration: number }
    >({
      query: (body) => requestOf(phone.call, { body }),
    }),
  }),
});

export const { useGetMailboxQuery, useSimulateTextMutation, useSimulateCallMutation } = mailboxApi;
