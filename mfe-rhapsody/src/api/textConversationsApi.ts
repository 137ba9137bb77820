import {
  type Paginated,
  requestOf,
  textConversationEndpoints as api,
  type TextConversation,
  type TextMessage,
} from '@ensemble/contracts';
import { rhapsodyApi } from './rhapsodyApi';

/** Inbox pages: a screenful of conversations, and of a thread's messages. */
export const inboxPageSizes = { conversations: 20, thread: 50 } as const;

/** The inbox (issue 19, 'Open inbox'): the contacts the organization texts with, and one contact's thread. */
export const textConversationsApi = rhapsodyApi.injectEndpoints({
  endpoints: (b) => ({
    textConversations: b.query<
      Paginated<TextConversation>,
      { organizationId: number; page: number; search: string }
    >({
      query: ({ organizationId, page, search }) =>
        requestOf(api.list, {
          path: { orgId: organizationId },
          query: { page, per_page: inboxPageSizes.conversations, ...(search ? { search } : {}) },
        }),
      providesTags: ['TextConversation'],
    }),
    /**
     * Page 1 is the latest messages; each next page goes further back. A refetch (polling, a reply) reads every
     * loaded page again, so a message arriving meanwhile shifts the pages without leaving a gap between them.
     */
    textThread: b.infiniteQuery<Paginated<TextMessage>, { organizationId: number; leadId: number }, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastPage) =>
          lastPage * inboxPageSizes.thread < last.count ? lastPage + 1 : undefined,
      },
      query: ({ queryArg: { organizationId, leadId }, pageParam }) =>
        requestOf(api.thread, {
          path: { orgId: organizationId, leadId },
          query: { page: pageParam, per_page: inboxPageSizes.thread },
        }),
      providesTags: ['TextConversation'],
    }),
  }),
});

export const { useTextConversationsQuery, useTextThreadInfiniteQuery } = textConversationsApi;
