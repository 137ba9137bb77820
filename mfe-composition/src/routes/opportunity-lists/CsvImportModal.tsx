import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Alert, Button, Flex, Form, Modal, Progress, Radio, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import {
  csvImportSchema,
  leadsCsvConstants,
  leadsCsvMessages,
  leadsCsvPaths,
  type CsvBucket,
  type CsvImportJob,
} from '@ensemble/contracts';
import {
  apiErrorMessage,
  FormField,
  SelectField,
  TextField,
  submitErrorBanner,
  useNotify,
  FormikForm,
} from '@ensemble/shared-ui';
import { compositionApi } from '../../api/compositionApi';
import { useGetCsvImportJobQuery, useUploadCsvMutation } from '../../api/csvApi';
import { useGetAllOpportunityListsQuery } from '../../api/opportunityListsApi';
import { useCsvDownload } from '../../leads/useCsvDownload';
import { csvFileError } from './csvFile';
import { isLockedList } from './listKinds';

export interface CsvImportModalProps {
  organizationId: number;
  bucket: CsvBucket;
  open: boolean;
  onClose: () => void;
  /** Import into this opportunity list (no list choice shown). */
  listId?: number;
}

interface CsvValues {
  mode: 'new' | 'existing';
  list_id: number | null;
  list_name: string;
  csv_file: File | null;
}

const finished = (job: CsvImportJob | undefined) => job?.status === 'done' || job?.status === 'failed';

