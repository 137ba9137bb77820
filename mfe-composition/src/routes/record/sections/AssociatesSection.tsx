import { Table } from 'antd';
import { Link } from 'react-router-dom';
import { type Associate, leadNotesMessages } from '@ensemble/contracts';
import { EmptyState, QueryStates, useIsMobile } from '@ensemble/shared-ui';
import { useLeadAssociatesQuery } from '../../../api/leadNotesApi';
import type { RecordSectionProps } from './types';

/** "More people from this company" (spec 2 §7 Associates): name (to their record page) and contact. */
export function AssociatesSection({ lead }: RecordSectionProps) {
  const associates = useLeadAssociatesQuery(lead.id);
  const mobile = useIsMobile();
  const rows = associates.data ?? [];
  return (
    <QueryStates query={associates} errorTitle="Associates could not be loaded" skeletonRows={false}>
      <Table<Associate>
        data-testid="lead-associates"
        size="small"
        rowKey="id"
        loading={associates.isFetching}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={mobile ? { x: 480 } : undefined}
        locale={{ emptyText: <EmptyState description={leadNotesMessages.noAssociates} /> }}
        columns={[
          {
            title: 'Name',
            dataIndex: 'name',
            render: (name: string, a) => <Link to={a.url}>{name || '—'}</Link>,
          },
          { title: 'Contact', dataIndex: 'contact', render: (c: string) => c || '—' },
        ]}
      />
    </QueryStates>
  );
}
