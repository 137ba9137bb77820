import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  type EmailAttachment,
  emailConstants,
  emailMessages,
  emailSetupMessages,
  type EmailTemplateSummary,
  fillVariables,
  leadInvoicesMessages,
} from '@ensemble/contracts';
import { apiErrorMessage, ConfirmModal, navigateTo, useDebouncedValue, useNotify } from '@ensemble/shared-ui';
import {
  type EmailRecipients,
  type SendEmailBody,
  useEmailRecipientsCountQuery,
  useLazyEmailRecipientsCountQuery,
  useSendEmailMutation,
  useSendingDomainQuery,
} from '../../../api/emailSendingApi';
import { useEmailTemplatesQuery, useLibraryTemplatesQuery } from '../../../api/emailTemplatesApi';
import { useOrganizationQuery } from '../../../api/organizationApi';
import { newEmail } from '../builderLinks';
import { VariableTextArea } from '../VariableTextArea';
import { Attachments } from './Attachments';
import { composeErrors, isUnknownVariableError, variableValues } from './compose';
import { contactName, type PickedContact, RecipientsPicker } from './RecipientsPicker';
import { TextTemplateSelect } from './TextTemplateSelect';

type ApiError = Parameters<typeof apiErrorMessage>[0];
type BodyMode = 'text' | 'html';

const noRecipients: EmailRecipients = { recipient_id: [], lead_type: [], lead_list_id: null, group_id: [] };
const hasRecipients = (r: EmailRecipients) =>
  r.recipient_id.length > 0 || r.lead_type.length > 0 || r.lead_list_id != null || r.group_id.length > 0;

/** What another page sent here (EmailingPage): contacts to preselect, and a client's invoice to send. */
export interface Preselected {
  contacts: { id: number; email: string | null }[];
  invoiceId: number | null;
}

