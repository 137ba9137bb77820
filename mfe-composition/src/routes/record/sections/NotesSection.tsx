import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { type LeadNote, leadNotesConstants, leadNotesMessages, noteSchema } from '@ensemble/contracts';
import {
  FormModal,
  QueryStates,
  TextAreaField,
  useConfirmDelete,
  useItemForm,
  useItemModal,
} from '@ensemble/shared-ui';
import {
  useAddLeadNoteMutation,
  useDeleteLeadNoteMutation,
  useLeadNotesQuery,
  useUpdateLeadNoteMutation,
} from '../../../api/leadNotesApi';
import { RowActions, SectionToolbar, type SectionFormModalProps } from './parts';
import type { RecordSectionProps } from './types';

const authorName = (n: LeadNote) =>
  n.created_by ? [n.created_by.firstName, n.created_by.lastName].filter(Boolean).join(' ') : 'Unknown user';

/** Add or edit a note (spec 2 §2 Modal forms 'note'); 'New noted added!' / 'Note updated!'. */
function NoteFormModal({ leadId, modal }: SectionFormModalProps<LeadNote>) {
  const note = modal.item;
  const [add] = useAddLeadNoteMutation();
  const [update] = useUpdateLeadNoteMutation();
  const title = note ? 'Edit note' : 'Add note';
  const formik = useItemForm({
    item: note,
    initialValues: { note: note?.note ?? '' },
    schema: noteSchema,
    save: (body, note) => (note ? update({ leadId, id: note.id, body }) : add({ leadId, body })).unwrap(),
    saved: { create: leadNotesMessages.noteAdded, edit: leadNotesMessages.noteUpdated },
    failed: { create: leadNotesMessages.unableAddNote, edit: leadNotesMessages.unableEditNote },
    onClose: modal.close,
  });
  return (
    <FormModal open={modal.open} title={title} formik={formik} onClose={modal.close}>
      <TextAreaField
        formik={formik}
        name="note"
        id="lead-note-text"
        label="Note"
        required
        rows={5}
        maxLength={leadNotesConstants.noteMax}
      />
    </FormModal>
  );
}

/**
 * The contact's notes, newest first, each previewed on 2 lines (spec 2 §2). A prospect shows its 4 latest notes
 * (the prospect note limit), the others a page of 20; "Show all" loads the rest.
 */
export function NotesSection({ stage, lead }: RecordSectionProps) {
  const [showAll, setShowAll] = useState(false);
  const form = useItemModal<LeadNote>();
  const initial =
    stage === 'Prospect' ? leadNotesConstants.prospectNoteLimit : leadNotesConstants.notesPageSize;
  const perPage = showAll ? leadNotesConstants.notesPageMax : initial;
  const notes = useLeadNotesQuery({ leadId: lead.id, perPage });
  const [remove] = useDeleteLeadNoteMutation();
  const results = notes.data?.results ?? [];
  const count = notes.data?.count ?? 0;

  const confirmDelete = useConfirmDelete<LeadNote>({
    title: 'Delete note',
    remove: (n) => remove({ leadId: lead.id, id: n.id }).unwrap(),
    deleted: leadNotesMessages.noteDeleted,
    failed: leadNotesMessages.unableDeleteNote,
  });

  const body = (
    <QueryStates
      query={notes}
      errorTitle="Notes could not be loaded"
      empty={results.length === 0}
      emptyText={leadNotesMessages.noNotes}
    >
      <Flex vertical gap={12} role="list" aria-label="Notes" data-testid="lead-notes">
        {results.map((n) => (
          <article
            key={n.id}
            role="listitem"
            aria-label={`Note by ${authorName(n)}`}
            style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', paddingBottom: 8 }}
          >
            <Typography.Paragraph
              style={{ marginBottom: 4, whiteSpace: 'pre-line' }}
              ellipsis={{
                rows: leadNotesConstants.notePreviewLines,
                expandable: 'collapsible',
                symbol: (expanded: boolean) => (expanded ? 'Show less' : 'Read more'),
              }}
            >
              {n.note}
            </Typography.Paragraph>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Text type="secondary">
                {authorName(n)} · {dayjs(n.created_at).format('MM/DD/YYYY h:mm A')}
              </Typography.Text>
              <RowActions
                name={`note ${n.id}`}
                onEdit={() => form.edit(n)}
                onDelete={() => confirmDelete.ask(n)}
              />
            </Flex>
          </article>
        ))}
      </Flex>
    </QueryStates>
  );

  return (
    <Flex vertical gap={12}>
      <SectionToolbar
        start={
          <Typography.Text type="secondary">
            {count > 0 ? `${Math.min(results.length, count)} of ${count} notes` : null}
          </Typography.Text>
        }
        add={{ label: 'Add note', onClick: form.create }}
      />
      {body}
      {!notes.isError && !showAll && count > results.length ? (
        <Button
          onClick={() => setShowAll(true)}
          loading={notes.isFetching}
          style={{ alignSelf: 'flex-start' }}
        >
          Show all
        </Button>
      ) : null}
      <NoteFormModal leadId={lead.id} modal={form} />
      {confirmDelete.modal}
    </Flex>
  );
}
