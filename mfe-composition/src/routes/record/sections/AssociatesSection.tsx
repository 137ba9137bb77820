import { Link } from 'react-router-dom';
import { type Associate, leadNotesMessages } from '@ensemble/contracts';
import { useLeadAssociatesQuery } from '../../../api/leadNotesApi';
import { SectionTable } from './parts';
import type { RecordSectionProps } from './types';

/** "More people from this company" (spec 2 §7 Associates): name (to their record page) and contact. */
export function AssociatesSection({ lead }: RecordSectionProps) {
  const associates = useLeadAssociatesQuery(lead.id);
  return (
    <SectionTable<Associate>
      data-testid="lead-associates"
      query={associates}
      items="Associates"
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
