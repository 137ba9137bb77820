import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { NotFound, parseId } from '@ensemble/shared-ui';
import { LeadStageList } from '../../leads/LeadStageList';
import { CsvImportModal } from '../opportunity-lists/CsvImportModal';

/** Spec 2 §2: clients list, with total sales, import from CSV and bulk move. */
export function ClientsPage() {
  const organizationId = parseId(useParams().organizationId);
  const [importing, setImporting] = useState(false);
  if (organizationId == null) return <NotFound />;
  return (
    <>
      <LeadStageList
        organizationId={organizationId}
        stage="Client"
        extraColumns={['total_sales']}
        demote
        move
        headerActions={
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        }
      />
      <CsvImportModal
        organizationId={organizationId}
        bucket="client"
        open={importing}
        onClose={() => setImporting(false)}
      />
    </>
  );
}
