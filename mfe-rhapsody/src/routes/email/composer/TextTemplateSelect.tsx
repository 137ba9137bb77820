import { useState } from 'react';
import { Select } from 'antd';
import { emailConstants, type TextTemplate } from '@ensemble/contracts';
import { useDebouncedValue } from '@ensemble/shared-ui';
import { useTextTemplatesQuery } from '../../../api/textTemplatesApi';

/**
 * A text template to start from (the email's text, a text message): searched, and handed over when picked so its
 * words are copied in, to be changed before sending.
 */
export function TextTemplateSelect(props: {
  organizationId: number;
  id: string;
  onPick: (template: TextTemplate) => void;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, emailConstants.templateSelectDebounceMs).trim();
  const list = useTextTemplatesQuery({ organizationId: props.organizationId, page: 1, search });
  const found = list.data?.results ?? [];
  return (
    <Select<number>
      id={props.id}
      placeholder="Start from a text template"
      value={null}
      loading={list.isFetching}
      options={found.map((t) => ({ value: t.id, label: t.title }))}
      showSearch={{ onSearch: setTyped, searchValue: typed, filterOption: false }}
      notFoundContent="No text templates match"
      onChange={(id) => {
        const t = found.find((x) => x.id === id);
        if (t) props.onPick(t);
        setTyped('');
      }}
    />
  );
}
