import { useParams, useSearchParams } from 'react-router-dom';
import { NotFound, parseId } from '@ensemble/shared-ui';
import { LeadStageList } from '../../leads/LeadStageList';

/** Spec 2 §2: prospects list (optional query phone). */
export function ProspectsPage() {
  const organizationId = parseId(useParams().organizationId);
  const [params] = useSearchParams();
  if (organizationId == null) return <NotFound />;
  return (
    <LeadStageList
      organizationId={organizationId}
      stage="Prospect"
      extraColumns={['status']}
      phone={params.get('phone')?.trim() || undefined}
      demote
      move
    />
  );
}
