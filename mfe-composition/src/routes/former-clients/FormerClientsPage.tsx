import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { leadsCsvPaths } from '@ensemble/contracts';
import { NotFound, parseId } from '@ensemble/shared-ui';
import { LeadStageList } from '../../leads/LeadStageList';
import { useCsvDownload } from '../../leads/useCsvDownload';

/** Spec 2 §2: former clients list (same columns as clients), with export to CSV. */
export function FormerClientsPage() {
  const organizationId = parseId(useParams().organizationId);
  const downloadCsv = useCsvDownload();
  const [exporting, setExporting] = useState(false);
  if (organizationId == null) return <NotFound />;
  const exportCsv = async () => {
    setExporting(true);
    await downloadCsv(leadsCsvPaths.formerClientsExport(organizationId), 'former-clients.csv');
    setExporting(false);
  };
  return (
    <LeadStageList
      organizationId={organizationId}
      stage="Former Clients"
      extraColumns={['total_sales']}
      headerActions={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      }
    />
  );
}
