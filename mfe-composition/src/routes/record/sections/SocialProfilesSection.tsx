import { useState } from 'react';
import { Button, Flex, Skeleton, Typography } from 'antd';
import {
  leadNotesConstants,
  leadNotesMessages,
  type SocialProfile,
  socialNetworks,
  socialProfileSchema,
} from '@ensemble/contracts';
import {
  FormModal,
  PagedTable,
  QueryStates,
  SelectField,
  TextField,
  useConfirmDelete,
  useItemForm,
} from '@ensemble/shared-ui';
import {
  useAddSocialProfileMutation,
  useDeleteSocialProfileMutation,
  useSocialProfilesQuery,
  useUpdateSocialProfileMutation,
} from '../../../api/leadNotesApi';
import type { RecordSectionProps } from './types';

const networkOptions = socialNetworks.map((n) => ({ value: n, label: n }));

/** Spec 2 §2 Modal forms 'edit social profiles': one profile, added (profile null) or edited. */
function SocialProfileModal(props: {
  leadId: number;
  open: boolean;
  profile: SocialProfile | null;
  onClose: () => void;
}) {
  const { leadId, profile } = props;
  const [add] = useAddSocialProfileMutation();
  const [update] = useUpdateSocialProfileMutation();
  const title = profile ? 'Edit URL' : 'Add URL';
  const formik = useItemForm({
    item: profile,
    initialValues: { network: profile?.network ?? (null as string | null), url: profile?.url ?? '' },
    schema: socialProfileSchema,
    save: (body, profile) =>
      (profile ? update({ leadId, index: profile.index, body }) : add({ leadId, body })).unwrap(),
    saved: { create: leadNotesMessages.urlAdded, edit: leadNotesMessages.urlUpdated },
    failed: { create: leadNotesMessages.unableAddUrl, edit: leadNotesMessages.unableEditUrl },
    toastFailure: 'instead',
    onClose: props.onClose,
  });
  return (
    <FormModal open={props.open} title={title} formik={formik} onClose={props.onClose}>
      <SelectField
        formik={formik}
        name="network"
        id="social-network"
        label="Network"
        required
        options={networkOptions}
        placeholder="Choose a network"
      />
      <TextField
        formik={formik}
        name="url"
        id="social-url"
        label="URL"
        type="url"
        required
        maxLength={leadNotesConstants.urlMax}
        placeholder="https://"
      />
    </FormModal>
  );
}

/** The contact's social profiles: network and URL, added, edited and removed one at a time (spec 2 §3, §8). */
export function SocialProfilesSection({ lead }: RecordSectionProps) {
  const profiles = useSocialProfilesQuery(lead.id);
  const [remove] = useDeleteSocialProfileMutation();
  const [editing, setEditing] = useState<SocialProfile | 'new' | null>(null);
  const rows = profiles.data ?? [];
  const full = rows.length >= leadNotesConstants.socialMax;

  const confirmDelete = useConfirmDelete<SocialProfile>({
    title: 'Delete URL',
    remove: (p) => remove({ leadId: lead.id, index: p.index }).unwrap(),
    deleted: leadNotesMessages.urlDeleted,
    failed: leadNotesMessages.unableDeleteUrl,
  });

  return (
    <QueryStates query={profiles} errorTitle={leadNotesMessages.unableGetSocial} skeletonRows={false}>
      <Flex vertical gap={12}>
        <Flex justify="flex-end" align="center" gap={8} wrap>
          {full ? <Typography.Text type="secondary">{leadNotesMessages.socialLimit}</Typography.Text> : null}
          <Button type="primary" onClick={() => setEditing('new')} disabled={full || profiles.isLoading}>
            Add URL
          </Button>
        </Flex>
        {profiles.isLoading ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <PagedTable<SocialProfile>
            data-testid="social-profiles"
            size="small"
            rowKey="index"
            rows={rows}
            query={profiles}
            emptyText={leadNotesMessages.noSocial}
            pagination={false}
            mobileScrollX={480}
            columns={[
              { title: 'Network', dataIndex: 'network', width: 140 },
              {
                title: 'URL',
                dataIndex: 'url',
                render: (url: string) => (
                  <Typography.Link
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    style={{ wordBreak: 'break-all' }}
                  >
                    {url}
                  </Typography.Link>
                ),
              },
              {
                title: 'Actions',
                key: 'actions',
                width: 150,
                render: (_: unknown, p) => (
                  <Flex gap={4}>
                    <Button size="small" onClick={() => setEditing(p)} aria-label={`Edit ${p.network} URL`}>
                      Edit
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() => confirmDelete.ask(p)}
                      aria-label={`Delete ${p.network} URL`}
                    >
                      Delete
                    </Button>
                  </Flex>
                ),
              },
            ]}
          />
        )}
        <SocialProfileModal
          leadId={lead.id}
          open={editing !== null}
          profile={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
        {confirmDelete.modal}
      </Flex>
    </QueryStates>
  );
}
