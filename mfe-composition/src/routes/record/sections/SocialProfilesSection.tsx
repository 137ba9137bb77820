import { useState } from 'react';
import { Button, Flex, Skeleton, Table, Typography } from 'antd';
import { useFormik } from 'formik';
import {
  leadNotesConstants,
  leadNotesMessages,
  type SocialProfile,
  socialNetworks,
  socialProfileSchema,
} from '@ensemble/contracts';
import {
  EmptyState,
  FormModal,
  QueryStates,
  SelectField,
  submitErrorBanner,
  TextField,
  useConfirmDelete,
  useIsMobile,
  useNotify,
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
  const notify = useNotify();
  const title = profile ? 'Edit URL' : 'Add URL';
  const formik = useFormik({
    initialValues: { network: profile?.network ?? (null as string | null), url: profile?.url ?? '' },
    enableReinitialize: true,
    validationSchema: socialProfileSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      const body = socialProfileSchema.cast(values);
      try {
        if (profile) await update({ leadId, index: profile.index, body }).unwrap();
        else await add({ leadId, body }).unwrap();
      } catch (error) {
        const failed = profile ? leadNotesMessages.unableEditUrl : leadNotesMessages.unableAddUrl;
        notify.error(failed);
        const detail = submitErrorBanner(error, (e) => helpers.setErrors(e), failed);
        helpers.setStatus(detail === failed ? null : detail);
        return;
      }
      notify.success(profile ? leadNotesMessages.urlUpdated : leadNotesMessages.urlAdded);
      helpers.resetForm();
      props.onClose();
    },
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
  const mobile = useIsMobile();
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
          <Table<SocialProfile>
            data-testid="social-profiles"
            size="small"
            rowKey="index"
            dataSource={rows}
            loading={profiles.isFetching}
            pagination={false}
            scroll={mobile ? { x: 480 } : undefined}
            locale={{ emptyText: <EmptyState description={leadNotesMessages.noSocial} /> }}
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
