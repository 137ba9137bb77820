import { Flex, Skeleton, Typography } from 'antd';
import {
  leadNotesConstants,
  leadNotesMessages,
  type SocialProfile,
  socialNetworks,
  socialProfileSchema,
} from '@ensemble/contracts';
import {
  FormModal,
  QueryStates,
  SelectField,
  TextField,
  useConfirmDelete,
  useItemForm,
  useItemModal,
} from '@ensemble/shared-ui';
import {
  useAddSocialProfileMutation,
  useDeleteSocialProfileMutation,
  useSocialProfilesQuery,
  useUpdateSocialProfileMutation,
} from '../../../api/leadNotesApi';
import { actionsColumn, RowActions, SectionTable, SectionToolbar, type SectionFormModalProps } from './parts';
import type { RecordSectionProps } from './types';

const networkOptions = socialNetworks.map((n) => ({ value: n, label: n }));

/** Spec 2 §2 Modal forms 'edit social profiles': one profile, added or edited. */
function SocialProfileModal({ leadId, modal }: SectionFormModalProps<SocialProfile>) {
  const profile = modal.item;
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
    onClose: modal.close,
  });
  return (
    <FormModal open={modal.open} title={title} formik={formik} onClose={modal.close}>
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
  const form = useItemModal<SocialProfile>();
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
        <SectionToolbar
          end={
            full ? <Typography.Text type="secondary">{leadNotesMessages.socialLimit}</Typography.Text> : null
          }
          add={{ label: 'Add URL', onClick: form.create, disabled: full || profiles.isLoading }}
        />
        {profiles.isLoading ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <SectionTable<SocialProfile>
            data-testid="social-profiles"
            rowKey="index"
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
              actionsColumn(
                (p: SocialProfile) => (
                  <RowActions
                    name={`${p.network} URL`}
                    onEdit={() => form.edit(p)}
                    onDelete={() => confirmDelete.ask(p)}
                  />
                ),
                150,
              ),
            ]}
          />
        )}
        <SocialProfileModal leadId={lead.id} modal={form} />
        {confirmDelete.modal}
      </Flex>
    </QueryStates>
  );
}
