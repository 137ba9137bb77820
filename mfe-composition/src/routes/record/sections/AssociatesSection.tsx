import { Link } from 'react-router-dom';
import { type Associate, leadNotesMessages } from '@ensemble/contracts';
import { PagedTable } from '@ensemble/shared-ui';
import { useLeadAssociatesQuery } from '../../../api/leadNotesApi';
import type { RecordSectionProps } from './types';

/** "More people from this company" (spec 2 §7 Associates): name (to their record page) and contact. */
export function AssociatesSection({ lead }: RecordSectionProps) {
  const associates = useLeadAssociatesQuery(lead.id);
  return (
    <PagedTable<Associate>
      data-testid="lead-associates"
      size="small"
      rowKey="id"
      rows={associates.data}
      query={associates}
      errorTitle="Associates could not be loaded"
      emptyText={leadNotesMessages.noAssociates}
      mobileScrollX={480}
      columns={[
        {
          title: 'Name',
          dataIndex: 'name',
          render: (name: string, a) => <Link to={a.url}>{name || '—'}</Link>,
        },
        { title: 'Contact', dataIndex: 'contact', render: (c: string) => c || '—' },
      ]}
    />
  );
}
