import { Tabs } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { NotFound, PageHeader, parseId, useEdition, useTabParam } from '@ensemble/shared-ui';
import { ComposerTab } from './composer/ComposerTab';
import type { Preselected } from './composer/NewEmailPanel';
import { HtmlTemplatesTab } from './html-templates/HtmlTemplatesTab';
import { TextTemplatesTab } from './text-templates/TextTemplatesTab';

/**
 * What another page sent here: one contact (a record's email and recipient_id), several (a list's `ids`), and a
 * client's invoice to send (`invoice_id`, from the record's Invoices section).
 */
function preselectedFrom(params: URLSearchParams): Preselected | null {
  const recipientId = parseId(params.get('recipient_id') ?? undefined);
  const contacts =
    recipientId != null
      ? [{ id: recipientId, email: params.get('email') }]
      : (params.get('ids') ?? '')
          .split(',')
          .map((v) => parseId(v.trim()))
          .filter((id): id is number => id != null)
          .map((id) => ({ id, email: null }));
  const invoiceId = parseId(params.get('invoice_id') ?? undefined);
  return contacts.length > 0 ? { contacts, invoiceId } : null;
}

/** Spec 3 §2 'Emailing tabs', in the spec's order: ?tab=0 Email Composer, 1 HTML Templates, 2 Text Templates. */
const tabs = ['Email Composer', 'HTML Templates', 'Text Templates'] as const;
const keys = ['0', '1', '2'] as const;

/**
 * /rhapsody/email/templates/:organizationId — compose and send emails, and keep their templates. From a
 * contact's record the query email and recipient_id preselect that contact (with invoice_id, that client's invoice
 * goes with the email); from a list of contacts, `ids` preselects them. Contacts are not part of the
 * social edition, so neither is email. A visited tab stays mounted, so a draft survives a look at the templates.
 */
export function EmailingPage() {
  const organizationId = parseId(useParams().organizationId);
  const edition = useEdition();
  const [params] = useSearchParams();
  const { active, select } = useTabParam(keys);
  if (organizationId == null || edition === 'social') return <NotFound />;

  const preselected = preselectedFrom(params);

  return (
    <section aria-label="Emailing">
      <PageHeader title="Emailing" />
      <Tabs
        activeKey={active}
        onChange={select}
        items={[
          {
            key: '0',
            label: tabs[0],
            children: <ComposerTab organizationId={organizationId} preselected={preselected} />,
          },
          { key: '1', label: tabs[1], children: <HtmlTemplatesTab organizationId={organizationId} /> },
          { key: '2', label: tabs[2], children: <TextTemplatesTab organizationId={organizationId} /> },
        ]}
      />
    </section>
  );
}
