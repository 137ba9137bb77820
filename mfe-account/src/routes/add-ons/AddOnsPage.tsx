import { Navigate, useSearchParams } from 'react-router-dom';
import { NotFound, PageHeader, parseId, useSession } from '@ensemble/shared-ui';
import { AddOnsPanel } from '../manage-organization/add-ons/AddOnsTab';

/** Spec 3: `/add-ons?id={organizationId}`, the add-on products and purchases as a page. */
export default function AddOnsPage() {
  const { access } = useSession();
  const [params] = useSearchParams();
  const id = parseId(params.get('id') ?? undefined);
  if (!access) return <Navigate to="/" replace />;
  if (id == null) return <NotFound />;
  return (
    <div style={{ maxWidth: 1200 }}>
      <PageHeader title="Add-ons" subtitle="Extend your plan's limits" />
      <AddOnsPanel organizationId={id} />
    </div>
  );
}
