import { useParams } from 'react-router-dom';
import { NotFound, parseId } from '@ensemble/shared-ui';
import { LeadStageList } from '../../leads/LeadStageList';

/** Spec 2 §2: other contacts list. */
export function OthersPage() {
  const organizationId = parseId(useParams().organizationId);
  if (organizationId == null) return <NotFound />;
  return <LeadStageList organizationId={organizationId} stage="Other" />;
}