/** 'make new email' (spec 3 §2 Email, §4 Email sending): recipients, subject, body, attachments, Send. */
export function NewEmailPanel(props: { organizationId: number; preselected: Preselected | null }) {
  const { organizationId, preselected } = props;
  const notify = useNotify();
  const navigate = useNavigate();
  const organization = useOrganizationQuery(organizationId);

  const [recipients, setRecipients] = useState<EmailRecipients>(() =>
    preselected ? { ...noRecipients, recipient_id: preselected.contacts.map((c) => c.id) } : noRecipients,
  );
  const [contacts, setContacts] = useState<PickedContact[]>(() =>
    (preselected?.contacts ?? []).map((c) => ({
      id: c.id,
      email: c.email,
      first_name: null,
      last_name: null,
      cell_phone: null,
    })),
  );
  const [invoiceId, setInvoiceId] = useState<number | null>(preselected?.invoiceId ?? null);
  const [subject, setSubject] = useState('');
  // An invoice's email starts with the subject the invoice's own email has (once the organization's name is known).
  const organizationName = organization.data?.name;
  useEffect(() => {
    if (invoiceId != null && organizationName) {
      setSubject((s) => s || leadInvoicesMessages.emailSubject(organizationName));
    }
  }, [invoiceId, organizationName]);
  const [mode, setMode] = useState<BodyMode>('text');
  const [text, setText] = useState('');
  const [template, setTemplate] = useState<EmailTemplateSummary | null>(null);
  const [attachments, setAttachments] = useState<EmailAttachment[]>([]);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);

  // The count follows the choice once it settles (search debounce), not on every click.
  const settled = useDebouncedValue(recipients, 500);
  const count = useEmailRecipientsCountQuery(
    { organizationId, recipients: settled },
    { skip: !hasRecipients(settled) },
  );
  // Contacts another page sent by id arrive without names: the count names the picked ones.
  const named = count.data?.contacts;
  useEffect(() => {
    if (!named?.length) return;
    const byId = new Map(named.map((c) => [c.id, c] as const));
    setContacts((current) =>
      current.some((c) => byId.has(c.id)) ? current.map((c) => byId.get(c.id) ?? c) : current,
    );
  }, [named]);
  const [countNow] = useLazyEmailRecipientsCountQuery();
  const [sendEmail, sending] = useSendEmailMutation();

  const body: SendEmailBody = {
    ...recipients,
    subject,
    content: mode === 'text' ? text : '',
    html: '',
    template_id: mode === 'html' ? (template?.id ?? null) : null,
    attachment: attachments.map((a) => a.id),
    invoice_id: invoiceId,
    count: count.data?.count ?? 0,
  };
  const errors = composeErrors(body);
  const shown = (message: string | undefined) =>
    submitted || isUnknownVariableError(message) ? message : undefined;

  const previewContact =
    contacts.find((c) => c.id === previewId) ?? contacts.find((c) => c.email) ?? contacts[0] ?? null;
  const values = variableValues(previewContact, organization.data);

  const reset = () => {
    setRecipients(noRecipients);
    setContacts([]);
    setSubject('');
    setText('');
    setTemplate(null);
    setAttachments([]);
    setInvoiceId(null);
    setSubmitted(false);
  };

  const doSend = async (n: number) => {
    try {
      const result = await sendEmail({ organizationId, body: { ...body, count: n } }).unwrap();
      setConfirming(null);
      if (result.total === 0) {
        notify.info(emailMessages.noEmailsSent);
        return;
      }
      notify.success(emailMessages.emailSent);
      reset();
    } catch (error) {
      notify.error(apiErrorMessage(error as ApiError, emailMessages.errorSendingEmail));
      throw error;
    }
  };

  const send = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    let n: number;
    try {
      // Counted again now: the count shown may be a moment old.
      n = (await countNow({ organizationId, recipients }).unwrap()).count;
    } catch (error) {
      notify.error(apiErrorMessage(error as ApiError, emailMessages.errorSendingEmail));
      return;
    }
    if (n === 0) notify.info(emailMessages.noEmailsSent);
    else if (n === 1) await doSend(1).catch(() => undefined);
    else setConfirming(n);
  };

  return (
    <Form layout="vertical" component="div">
      {invoiceId != null ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={emailMessages.invoiceAdded}
          action={
            <Button size="small" onClick={() => setInvoiceId(null)}>
              Remove
            </Button>
          }
        />
      ) : null}
      <SenderLine organizationId={organizationId} />
      <RecipientsPicker
        organizationId={organizationId}
        value={recipients}
        onChange={setRecipients}
        contacts={contacts}
        onContactsChange={setContacts}
        error={shown(errors.recipients)}
      />
      <RecipientsCount
        loading={count.isFetching}
        data={hasRecipients(settled) ? count.data : undefined}
        none={!hasRecipients(recipients)}
      />

      <Form.Item
        label="Subject"
        htmlFor="email-subject"
        required
        validateStatus={shown(errors.subject) ? 'error' : undefined}
        help={shown(errors.subject)}
      >
        <Input
          id="email-subject"
          value={subject}
          maxLength={emailConstants.subjectMax}
          onChange={(e) => setSubject(e.target.value)}
        />
      </Form.Item>

      <Form.Item label="Body">
        <Radio.Group
          aria-label="Body"
          value={mode}
          onChange={(e) => setMode(e.target.value as BodyMode)}
          options={[
            { value: 'text', label: 'Write text' },
            { value: 'html', label: 'HTML template' },
          ]}
        />
      </Form.Item>
      {mode === 'text' ? (
        <Form.Item label="Text template" htmlFor="email-text-template">
          <TextTemplateSelect
            organizationId={organizationId}
            id="email-text-template"
            onPick={(t) => setText(t.template)}
          />
        </Form.Item>
      ) : null}
      {mode === 'text' ? (
        <Form.Item
          label="Text"
          htmlFor="email-text"
          validateStatus={shown(errors.content) ? 'error' : undefined}
          help={shown(errors.content)}
        >
          <VariableTextArea id="email-text" value={text} onChange={setText} rows={8} />
        </Form.Item>
      ) : (
        <Form.Item
          label="Template"
          htmlFor="email-template"
          validateStatus={shown(errors.content) ? 'error' : undefined}
          help={shown(errors.content)}
        >
          <TemplateSelect organizationId={organizationId} value={template} onChange={setTemplate} />
        </Form.Item>
      )}

      <Form.Item label="Attachments">
        <Attachments organizationId={organizationId} value={attachments} onChange={setAttachments} />
      </Form.Item>

      <Preview
        subject={fillVariables(subject, values, 'text')}
        html={mode === 'html' && template ? fillVariables(template.html, values, 'html') : null}
        text={mode === 'text' ? fillVariables(text, values, 'text') : ''}
        contacts={contacts}
        previewId={previewContact?.id ?? null}
        onPreviewChange={setPreviewId}
      />

      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <Button type="primary" loading={sending.isLoading} onClick={() => void send()}>
          Send
        </Button>
        <Button
          onClick={() =>
            void navigate(
              newEmail(organizationId, {
                email: preselected?.contacts[0]?.email,
                recipientId: preselected?.contacts[0]?.id ?? null,
              }),
            )
          }
        >
          Design in the builder
        </Button>
      </Flex>

      <ConfirmModal
        open={confirming !== null}
        title="Send email"
        text={emailMessages.confirmSend(confirming ?? 0)}
        confirmLabel={emailMessages.sendAnyway}
        onConfirm={() => doSend(confirming ?? 0)}
        onCancel={() => setConfirming(null)}
      />
    </Form>
  );
}

