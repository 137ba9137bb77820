import { useRef, useState } from 'react';
import { Select } from 'antd';
import { emailConstants } from '@ensemble/contracts';
import { useDebouncedValue } from '@ensemble/shared-ui';
import {
  useAutomationEmailTemplateQuery,
  useAutomationEmailTemplatesQuery,
  useAutomationLibraryTemplatesQuery,
  useAutomationTextTemplateQuery,
  useAutomationTextTemplatesQuery,
} from '../../../api/automationsApi';

/** Which templates: the HTML email templates, or the text templates (texts and the email's text part). */
export type TemplateKind = 'email' | 'text';

const words: Record<TemplateKind, { placeholder: string; none: string }> = {
  email: {
    placeholder: 'Choose an email template (type to search every folder)',
    none: 'No email templates found: create one under Email templates',
  },
  text: {
    placeholder: 'Choose a text template',
    none: 'No text templates found: create one under Text templates',
  },
};

export interface TemplateSelectProps {
  organizationId: number;
  kind: TemplateKind;
  /** The picked template's id, or null. */
  value: number | null;
  /** null when cleared (with `allowClear`). */
  onChange: (id: number | null) => void;
  id?: string;
  /** The accessible name when no form label points at the control (a table cell). */
  'aria-label'?: string;
  allowClear?: boolean;
  disabled?: boolean;
  loading?: boolean;
  status?: 'error';
  style?: React.CSSProperties;
}

/**
 * One of the organization's templates, searched (spec 3 §9: 400 ms) by title. The list shows the first page (those
 * in no folder, for email templates), a search looks through every folder; a picked template another page holds
 * keeps its title, read once by id.
 */
export function TemplateSelect(props: TemplateSelectProps) {
  const { organizationId, kind, value } = props;
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, emailConstants.templateSelectDebounceMs).trim();
  const emails = useAutomationEmailTemplatesQuery({ organizationId, search }, { skip: kind !== 'email' });
  const texts = useAutomationTextTemplatesQuery({ organizationId, search }, { skip: kind !== 'text' });
  const library = useAutomationLibraryTemplatesQuery(undefined, { skip: kind !== 'email' });
  const list = kind === 'email' ? emails : texts;
  const found = list.data?.results ?? [];
  const needle = search.toLowerCase();
  const shared = (library.data ?? []).filter((t) => !needle || t.title.toLowerCase().includes(needle));
  // Titles seen on any page or search, so a picked template keeps its name while a search no longer lists it.
  const titles = useRef(new Map<number, string>());
  for (const t of [...found, ...shared]) titles.current.set(t.id, t.title);
  // Read by id only a template no page has shown (an email template in a folder): usually none is.
  const settled = !!list.data && !list.isFetching && (kind !== 'email' || !library.isFetching);
  const unknown = value == null || !settled || titles.current.has(value) ? null : value;
  const one = { organizationId, id: unknown ?? 0 };
  const email = useAutomationEmailTemplateQuery(one, { skip: unknown == null || kind !== 'email' });
  const text = useAutomationTextTemplateQuery(one, { skip: unknown == null || kind !== 'text' });
  const picked = kind === 'email' ? email.data : text.data;
  if (picked) titles.current.set(picked.id, picked.title);

  const listed = [...found, ...shared].some((t) => t.id === value);
  const mine = [
    ...(value != null && !listed && titles.current.has(value)
      ? [{ value, label: titles.current.get(value) as string }]
      : []),
    ...found.map((t) => ({ value: t.id, label: t.title })),
  ];
  // Email templates come from the organization's own and the shared library (the API takes both).
  const options =
    kind === 'email'
      ? [
          { label: 'My templates', title: 'My templates', options: mine },
          {
            label: 'Library',
            title: 'Library',
            options: shared.map((t) => ({ value: t.id, label: t.title })),
          },
        ].filter((g) => g.options.length > 0)
      : mine;

  return (
    <Select<number | null>
      id={props.id}
      aria-label={props['aria-label']}
      placeholder={words[kind].placeholder}
      value={value}
      options={options}
      allowClear={props.allowClear}
      disabled={props.disabled}
      status={props.status}
      loading={props.loading || list.isFetching || library.isFetching}
      style={{ width: '100%', minWidth: 180, ...props.style }}
      popupMatchSelectWidth={false}
      showSearch={{ onSearch: setTyped, searchValue: typed, filterOption: false }}
      notFoundContent={list.isFetching ? 'Searching…' : words[kind].none}
      onChange={(id) => {
        setTyped('');
        props.onChange(id ?? null);
      }}
    />
  );
}
