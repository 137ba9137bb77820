import { useState } from 'react';
import { Select } from 'antd';
import { limits } from '@ensemble/contracts';
import { useDebouncedValue } from '@ensemble/shared-ui';
import { useRecipientSearchQuery } from '../../api/emailSendingApi';
import { contactName, type PickedContact } from './composer/RecipientsPicker';

/**
 * A contact to preview an email or a text template as (issue 17: variables shown filled from a chosen contact),
 * found by the lead search call; cleared, the preview shows a contact without values.
 */
export function PreviewContactSelect(props: {
  organizationId: number;
  value: PickedContact | null;
  onChange: (contact: PickedContact | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, limits.searchDebounceMs).trim();
  const search = useRecipientSearchQuery(
    { organizationId: props.organizationId, query },
    { skip: query === '' },
  );
  const results = search.data?.results ?? [];
  return (
    <Select<number>
      aria-label="Preview as contact"
      placeholder="Search a contact to preview as"
      style={{ minWidth: 280 }}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      loading={search.isFetching}
      value={props.value?.id}
      onChange={(id) => props.onChange(results.find((c) => c.id === id) ?? null)}
      onClear={() => props.onChange(null)}
      notFoundContent={query ? 'No contact found' : 'Type a name or an email'}
      options={results.map((c) => ({ value: c.id, label: contactName(c) }))}
    />
  );
}