/**
 * Who the email is from: the organization's sender identity (email setup), with a warning while its domain is not
 * verified (the send would be refused). Nothing without an identity: the suite's address sends, under the
 * sender's name.
 */
function SenderLine({ organizationId }: { organizationId: number }) {
  const domain = useSendingDomainQuery(organizationId);
  const d = domain.data;
  if (!d?.domain || !d.sender_email) return null;
  const from = d.sender_name ? `${d.sender_name} <${d.sender_email}>` : d.sender_email;
  return d.valid ? (
    <Typography.Paragraph type="secondary" data-testid="email-from">
      From: {from}
    </Typography.Paragraph>
  ) : (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="email-from"
      title={emailSetupMessages.domainNotVerified(d.domain)}
      action={
        <Button size="small" onClick={() => navigateTo('/tempo/emailing-setup')}>
          Email setup
        </Button>
      }
    />
  );
}

function RecipientsCount(props: {
  loading: boolean;
  none: boolean;
  data: { count: number; suppressed: number; without_email: number } | undefined;
}) {
  if (props.none) return null;
  if (!props.data) {
    return (
      <Typography.Paragraph type="secondary">
        {props.loading ? 'Counting recipients…' : null}
      </Typography.Paragraph>
    );
  }
  const { count, suppressed, without_email } = props.data;
  return (
    <Typography.Paragraph data-testid="email-recipients-count">
      <Typography.Text strong>
        {count} {count === 1 ? 'address' : 'addresses'}
      </Typography.Text>
      {suppressed > 0 ? ` · ${suppressed} unsubscribed or bounced left out` : ''}
      {without_email > 0 ? ` · ${without_email} without an email` : ''}
    </Typography.Paragraph>
  );
}

/** The organization's templates (searched, 400 ms) and the library's, in one choice. */
function TemplateSelect(props: {
  organizationId: number;
  value: EmailTemplateSummary | null;
  onChange: (t: EmailTemplateSummary | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, emailConstants.templateSelectDebounceMs).trim();
  const mine = useEmailTemplatesQuery({ organizationId: props.organizationId, folder: null, search });
  const library = useLibraryTemplatesQuery({ folder: null });
  const needle = search.toLowerCase();
  const libraryList = (library.data ?? []).filter((t) => !needle || t.title.toLowerCase().includes(needle));
  const mineList = mine.data?.results ?? [];
  const byId = new Map(
    [...mineList, ...libraryList, ...(props.value ? [props.value] : [])].map((t) => [t.id, t]),
  );
  const options = [
    {
      label: 'My templates',
      title: 'My templates',
      options: mineList.map((t) => ({ value: t.id, label: t.title })),
    },
    {
      label: 'Library',
      title: 'Library',
      options: libraryList.map((t) => ({ value: t.id, label: t.title })),
    },
  ].filter((g) => g.options.length > 0);
  return (
    <Select<number | null>
      id="email-template"
      allowClear
      placeholder="Choose a template (type to search every folder)"
      value={props.value?.id ?? null}
      loading={mine.isFetching || library.isFetching}
      options={options}
      labelRender={() => props.value?.title}
      showSearch={{ onSearch: setTyped, searchValue: typed, filterOption: false }}
      notFoundContent="No templates match"
      onChange={(id) => {
        props.onChange(id == null ? null : (byId.get(id) ?? null));
        setTyped('');
      }}
    />
  );
}

function Preview(props: {
  subject: string;
  html: string | null;
  text: string;
  contacts: PickedContact[];
  previewId: number | null;
  onPreviewChange: (id: number) => void;
}) {
  return (
    <section aria-label="Preview" style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Preview
        </Typography.Title>
        {props.contacts.length > 1 ? (
          <Select<number>
            aria-label="Preview as"
            size="small"
            style={{ minWidth: 200 }}
            value={props.previewId ?? undefined}
            onChange={props.onPreviewChange}
            options={props.contacts.map((c) => ({ value: c.id, label: contactName(c) }))}
          />
        ) : null}
      </Flex>
      {props.contacts.length === 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ margin: '8px 0' }}
          title="Pick a contact to see their values filled in."
        />
      ) : null}
      <Typography.Paragraph data-testid="email-preview-subject" strong style={{ marginTop: 8 }}>
        {props.subject}
      </Typography.Paragraph>
      {props.html !== null ? (
        <iframe
          title="Email preview"
          srcDoc={props.html}
          sandbox=""
          style={{ width: '100%', height: 420, border: '1px solid #f0f0f0' }}
        />
      ) : (
        <Typography.Paragraph data-testid="email-preview-text" style={{ whiteSpace: 'pre-wrap' }}>
          {props.text}
        </Typography.Paragraph>
      )}
    </section>
  );
}
