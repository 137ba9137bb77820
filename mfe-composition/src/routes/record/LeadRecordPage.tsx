import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Collapse, Flex, Spin } from 'antd';
import { leadRecordRoute, type FsmState } from '@ensemble/contracts';
import { apiErrorMessage, ErrorPanel, errorStatus, NotFound, parseId } from '@ensemble/shared-ui';
import { useLocateLeadQuery, useRecordLeadQuery } from '../../api/leadRecordApi';
import { RecordHeader } from './RecordHeader';
import { sectionsFor } from './sections';

/** The record page of one contact in one stage (spec 2 §2 Record pages); App routes all five stages here. */
export function LeadRecordPage({ stage }: { stage: FsmState }) {
  const params = useParams();
  const organizationId = parseId(params.organizationId);
  const id = parseId(params.id);
  const listId = stage === 'Opportunity' ? parseId(params.listId) : null;
  if (organizationId == null || id == null || (stage === 'Opportunity' && listId == null))
    return <NotFound />;
  // Keyed so that landing on another contact's (or the same contact's new) page starts afresh.
  return (
    <RecordBody
      key={`${stage}/${listId ?? ''}/${id}`}
      organizationId={organizationId}
      stage={stage}
      id={id}
      listId={listId}
    />
  );
}

function RecordBody(props: { organizationId: number; stage: FsmState; id: number; listId: number | null }) {
  const { organizationId, stage, id, listId } = props;
  const lead = useRecordLeadQuery({ organizationId, stage, id, listId });
  // After a transition the contact has left this stage: the refetch answers 404 while we wait to land on its new
  // page, so the page keeps showing what it had.
  const [leaving, setLeaving] = useState(false);
  const notFound = errorStatus(lead.error) === 404 && !leaving;
  const located = useLocateLeadQuery({ organizationId, id, except: stage }, { skip: !notFound });

  const shown = lead.data && (leaving || !lead.isError) ? lead.data : null;
  if (shown && shown.fsm_state !== stage && !leaving) {
    return <Navigate replace to={leadRecordRoute(organizationId, shown)} />;
  }
  if (notFound) {
    if (located.isFetching || located.isUninitialized) return <Loading />;
    if (located.data) return <Navigate replace to={leadRecordRoute(organizationId, located.data)} />;
    if (located.isError) {
      return (
        <ErrorPanel
          title="This contact could not be loaded"
          description={apiErrorMessage(located.error)}
          onRetry={() => void located.refetch()}
        />
      );
    }
    return <NotFound />;
  }
  if (lead.isError && !leaving) {
    return (
      <ErrorPanel
        title="This contact could not be loaded"
        description={apiErrorMessage(lead.error)}
        onRetry={() => void lead.refetch()}
      />
    );
  }
  if (!shown) return <Loading />;

  const sections = sectionsFor(stage);
  return (
    <div data-testid="lead-record">
      <RecordHeader organizationId={organizationId} lead={shown} onTransitionDone={() => setLeaving(true)} />
      <Collapse
        defaultActiveKey={sections.filter((s) => s.defaultOpen).map((s) => s.key)}
        items={sections.map(({ key, title, Component }) => ({
          key,
          label: title,
          children: <Component organizationId={organizationId} stage={stage} lead={shown} />,
        }))}
      />
    </div>
  );
}

function Loading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin size="large" aria-label="Loading contact" />
    </Flex>
  );
}
