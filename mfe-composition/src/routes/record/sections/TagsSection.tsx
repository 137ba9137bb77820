import { useState } from 'react';
import { Button, Flex, Select, Tag as AntTag, Typography } from 'antd';
import { leadsConstants, leadsExtraMessages, type AddGroupsToLeadsInput } from '@ensemble/contracts';
import { apiErrorMessage, useDebouncedValue, useNotify } from '@ensemble/shared-ui';
import { useRemoveLeadTagMutation } from '../../../api/leadRecordApi';
import { useSearchTagsQuery, useSetLeadTagsMutation } from '../../../api/leadsApi';
import type { RecordSectionProps } from './types';

/** The contact's tags: remove one, or pick organization tags to add (spec 2 §5, §7 Tags). */
export function TagsSection({ organizationId, stage, lead }: RecordSectionProps) {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  // Spec 2 §9: the tag search waits longer than the lists' 300 ms; 2+ characters search, fewer show the first few.
  const debounced = useDebouncedValue(search, leadsConstants.tagSearchDebounceMs);
  const typed = debounced.trim();
  const options = useSearchTagsQuery(
    typed.length >= leadsConstants.searchMinChars
      ? { organizationId, search: typed, pageSize: leadsConstants.tagPickListSearch }
      : { organizationId, search: '', pageSize: leadsConstants.tagPickListInitial },
  );
  const [addTags, adding] = useSetLeadTagsMutation();
  const [removeTag, removing] = useRemoveLeadTagMutation();

  const owned = new Set(lead.groups.map((g) => g.id));
  const choices = (options.data?.results ?? [])
    .filter((t) => !owned.has(t.id))
    .map((t) => ({ value: t.id, label: t.name }));
  // Nothing to pick at all (not merely no match for the current search).
  const noTagsYet =
    !options.isFetching && !options.isError && debounced.trim().length < 2 && options.data?.count === 0;

  const add = async () => {
    if (picked.length === 0) {
      notify.error(leadsExtraMessages.noTagsSelected);
      return;
    }
    const body: AddGroupsToLeadsInput = {
      lead_ids: [lead.id],
      group_ids: picked,
      fsm_state: stage,
      lead_list_id: stage === 'Opportunity' ? lead.lead_list_id : null,
      is_add: true,
    };
    try {
      await addTags({ organizationId, body }).unwrap();
      setPicked([]);
      setSearch('');
      notify.success(leadsExtraMessages.tagsAdded);
    } catch {
      notify.error(leadsExtraMessages.unableAddTag);
    }
  };

  const remove = async (groupId: number) => {
    try {
      await removeTag({ organizationId, groupId, leadId: lead.id }).unwrap();
      notify.success(leadsExtraMessages.tagsRemoved);
    } catch (error) {
      notify.error(apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]));
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={6} data-testid="lead-tags">
        {lead.groups.length === 0 ? (
          <Typography.Text type="secondary">No tags on this contact</Typography.Text>
        ) : (
          lead.groups.map((g) => (
            <AntTag
              key={g.id}
              closable={!removing.isLoading}
              onClose={(e) => {
                e.preventDefault();
                void remove(g.id);
              }}
              closeIcon={<span aria-label={`Remove tag ${g.name}`}>×</span>}
            >
              {g.name}
            </AntTag>
          ))
        )}
      </Flex>
      {noTagsYet ? (
        <Typography.Text type="secondary">{leadsExtraMessages.tagsNotCreated}</Typography.Text>
      ) : (
        <Flex gap={8} wrap>
          <Select<number[]>
            mode="multiple"
            aria-label="Tags to add"
            placeholder="Search tags"
            style={{ minWidth: 240, flex: 1 }}
            value={picked}
            onChange={setPicked}
            options={choices}
            showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
            loading={options.isFetching}
            notFoundContent={options.isFetching ? null : 'No tags found'}
          />
          <Button type="primary" onClick={() => void add()} loading={adding.isLoading}>
            Add tags
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
