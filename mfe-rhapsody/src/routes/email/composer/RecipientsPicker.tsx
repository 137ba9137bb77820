import { useRef, useState } from 'react';
import { Checkbox, Form, Select } from 'antd';
import { limits, leadsConstants, type LeadSearchResult, type Stage, stages } from '@ensemble/contracts';
import { useDebouncedValue } from '@ensemble/shared-ui';
import { useAudienceListsQuery, useAudienceTagsQuery } from '../../../api/audienceApi';
import { useRecipientSearchQuery } from '../../../api/emailSendingApi';
import type { EmailRecipients } from '../../../api/emailSendingApi';

export const stageLabels: Record<Stage, string> = {
  opportunity: 'Opportunity',
  prospect: 'Prospect',
  client: 'Client',
  former_client: 'Former client',
  other: 'Other',
};

/** A picked contact, kept with what the preview fills the variables from. */
export type PickedContact = Pick<
  LeadSearchResult,
  'id' | 'first_name' | 'last_name' | 'email' | 'cell_phone'
>;

export const contactName = (c: PickedContact) =>
  [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email || `Contact #${c.id}`;

/** What a contact is reached at: its email for an email, its cell phone for a text. */
export type ContactAddress = 'email' | 'cell_phone';

const contactLabel = (c: PickedContact, address: ContactAddress) => {
  const name = [c.first_name, c.last_name].filter(Boolean).join(' ');
  const at = c[address];
  return name && at ? `${name} <${at}>` : name || at || `Contact #${c.id}`;
};

/**
 * Who the email (or the text) goes to (spec 3 §3 email-sending payload, which send-texts takes too): contacts
 * found by search (50 a page), whole stages, an opportunity list and tags.
 */
export function RecipientsPicker(props: {
  organizationId: number;
  value: EmailRecipients;
  onChange: (value: EmailRecipients) => void;
  contacts: PickedContact[];
  onContactsChange: (contacts: PickedContact[]) => void;
  error?: string;
  /** What a contact is shown with beside its name: its email (the default) or, for a text, its cell phone. */
  address?: ContactAddress;
}) {
  const address = props.address ?? 'email';
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, limits.searchDebounceMs).trim();
  const search = useRecipientSearchQuery(
    { organizationId: props.organizationId, query },
    { skip: query === '' },
  );
  const lists = useAudienceListsQuery(props.organizationId);
  const [tagTyped, setTagTyped] = useState('');
  const tagSearch = useDebouncedValue(tagTyped, leadsConstants.tagSearchDebounceMs).trim();
  const tags = useAudienceTagsQuery({ organizationId: props.organizationId, search: tagSearch });
  const tagNames = useRef(new Map<number, string>());
  for (const t of tags.data?.results ?? []) tagNames.current.set(t.id, t.name);

  const set = (patch: Partial<EmailRecipients>) => props.onChange({ ...props.value, ...patch });
  const found = search.data?.results ?? [];
  const picked = new Set(props.value.recipient_id);
  const contactOptions = [
    ...props.contacts.map((c) => ({ value: c.id, label: contactLabel(c, address) })),
    ...found.filter((c) => !picked.has(c.id)).map((c) => ({ value: c.id, label: contactLabel(c, address) })),
  ];

  return (
    <>
      <Form.Item
        label="Contacts"
        htmlFor="email-recipients-contacts"
        validateStatus={props.error ? 'error' : undefined}
        help={props.error}
      >
        <Select<number[]>
          id="email-recipients-contacts"
          mode="multiple"
          placeholder="Search contacts by name, email or phone"
          value={props.value.recipient_id}
          options={contactOptions}
          loading={search.isFetching}
          showSearch={{ onSearch: setTyped, searchValue: typed, filterOption: false }}
          notFoundContent={query ? 'No contacts match' : 'Type to search contacts'}
          onChange={(ids) => {
            const byId = new Map<number, PickedContact>([
              ...props.contacts.map((c) => [c.id, c] as const),
              ...found.map((c) => [c.id, c] as const),
            ]);
            props.onContactsChange(ids.map((id) => byId.get(id)).filter((c): c is PickedContact => !!c));
            set({ recipient_id: ids });
            setTyped('');
          }}
        />
      </Form.Item>
      <Form.Item label="Stages">
        <Checkbox.Group<string>
          aria-label="Stages"
          value={props.value.lead_type}
          onChange={(v) => set({ lead_type: v })}
          options={stages.map((s) => ({ value: s, label: stageLabels[s] }))}
        />
      </Form.Item>
      <Form.Item label="Opportunity list" htmlFor="email-recipients-list">
        <Select<number | null>
          id="email-recipients-list"
          allowClear
          placeholder="Choose an opportunity list"
          value={props.value.lead_list_id}
          loading={lists.isFetching}
          options={(lists.data ?? []).map((l) => ({ value: l.id, label: l.title }))}
          onChange={(v) => set({ lead_list_id: v ?? null })}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label="Tags" htmlFor="email-recipients-tags">
        <Select<number[]>
          id="email-recipients-tags"
          mode="multiple"
          placeholder="Choose tags"
          value={props.value.group_id}
          loading={tags.isFetching}
          options={(tags.data?.results ?? []).map((t) => ({ value: t.id, label: t.name }))}
          labelRender={({ value }) => tagNames.current.get(Number(value)) ?? `Tag #${String(value)}`}
          showSearch={{ onSearch: setTagTyped, searchValue: tagTyped, filterOption: false }}
          onChange={(v) => {
            set({ group_id: v });
            setTagTyped('');
          }}
        />
      </Form.Item>
    </>
  );
}
