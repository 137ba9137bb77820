import { useState } from 'react';
import { Button, Flex } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import {
  emailReportConstants as C,
  type EmailReport,
  emailReportMessages as M,
  emailSnapshotRoute,
} from '@ensemble/contracts';
import { apiErrorMessage, downloadCsv, useNotify } from '@ensemble/shared-ui';
import { emailReportCsvPath } from '../../api/emailReportsApi';
import { BackToList } from './parts';

/** 'Export CSV': the recipients as {id}-email-report.csv (the API names the file; this is the fallback name). */
function useExportCsv(organizationId: number, reportId: number) {
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    let refusal: FetchBaseQueryError | undefined;
    const ok = await downloadCsv(emailReportCsvPath({ organizationId, id: reportId }), C.csvName(reportId), {
      onError: (error) => (refusal = error),
    });
    setExporting(false);
    if (!ok) notify.error(apiErrorMessage(refusal, M.unableToExport));
  };
  return { exporting, run: () => void run() };
}

/** 'View email': the snapshot page, a link in this remote (a new tab with the usual modifier keys). */
export function ViewEmailLink({ organizationId, report }: { organizationId: number; report: EmailReport }) {
  const navigate = useNavigate();
  const href = emailSnapshotRoute(organizationId, report.snapshot_id);
  return (
    <Button
      icon={<EyeOutlined />}
      href={href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate(href);
      }}
    >
      View email
    </Button>
  );
}

/** A report's buttons: Back to the list, View email and Export CSV. */
export function ReportActions({
  organizationId,
  report,
  onBack,
}: {
  organizationId: number;
  report: EmailReport;
  onBack: () => void;
}) {
  const csv = useExportCsv(organizationId, report.id);
  return (
    <Flex justify="space-between" wrap gap={8}>
      <BackToList onBack={onBack} />
      <Flex wrap gap={8}>
        <ViewEmailLink organizationId={organizationId} report={report} />
        <Button icon={<DownloadOutlined />} onClick={csv.run} loading={csv.exporting}>
          Export CSV
        </Button>
      </Flex>
    </Flex>
  );
}
