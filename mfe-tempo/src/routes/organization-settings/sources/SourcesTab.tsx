import { Button, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import {
  settingsConstants,
  settingsMessages,
  sourceSchema,
  type Source,
  type SourceInput,
  sortableColumn,
} from '@ensemble/contracts';
import { NameFormModal, TextAreaField, useConfirmDelete, useItemModal } from '@ensemble/shared-ui';
import {
  useCreateSourceMutation,
  useDeleteSourceMutation,
  useGetSourceLeadsQuery,
  useGetSourcesQuery,
  useUpdateSourceMutation,
} from '../../../api/settingsApi';
import { LeadsDrawer } from '../shared/LeadsDrawer';
import { deleteAction, editAction, viewAction } from '../shared/RowActions';
import { SettingsTable, actionsColumn } from '../shared/SettingsTable';
import { listArgs, useListState } from '../shared/useListState';

/** Add (source null) or edit a source: 'Source added!' / 'Source updated!'. */
function SourceFormModal(props: {
  organizationId: number;
  open: boolean;
  source: Source | null;
  onClose: () => void;
}) {
  const { organizationId } = props;
  const [create] = useCreateSourceMutation();
  const [update] = useUpdateSourceMutation();
  return (
    <NameFormModal<Source, SourceInput>
      open={props.open}
      item={props.source}
      titles={{ create: 'Add new source', edit: 'Edit source' }}
      label="Name"
      id="source-name"
      schema={sourceSchema}
      initialValues={(s) => ({ name: s?.name ?? '', description: s?.description ?? '' })}
      save={(body, s) =>
        (s ? update({ organizationId, id: s.id, body }) : create({ organizationId, body })).unwrap()
      }
      saved={{ create: settingsMessages.sourceAdded, edit: settingsMessages.sourceUpdated }}
      failed="Unable to save source"
      onClose={props.onClose}
      extraFields={(formik) => (
        <TextAreaField
          formik={formik}
          name="description"
          id="source-description"
          label="Description"
          rows={3}
        />
      )}
    />
  );
}

/** Spec 2 §2 'Sources screen'. */
export function SourcesTab({ organizationId }: { organizationId: number }) {
  const list = useListState(settingsConstants.sourcesPageSize);
  const q = useGetSourcesQuery({ organizationId, ...listArgs(list) });
  const [remove] = useDeleteSourceMutation();
  const form = useItemModal<Source>();
  const [previewing, setPreviewing] = useState<Source | null>(null);
  const confirmDelete = useConfirmDelete<Source>({
    title: settingsMessages.deleteSourceTitle,
    remove: (s) => remove({ organizationId, id: s.id }).unwrap(),
    deleted: settingsMessages.deletedSuccessfully,
  });

  const columns: TableColumnsType<Source> = [
    { title: 'Name', dataIndex: 'name', ...sortableColumn('sources', 'name', list.ordering) },
    {
      title: 'Description',
      dataIndex: 'description',
      ellipsis: true,
      ...sortableColumn('sources', 'description', list.ordering),
    },
    {
      title: 'Number of contacts',
      dataIndex: 'leads_count',
      ...sortableColumn('sources', 'leads_count', list.ordering),
      render: (n: number | null | undefined) => n ?? 0,
    },
    actionsColumn((source) => [
      viewAction(
        `Preview ${source.name}`,
        () => setPreviewing(source),
        source.leads_count ? 'Preview' : 'This source has no contacts',
        !source.leads_count,
      ),
      editAction(`Edit ${source.name}`, () => form.edit(source)),
      deleteAction(`Delete ${source.name}`, () => confirmDelete.ask(source)),
    ]),
  ];

  return (
    <section aria-label="Sources">
      <Typography.Paragraph>{settingsMessages.sourcesIntro}</Typography.Paragraph>
      <SettingsTable<Source>
        columns={columns}
        query={q}
        items="sources"
        state={list}
        searchable
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={form.create}>
            {settingsMessages.addNewSource}
          </Button>
        }
      />
      <SourceFormModal
        organizationId={organizationId}
        open={form.open}
        source={form.item}
        onClose={form.close}
      />
      {confirmDelete.modal}
      <LeadsDrawer
        key={previewing?.id ?? 0}
        organizationId={organizationId}
        id={previewing?.id ?? null}
        title={previewing ? `Contacts from ${previewing.name}` : ''}
        onClose={() => setPreviewing(null)}
        useLeads={useGetSourceLeadsQuery}
        testId="source-leads"
      />
    </section>
  );
}
