import { useMemo, useRef, useState } from 'react';
import { Select, Tag } from 'antd';
import { leadsConstants, postcardBuckets } from '@ensemble/contracts';
import { useDebouncedValue } from '@ensemble/shared-ui';
import { useAudienceListsQuery, useAudienceTagsQuery } from '../../api/audienceApi';
import {
  addReceiver,
  bucketLabels,
  isBucketDisabled,
  parseReceiverKey,
  type Receiver,
  receiverKey,
  removeReceiver,
} from './receivers';

interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The names of lists and tags, for chosen receivers whose option is not in the current search. */
function useReceiverNames(organizationId: number, search: string) {
  const lists = useAudienceListsQuery(organizationId);
  const tags = useAudienceTagsQuery({ organizationId, search });
  const known = useRef(new Map<string, string>());
  for (const l of lists.data ?? []) known.current.set(`list:${l.id}`, l.title);
  for (const t of tags.data?.results ?? []) known.current.set(`group:${t.id}`, t.name);
  const nameOf = (r: Receiver): string =>
    r.type === 'bucket'
      ? bucketLabels[r.id]
      : (known.current.get(receiverKey(r)) ?? `${r.type === 'list' ? 'List' : 'Tag'} #${r.id}`);
  return { lists, tags, nameOf };
}

/**
 * The post card receivers: contact buckets, opportunity lists and tags in one multiple choice, under the
 * rules of spec 2 §4 (see receivers.ts). Tags are searched on the server (750 ms after typing stops).
 */
export function ReceiversSelect(props: {
  organizationId: number;
  id: string;
  value: Receiver[];
  onChange: (value: Receiver[]) => void;
  /** An existing order's receivers are fixed: shown, not changed. */
  fixed?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, leadsConstants.tagSearchDebounceMs).trim();
  const { lists, tags, nameOf } = useReceiverNames(props.organizationId, search);

  const options = useMemo(() => {
    const groups: { label: string; title: string; options: Option[] }[] = [
      {
        label: 'Contacts',
        title: 'Contacts',
        options: postcardBuckets.map((b) => ({
          value: `bucket:${b}`,
          label: bucketLabels[b],
          disabled: isBucketDisabled(props.value, b),
        })),
      },
      {
        label: 'Opportunity lists',
        title: 'Opportunity lists',
        options: (lists.data ?? []).map((l) => ({ value: `list:${l.id}`, label: l.title })),
      },
      {
        label: 'Tags',
        title: 'Tags',
        options: (tags.data?.results ?? []).map((t) => ({ value: `group:${t.id}`, label: t.name })),
      },
    ];
    return groups.filter((g) => g.options.length > 0);
  }, [lists.data, tags.data, props.value]);

  if (props.fixed) {
    return (
      <div id={props.id} data-testid="postcard-receivers-fixed">
        {props.value.map((r) => (
          <Tag key={receiverKey(r)}>{nameOf(r)}</Tag>
        ))}
      </div>
    );
  }

  return (
    <Select<string[]>
      id={props.id}
      mode="multiple"
      style={{ width: '100%' }}
      placeholder="Choose contacts, opportunity lists or tags"
      value={props.value.map(receiverKey)}
      options={options}
      loading={lists.isFetching || tags.isFetching}
      showSearch={{
        onSearch: setTyped,
        searchValue: typed,
        // Buckets and lists are filtered here; tags come filtered from the server.
        filterOption: (input, option) =>
          !option?.value ||
          String(option.value).startsWith('group:') ||
          String(option.label ?? '')
            .toLowerCase()
            .includes(input.trim().toLowerCase()),
      }}
      labelRender={({ value }) => {
        const r = parseReceiverKey(String(value));
        return r ? nameOf(r) : String(value);
      }}
      onSelect={(key) => {
        const r = parseReceiverKey(key);
        if (r) props.onChange(addReceiver(props.value, r));
        setTyped('');
      }}
      onDeselect={(key) => {
        const r = parseReceiverKey(key);
        if (r) props.onChange(removeReceiver(props.value, r));
      }}
      onClear={() => props.onChange([])}
      allowClear
      notFoundContent="No contacts, lists or tags match"
    />
  );
}
