import { Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  type ClientContact,
  clientContactSchema,
  leadSalesConstants,
  leadSalesMessages,
} from '@ensemble/contracts';
import {
  FormModal,
  PhoneField,
  TextField,
  useConfirmDelete,
  useItemForm,
  useItemModal,
} from '@ensemble/shared-ui';
import {
  useAddClientContactMutation,
  useClientContactsQuery,
  useDeleteClientContactMutation,
  useUpdateClientContactMutation,
} from '../../../api/leadSalesApi';
import { actionsColumn, RowActions, SectionTable, SectionToolbar, type SectionFormModalProps } from './parts';
import type { RecordSectionProps } from './types';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'cell_phone',
  'address',
  'city',
  'state',
  'zip_code',
] as const;
type ContactValues = Record<(typeof FIELDS)[number], string>;

const fullName = (c: ClientContact) => [c.first_name, c.last_name].filter(Boolean).join(' ');

/** Add or edit a contact person (spec 2 §2 Modal forms 'contact'). */
function ContactFormModal({ leadId, modal }: SectionFormModalProps<ClientContact>) {
  const contact = modal.item;
  const [add] = useAddClientContactMutation();
  const [update] = useUpdateClientContactMutation();
  const title = contact ? 'Edit contact' : 'Add contact';
  const formik = useItemForm<
    ClientContact,
    ContactValues,
    NonNullable<ReturnType<typeof clientContactSchema.cast>>
  >({
    item: contact,
    initialValues: Object.fromEntries(FIELDS.map((f) => [f, contact?.[f] ?? ''])) as ContactValues,
    schema: clientContactSchema,
    save: (body, contact) =>
      (contact ? update({ leadId, id: contact.id, body }) : add({ leadId, body })).unwrap(),
    saved: { create: leadSalesMessages.added, edit: leadSalesMessages.updated },
    onClose: modal.close,
  });
  const text = (name: (typeof FIELDS)[number], label: string, max: number, type?: 'email') => (
    <TextField
      formik={formik}
      name={name}
      id={`client-contact-${name}`}
      label={label}
      maxLength={max}
      type={type}
    />
  );
  return (
    <FormModal open={modal.open} title={title} formik={formik} onClose={modal.close}>
      {text('first_name', 'First name', leadSalesConstants.nameMax)}
      {text('last_name', 'Last name', leadSalesConstants.nameMax)}
      {text('email', 'Email', leadSalesConstants.emailMax, 'email')}
      <PhoneField formik={formik} name="cell_phone" id="client-contact-cell_phone" label="Cell phone" />
      {text('address', 'Address', leadSalesConstants.addressMax)}
      {text('city', 'City', leadSalesConstants.fieldMax)}
      {text('state', 'State', leadSalesConstants.fieldMax)}
      {text('zip_code', 'Zip code', leadSalesConstants.fieldMax)}
    </FormModal>
  );
}

/** A client's contact people (spec 2 §2 'Contacts (clients)'): table, add, edit and delete. */
export function ClientContactsSection({ stage, lead }: RecordSectionProps) {
  const form = useItemModal<ClientContact>();
  const contacts = useClientContactsQuery(lead.id);
  const [remove] = useDeleteClientContactMutation();
  const canChange = stage === 'Client';

  const confirmDelete = useConfirmDelete<ClientContact>({
    title: 'Delete contact',
    remove: (c) => remove({ leadId: lead.id, id: c.id }).unwrap(),
    deleted: leadSalesMessages.deleted,
  });

  const dash = (v: string | null) => v || '—';
  const columns: ColumnsType<ClientContact> = [
    { title: 'Name', key: 'name', render: (_: unknown, c) => fullName(c) || '—' },
    { title: 'Email', dataIndex: 'email', key: 'email', render: dash },
    { title: 'Cell phone', dataIndex: 'cell_phone', key: 'cell_phone', render: dash },
    {
      title: 'Address',
      key: 'address',
      render: (_: unknown, c) => [c.address, c.city, c.state, c.zip_code].filter(Boolean).join(', ') || '—',
    },
    ...(canChange
      ? [
          actionsColumn((c: ClientContact) => (
            <RowActions
              name={`contact ${fullName(c)}`}
              onEdit={() => form.edit(c)}
              onDelete={() => confirmDelete.ask(c)}
            />
          )),
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      {canChange ? <SectionToolbar add={{ label: 'Add contact', onClick: form.create }} /> : null}
      <SectionTable<ClientContact>
        columns={columns}
        query={contacts}
        items="Contacts"
        emptyText={leadSalesMessages.noContacts}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label="Client contacts"
      />
      <ContactFormModal leadId={lead.id} modal={form} />
      {confirmDelete.modal}
    </Flex>
  );
}
