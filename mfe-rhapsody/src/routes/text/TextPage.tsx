import { useState } from 'react';
import { Button, Skeleton, Tabs } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { textMessages } from '@ensemble/contracts';
import {
  ConfirmModal,
  EmptyState,
  ErrorPanel,
  apiErrorMessage,
  navigateTo,
  NotFound,
  PageHeader,
  parseId,
  useEdition,
  useTabParam,
} from '@ensemble/shared-ui';
import { useOrganizationPhoneNumberQuery } from '../../api/textsApi';
import { TextTemplatesTab } from '../email/text-templates/TextTemplatesTab';
import { WriteTextTab } from './WriteTextTab';
import { preselectedContacts } from './write';

/** Spec 3 §2 Text, tab group 'text': ?tab=0 Write text, 1 Text Templates. */
const keys = ['0', '1'] as const;

const phoneSetupPath = (organizationId: number) => `/tempo/phone-number-setup/${organizationId}`;

/**
 * /rhapsody/text/:organizationId — write and send texts, and keep their templates. A contact's 'Send sms' names it
 * (`id`, `name`, `cell_phone`); a list's bulk action sends `ids`. Texts leave from the organization's number, so
 * without one the screen only leads to phone setup. Contacts are not part of the social edition, nor is text.
 */
export function TextPage() {
  const organizationId = parseId(useParams().organizationId);
  const edition = useEdition();
  if (organizationId == null || edition === 'social') return <NotFound />;
  return (
    <section aria-label="Text">
      <PageHeader title="Text" />
      <TextScreen organizationId={organizationId} />
    </section>
  );
}

function TextScreen({ organizationId }: { organizationId: number }) {
  const number = useOrganizationPhoneNumberQuery(organizationId);
  if (number.isLoading) {
    return (
      <div aria-busy="true" data-testid="text-loading">
        <Skeleton active />
      </div>
    );
  }
  if (number.isError || !number.data) {
    return (
      <ErrorPanel
        title="Unable to get the organization's phone number"
        description={apiErrorMessage(number.error)}
        onRetry={() => void number.refetch()}
      />
    );
  }
  const from = number.data.twilio_number;
  if (!from) return <NoPhoneNumber organizationId={organizationId} />;
  return <TextTabs organizationId={organizationId} from={from} />;
}

function TextTabs(props: { organizationId: number; from: string }) {
  const [params] = useSearchParams();
  const { active, select } = useTabParam(keys);
  return (
    <Tabs
      activeKey={active}
      onChange={select}
      items={[
        {
          key: '0',
          label: 'Write text',
          children: (
            <WriteTextTab
              organizationId={props.organizationId}
              from={props.from}
              preselected={preselectedContacts(params)}
            />
          ),
        },
        {
          key: '1',
          label: 'Text Templates',
          children: <TextTemplatesTab organizationId={props.organizationId} />,
        },
      ]}
    />
  );
}

/** Spec 3 §2 Text: the confirm that leads to phone setup; dismissed, the same way out stays on the page. */
function NoPhoneNumber({ organizationId }: { organizationId: number }) {
  const [open, setOpen] = useState(true);
  const goToSetup = () => navigateTo(phoneSetupPath(organizationId));
  return (
    <>
      <EmptyState
        description={textMessages.phoneSetupNotCompleted}
        action={
          <Button type="primary" onClick={goToSetup}>
            {textMessages.goToPhoneSetup}
          </Button>
        }
      />
      <ConfirmModal
        open={open}
        title={textMessages.phoneSetupNotCompleted}
        text="Texts are sent from your organization's own phone number. Choose one to start texting."
        confirmLabel={textMessages.goToPhoneSetup}
        onConfirm={goToSetup}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