function JobProgress({ organizationId, job }: { organizationId: number; job: CsvImportJob }) {
  const downloadCsv = useCsvDownload();
  const percent = job.total > 0 ? Math.floor((job.processed / job.total) * 100) : 0;
  if (!finished(job)) {
    return (
      <div data-testid="csv-import-progress">
        <Typography.Paragraph>{leadsCsvMessages.importStarted}</Typography.Paragraph>
        <Progress percent={percent} status="active" />
        <Typography.Text type="secondary">
          {job.processed} / {job.total} rows
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Closing this window does not stop the import.
        </Typography.Paragraph>
      </div>
    );
  }
  const download = async () => {
    await downloadCsv(leadsCsvPaths.rejectedRows(organizationId, job.id), `rejected-rows-${job.id}.csv`);
  };
  return (
    <Flex vertical gap={12} data-testid="csv-import-summary">
      {job.status === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={job.error || leadsCsvMessages.importFailed} />
      ) : null}
      <Alert
        type={job.rejected > 0 ? 'warning' : 'success'}
        showIcon
        title={leadsCsvMessages.importFinished(job.created, job.updated, job.rejected)}
      />
      {job.rejected > 0 ? (
        <Button icon={<DownloadOutlined />} onClick={() => void download()} style={{ alignSelf: 'start' }}>
          Download rejected rows
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * CSV import (spec 2 §4, §5): template, file checked in the browser (extension and header) before it is sent,
 * new or existing opportunity list, then the import job's progress and its summary. The job belongs to the
 * server: closing the modal while it runs only hides it (reopening shows it again).
 */
export function CsvImportModal(props: CsvImportModalProps) {
  const { organizationId, bucket, listId } = props;
  const chooseList = bucket === 'opportunity' && listId == null;
  const dispatch = useDispatch();
  const notify = useNotify();
  const downloadCsv = useCsvDownload();
  const [upload] = useUploadCsvMutation();
  const [jobId, setJobId] = useState<number | null>(null);
  const [refreshedFor, setRefreshedFor] = useState<number | null>(null);
  const lists = useGetAllOpportunityListsQuery(organizationId, { skip: !props.open || !chooseList });

  const job = useGetCsvImportJobQuery(
    { organizationId, jobId: jobId ?? 0 },
    {
      skip: jobId == null,
      // Stops once the job is over (refreshedFor is set then).
      pollingInterval: jobId != null && refreshedFor !== jobId ? leadsCsvConstants.pollMs : 0,
      skipPollingIfUnfocused: false,
    },
  );
  const current = job.data?.id === jobId ? job.data : undefined;
  const done = finished(current);
  const doneJobId = done ? current?.id : undefined;
  // Once per job: the contacts and the lists' counts changed.
  useEffect(() => {
    if (doneJobId == null || refreshedFor === doneJobId) return;
    setRefreshedFor(doneJobId);
    dispatch(compositionApi.util.invalidateTags(['Lead', 'LeadList']));
  }, [doneJobId, refreshedFor, dispatch]);

  const formik = useFormik<CsvValues>({
    initialValues: { mode: 'new', list_id: null, list_name: '', csv_file: null },
    validate: async (values) => {
      const errors: Partial<Record<keyof CsvValues, string>> = {};
      if (chooseList) {
        try {
          await csvImportSchema.validate(
            { bucket, mode: values.mode, list_id: values.list_id, list_name: values.list_name },
            { abortEarly: false },
          );
        } catch (err) {
          for (const e of (err as { inner?: { path?: string; message: string }[] }).inner ?? []) {
            if (e.path === 'list_id' || e.path === 'list_name') errors[e.path] ??= e.message;
          }
        }
      }
      const fileError = values.csv_file ? await csvFileError(values.csv_file) : leadsCsvMessages.noFile;
      if (fileError) errors.csv_file = fileError;
      return errors;
    },
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      const result = await upload({
        organizationId,
        bucket,
        file: values.csv_file as File,
        listId: listId ?? (chooseList && values.mode === 'existing' ? values.list_id : null),
        listName: chooseList && values.mode === 'new' ? values.list_name.trim() : null,
      });
      if (result.error) {
        helpers.setStatus(
          submitErrorBanner(result.error, (e) => helpers.setErrors(e), leadsCsvMessages.uploadFailed),
        );
        return;
      }
      notify.info(result.data.detail || leadsCsvMessages.importStarted);
      setJobId(result.data.job_id);
    },
  });

  const reset = () => {
    setJobId(null);
    formik.resetForm();
  };
  const close = () => {
    // A running import keeps its progress here, so reopening the modal shows it.
    if (jobId == null || done) reset();
    props.onClose();
  };
  const downloadTemplate = async () => {
    await downloadCsv(leadsCsvPaths.template(organizationId), `${bucket}-template.csv`, {
      method: 'POST',
      body: { bucket },
    });
  };

  const listOptions = (lists.data ?? [])
    .filter((l) => !isLockedList(l))
    .map((l) => ({ value: l.id, label: l.title }));

  return (
    <Modal
      open={props.open}
      title="Import CSV"
      onCancel={close}
      footer={
        jobId != null ? (
          <Flex justify="flex-end" gap={8}>
            {done ? <Button onClick={reset}>Import another file</Button> : null}
            <Button type="primary" onClick={close}>
              Close
            </Button>
          </Flex>
        ) : null
      }
    >
      {jobId != null ? (
        current ? (
          <JobProgress organizationId={organizationId} job={current} />
        ) : job.isError ? (
          <Alert type="error" showIcon role="alert" title={apiErrorMessage(job.error)} />
        ) : (
          <Progress percent={0} status="active" />
        )
      ) : (
        <FormikForm formik={formik} label="Import CSV" submitLabel="Upload">
          <Typography.Paragraph>
            Start from the template: it has every column we read.{' '}
            <Button
              type="link"
              icon={<DownloadOutlined />}
              onClick={() => void downloadTemplate()}
              style={{ paddingInline: 0 }}
            >
              Download template
            </Button>
          </Typography.Paragraph>
          {chooseList ? (
            <Form.Item label="Import into">
              <Radio.Group
                value={formik.values.mode}
                onChange={(e) => void formik.setFieldValue('mode', e.target.value)}
                options={[
                  { value: 'new', label: 'New list' },
                  { value: 'existing', label: 'Existing list' },
                ]}
              />
            </Form.Item>
          ) : null}
          {chooseList && formik.values.mode === 'new' ? (
            <TextField formik={formik} name="list_name" id="csv-list-name" label="List name" required />
          ) : null}
          {chooseList && formik.values.mode === 'existing' ? (
            <SelectField
              formik={formik}
              name="list_id"
              id="csv-list-id"
              label="List"
              required
              searchable
              loading={lists.isLoading}
              options={listOptions}
            />
          ) : null}
          <FormField formik={formik} name="csv_file" id="csv-file" label="CSV file" required>
            <input
              id="csv-file"
              name="csv_file"
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                void formik.setFieldTouched('csv_file', true, false);
                void formik.setFieldValue('csv_file', e.target.files?.[0] ?? null);
              }}
            />
          </FormField>
        </FormikForm>
      )}
    </Modal>
  );
}
