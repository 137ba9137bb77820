import {
  type OutboxMessage,
  type Paginated,
  pageSizes,
  platformEndpoints as api,
  requestOf,
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
  }),
});

export const { useGetMailboxQuery } = mailboxApi;
