import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import {
  emailFieldNames,
  emailFolderSchema,
  emailMessages,
  emailTemplateSchema,
  type EmailTemplateFolder,
  type EmailTemplateSummary,
} from '@ensemble/contracts';
import { apiErrorMessage, NameFormModal, useNotify } from '@ensemble/shared-ui';
import {
  useCreateEmailFolderMutation,
  useEmailFoldersQuery,
  useRenameEmailFolderMutation,
  useUpdateEmailTemplateMutation,
} from '../../../api/emailTemplatesApi';

const titleSchema = emailTemplateSchema.pick(['title']);

/** Create a folder (folder null) or rename one. */
export function FolderModal(props: {
  organizationId: number;
  open: boolean;
  folder: EmailTemplateFolder | null;
  onClose: () => void;
}) {
  const [create] = useCreateEmailFolderMutation();
  const [rename] = useRenameEmailFolderMutation();
  return (
    <NameFormModal<EmailTemplateFolder, { name: string }>
      open={props.open}
      item={props.folder}
      titles={{ create: 'New folder', edit: 'Rename folder' }}
      label={emailFieldNames.folderName}
      id="email-folder-name"
      schema={emailFolderSchema}
      save={(body, folder) =>
        folder
          ? rename({ organizationId: props.organizationId, id: folder.id, name: body.name }).unwrap()
          : create({ organizationId: props.organizationId, name: body.name }).unwrap()
      }
      saved={{ create: emailMessages.folderCreated, edit: emailMessages.folderUpdated }}
      failed={{ create: emailMessages.unableToCreateFolder, edit: emailMessages.unableToUpdateFolder }}
      onClose={props.onClose}
    />
  );
}

export function RenameTemplateModal(props: {
  organizationId: number;
  template: EmailTemplateSummary | null;
  onClose: () => void;
}) {
  const [update] = useUpdateEmailTemplateMutation();
  return (
    <NameFormModal<EmailTemplateSummary, { title: string }>
      open={props.template !== null}
      item={props.template}
      titles={{ create: 'Rename template', edit: 'Rename template' }}
      label={emailFieldNames.templateName}
      id="email-template-title"
      field="title"
      schema={titleSchema}
      save={(body, t) =>
        update({ organizationId: props.organizationId, id: t?.id ?? 0, body: { title: body.title } }).unwrap()
      }
      saved={{ create: emailMessages.templateUpdated, edit: emailMessages.templateUpdated }}
      failed={emailMessages.unableToUpdateTemplate}
      onClose={props.onClose}
    />
  );
}

const NO_FOLDER = 'none';

/** Move a template to a folder, or out of every folder ('No folder'). */
export function MoveTemplateModal(props: {
  organizationId: number;
  template: EmailTemplateSummary | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const folders = useEmailFoldersQuery(
    { organizationId: props.organizationId },
    { skip: props.template === null },
  );
  const [update, { isLoading }] = useUpdateEmailTemplateMutation();
  const [choice, setChoice] = useState<string | null>(null);
  const current = props.template?.folder != null ? String(props.template.folder) : NO_FOLDER;
  const value = choice ?? current;

  const close = () => {
    setChoice(null);
    props.onClose();
  };
  const move = async () => {
    if (!props.template) return;
    try {
      await update({
        organizationId: props.organizationId,
        id: props.template.id,
        body: { folder: value === NO_FOLDER ? null : Number(value) },
      }).unwrap();
      notify.success(emailMessages.templateMoved);
      close();
    } catch (error) {
      notify.error(
        apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0], emailMessages.unableToMoveTemplate),
      );
    }
  };

  return (
    <Modal
      open={props.template !== null}
      title="Move to folder"
      okText="Move"
      onOk={() => void move()}
      okButtonProps={{ loading: isLoading, disabled: value === current }}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Folder" htmlFor="email-move-folder">
          <Select
            id="email-move-folder"
            value={value}
            loading={folders.isFetching}
            onChange={setChoice}
            options={[
              { value: NO_FOLDER, label: 'No folder' },
              ...(folders.data?.results ?? []).map((f) => ({ value: String(f.id), label: f.name })),
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
