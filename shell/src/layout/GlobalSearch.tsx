import { useState } from 'react';
import { AutoComplete, Flex, Input, Spin, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import {
  leadsExtraConstants,
  leadsExtraMessages,
  limits,
  type GlobalSearchResult,
} from '@ensemble/contracts';
import { navigateTo, useDebouncedValue, useSession } from '@ensemble/shared-ui';
import { useGlobalSearchQuery } from '../api/shellApi';

function ResultLabel({ result }: { result: GlobalSearchResult }) {
  const contact = result.email || result.cell_phone;
  return (
    <Flex justify="space-between" align="center" gap={8}>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {result.name}
        </Typography.Text>
        {contact ? (
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
            {contact}
          </Typography.Text>
        ) : null}
      </div>
      <Tag style={{ marginInlineEnd: 0 }}>{result.fsm_state}</Tag>
    </Flex>
  );
}

/**
 * Spec 1 §2 toolbar, spec 2 §9: contacts of every stage, from 3 characters, 300 ms after the last keystroke;
 * choosing one opens its record page (served by the composition remote).
 */
export function GlobalSearch() {
  const { organizationId } = useSession();
  const [value, setValue] = useState('');
  const typed = value.trim();
  const debounced = useDebouncedValue(typed, limits.searchDebounceMs);
  const enough = typed.length >= leadsExtraConstants.globalSearchMinChars;
  const skip =
    organizationId == null ||
    debounced.length < leadsExtraConstants.globalSearchMinChars ||
    debounced !== typed;
  const q = useGlobalSearchQuery({ organizationId: organizationId ?? 0, query: debounced }, { skip });
  // currentData belongs to this very query; data would show the previous prefix's contacts meanwhile.
  const loading = enough && (debounced !== typed || q.isFetching);
  const results = !loading && enough ? (q.currentData ?? []) : [];

  const notFound = !enough ? null : loading ? (
    <Flex justify="center" data-testid="global-search-loading" style={{ padding: 8 }}>
      <Spin size="small" />
    </Flex>
  ) : (
    <div data-testid="global-search-empty" style={{ padding: '4px 0' }}>
      {leadsExtraMessages.globalSearchNoResults}
    </div>
  );

  return (
    <AutoComplete<string>
      value={value}
      onChange={(v) => setValue(v ?? '')}
      onSelect={(route) => {
        setValue('');
        navigateTo(route);
      }}
      options={results.map((r) => ({ value: r.route, label: <ResultLabel result={r} /> }))}
      filterOption={false}
      notFoundContent={notFound}
      defaultActiveFirstOption
      disabled={organizationId == null}
      popupMatchSelectWidth
      style={{ width: '100%', maxWidth: 360 }}
    >
      <Input
        data-testid="global-search"
        aria-label="Search"
        placeholder="Search"
        allowClear
        prefix={<SearchOutlined />}
      />
    </AutoComplete>
  );
}
