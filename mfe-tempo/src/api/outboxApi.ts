import {
  type OutboxChannel,
  type OutboxMessage,
  type Paginated,
  platformEndpoints as api,
  requestOf,
} from '@ensemble/contracts';
import { tempoApi } from './tempoApi';

export interface OutboxQuery {
  organizationId: number;
  page: number;
  perPage: number;
  channel: OutboxChannel | null;
}

export const outboxApi = tempoApi.injectEndpoints({
  endpoints: (b) => ({
    outbox: b.query<Paginated<OutboxMessage>, OutboxQuery>({
      query: ({ organizationId, page, perPage, channel }) =>
        requestOf(api.outbox, {
          path: { orgId: organizationId },
          query: { page, per_page: perPage, ordering: '-id', ...(channel ? { channel } : {}) },
        }),
      providesTags: ['Outbox'],
    }),
    /** Local: the recipient's reply to an email of the outbox (its forwarded copy lands in the outbox). */
    replyToOutboxMessage: b.mutation<
      { recorded: boolean },
      { organizationId: number; id: number; text: string }
    >({
      query: ({ organizationId, id, text }) =>
        requestOf(api.outboxReply, { path: { orgId: organizationId, id }, body: { text } }),
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const { useOutboxQuery, useReplyToOutboxMessageMutation } = outboxApi;
