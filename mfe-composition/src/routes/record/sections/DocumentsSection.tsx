import { useState } from 'react';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useFormik } from 'formik';
import dayjs from 'dayjs';
import { useDispatch } from 'react-redux';
import {
  documentFileError,
  documentUploadSchema,
  type LeadDocument,
  leadDocumentsMessages,
  splitFileName,
} from '@ensemble/contracts';
import {
  applyApiErrors,
  FormField,
  FormModal,
  TextField,
  useConfirmDelete,
  useNotify,
} from '@ensemble/shared-ui';
import {
  documentUploaded,
  downloadLeadDocument,
  type UploadFailure,
  uploadLeadDocument,
  useDeleteLeadDocumentMutation,
  useLeadDocumentsQuery,
} from '../../../api/leadDocumentsApi';
import { actionsColumn, RowActions, SectionTable, SectionToolbar } from './parts';
import type { RecordSectionProps } from './types';

interface UploadValues {
  name: string;
  file: File | null;
}

const nameSchema = documentUploadSchema.pick(['name']);
const uploaderName = (d: LeadDocument) =>
  d.user ? [d.user.firstName, d.user.lastName].filter(Boolean).join(' ') : 'Unknown user';

/** The document upload modal (spec 2 §2 'document upload'): a name, a file of at most 5 MB, upload progress. */
function DocumentUploadModal(props: { leadId: number; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const dispatch = useDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const formik = useFormik<UploadValues>({
    initialValues: { name: '', file: null },
    validationSchema: nameSchema,
    validate: (values) => {
      const fileError = documentFileError(values.file);
      return fileError ? { file: fileError } : {};
    },
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      setProgress(0);
      try {
        await uploadLeadDocument({
          leadId: props.leadId,
          file: values.file as File,
          name: nameSchema.cast(values).name,
          onProgress: setProgress,
        });
      } catch (error) {
        setProgress(null);
        const body = (error as UploadFailure).data;
        const formLevel = applyApiErrors(body, (e) => helpers.setErrors(e));
        const named = body && typeof body === 'object' && ('file' in body || 'name' in body);
        if (!named) {
          notify.error(leadDocumentsMessages.unableToAdd);
          helpers.setStatus(formLevel ?? leadDocumentsMessages.unableToAdd);
        }
        return;
      }
      dispatch(documentUploaded(props.leadId));
      notify.success(leadDocumentsMessages.added);
      setProgress(null);
      helpers.resetForm();
      props.onClose();
    },
  });
  const uploading = progress !== null;
  const pick = (file: File) => {
    // One update: formik validates each set with the values of the render it was made in.
    void formik.setTouched({ ...formik.touched, file: true }, false);
    void formik.setValues({
      file,
      // The file's own name is a good default for the document's (unless the user typed one).
      name:
        !formik.values.name.trim() ||
        (formik.values.file && formik.values.name === splitFileName(formik.values.file.name).base)
          ? splitFileName(file.name).base
          : formik.values.name,
    });
  };
  return (
    <FormModal
      open={props.open}
      title="Upload document"
      formik={formik}
      onClose={props.onClose}
      submitLabel="Upload"
      pending={uploading}
    >
      <TextField formik={formik} name="name" id="lead-document-name" label="Name" required />
      <FormField formik={formik} name="file" label="File" id="lead-document-file" required>
        <Upload
          beforeUpload={(file) => {
            pick(file);
            return false;
          }}
          maxCount={1}
          showUploadList={false}
          disabled={uploading}
        >
          <Button id="lead-document-file" disabled={uploading}>
            Choose file
          </Button>
        </Upload>
      </FormField>
      {formik.values.file ? (
        <Typography.Text data-testid="picked-file" style={{ display: 'block', marginBottom: 12 }}>
          {formik.values.file.name} ({Math.ceil(formik.values.file.size / 1024)} KB)
        </Typography.Text>
      ) : null}
      {uploading ? <Progress percent={progress} size="small" aria-label="Upload progress" /> : null}
    </FormModal>
  );
}

/** The contact's documents (spec 2 §3 Document, §7 Documents): upload, list, download and delete. */
export function DocumentsSection({ lead }: RecordSectionProps) {
  const notify = useNotify();
  const docs = useLeadDocumentsQuery(lead.id);
  const [remove] = useDeleteLeadDocumentMutation();
  const [uploading, setUploading] = useState(false);

  const download = async (doc: LeadDocument) => {
    if (!(await downloadLeadDocument(doc))) notify.error(leadDocumentsMessages.unableToDownload);
  };
  const confirmDelete = useConfirmDelete<LeadDocument>({
    title: 'Delete document',
    remove: (d) => remove({ leadId: lead.id, id: d.id }).unwrap(),
    deleted: leadDocumentsMessages.deleted,
    failed: leadDocumentsMessages.unableToDelete,
  });

  return (
    <Flex vertical gap={12}>
      <SectionToolbar add={{ label: 'Upload document', onClick: () => setUploading(true) }} />
      <SectionTable<LeadDocument>
        data-testid="lead-documents"
        query={docs}
        items="Documents"
        emptyText="No documents to display"
        mobileScrollX={640}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          {
            title: 'Extension',
            dataIndex: 'file_extension',
            width: 100,
            render: (ext: string) => (ext ? ext.toUpperCase() : '—'),
          },
          { title: 'Uploaded by', key: 'user', render: (_: unknown, d) => uploaderName(d) },
          {
            title: 'Date',
            dataIndex: 'created_at',
            width: 170,
            render: (t: string) => dayjs(t).format('MM/DD/YYYY h:mm A'),
          },
          actionsColumn(
            (d: LeadDocument) => (
              <RowActions name={d.name} onDelete={() => confirmDelete.ask(d)}>
                <Button size="small" onClick={() => void download(d)} aria-label={`Download ${d.name}`}>
                  Download
                </Button>
              </RowActions>
            ),
            180,
          ),
        ]}
      />
      <DocumentUploadModal leadId={lead.id} open={uploading} onClose={() => setUploading(false)} />
      {confirmDelete.modal}
    </Flex>
  );
}
