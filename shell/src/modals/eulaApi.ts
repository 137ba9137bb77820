import { type Organization, organizationEndpoints, requestOf } from '@ensemble/contracts';
import { shellApi } from '../api/shellApi';

export const eulaApi = shellApi.injectEndpoints({
  endpoints: (b) => ({
    /** Records that the organization agreed to the latest EULA (the API caps the value at last_eula). */
    agreeToEula: b.mutation<Organization, { id: number; eula: number }>({
      query: ({ id, eula }) =>
        requestOf(organizationEndpoints.update, { path: { orgId: id }, body: { eula } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(shellApi.util.upsertQueryData('organization', id, data));
      },
    }),
  }),
});

export const { useAgreeToEulaMutation } = eulaApi;
