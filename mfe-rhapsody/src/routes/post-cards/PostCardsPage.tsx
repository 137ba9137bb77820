import { useState } from 'react';
import { Tabs } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PostcardOrder } from '@ensemble/contracts';
import { NotFound, PageHeader, parseId, useEdition } from '@ensemble/shared-ui';
import { CreateOrderTab } from './CreateOrderTab';
import { ExistingOrdersTab } from './ExistingOrdersTab';

/** Spec 2 §2 'Post cards tabs', in the order of the spec: ?tab=0 is Create new, ?tab=1 Existing orders. */
const tabs = ['Create new', 'Existing orders'] as const;

/**
 * /rhapsody/post-cards/:organizationId?tab=0 — direct-mail post cards to groups of contacts. Contacts are not
 * part of the social edition, so neither are post cards.
 */
export function PostCardsPage() {
  const organizationId = parseId(useParams().organizationId);
  const edition = useEdition();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<PostcardOrder | null>(null);
  if (organizationId == null || edition === 'social') return <NotFound />;
  const tab = params.get('tab') === '1' ? '1' : '0';
  const showTab = (key: string) => setParams({ tab: key }, { replace: true });

  return (
    <section aria-label="Post cards">
      <PageHeader title="Post cards" />
      <Tabs
        activeKey={tab}
        onChange={showTab}
        items={[
          {
            key: '0',
            label: tabs[0],
            children: (
              <CreateOrderTab
                key={editing?.orderID ?? 'new'}
                organizationId={organizationId}
                editing={editing}
                onStopEditing={() => setEditing(null)}
                onPaid={() => setEditing(null)}
              />
            ),
          },
          {
            key: '1',
            label: tabs[1],
            children: (
              <ExistingOrdersTab
                organizationId={organizationId}
                onOpen={(order) => {
                  setEditing(order);
                  showTab('0');
                }}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
