import { apiPaths, type OutboxChannel, type OutboxMessage, type Paginated } from '@ensemble/contracts';
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
      query: ({ organizationId, page, perPage, channel }) => ({
        url: apiPaths.outbox(organizationId),
        params: { page, per_page: perPage, ordering: '-id', ...(channel ? { channel } : {}) },
      }),
      providesTags: ['Outbox'],
    }),
  }),
});

export const { useOutboxQuery } = outboxApi;
