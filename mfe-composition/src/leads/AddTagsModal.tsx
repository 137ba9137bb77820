import { useMemo, useRef, useState } from 'react';
import { Alert, Form, Modal, Radio, Select } from 'antd';
import { useFormik } from 'formik';
import {
  addGroupsToLeadsSchema,
  leadsConstants,
  leadsExtraMessages,
  type AddGroupsToLeadsInput,
  type FsmState,
  type Tag,
} from '@ensemble/contracts';
import { FormField, useDebouncedValue, useNotify, FormikForm } from '@ensemble/shared-ui';
import { useSearchTagsQuery, useSetLeadTagsMutation } from '../api/leadsApi';

export interface AddTagsModalProps {
  organizationId: number;
  open: boolean;
  leadIds: number[];
  /** The stage the contacts were picked in. */
  stage?: FsmState;
  listId?: number;
  onClose: () => void;
  onDone?: () => void;
}

/**
 * Adds tags to (or removes them from) the selected contacts (spec 2 §5, §8, §9): the tag search starts at 2
 * characters, waits 750 ms and asks for 100 tags; before that the 5 first tags are offered.
 */
export function AddTagsModal(props: AddTagsModalProps) {
  return (
    <Modal open={props.open} title="Tags" onCancel={props.onClose} footer={null} destroyOnHidden>
      {props.open ? <TagsForm {...props} /> : null}
    </Modal>
  );
}

interface TagsValues {
  lead_ids: number[];
  group_ids: number[];
  is_add: boolean;
}

function TagsForm(props: AddTagsModalProps) {
  const { organizationId } = props;
  const [input, setInput] = useState('');
  const typed = useDebouncedValue(input, leadsConstants.tagSearchDebounceMs).trim();
  const search = typed.length >= leadsConstants.searchMinChars ? typed : '';
  const tags = useSearchTagsQuery({
    organizationId,
    search,
    pageSize: search ? leadsConstants.tagPickListSearch : leadsConstants.tagPickListInitial,
  });
  // Names of every tag seen, so a picked tag keeps its name when the next search no longer lists it.
  const known = useRef(new Map<number, string>());
  for (const t of tags.data?.results ?? []) known.current.set(t.id, t.name);
  const noTagsAtAll = !search && tags.isSuccess && tags.data.count === 0;

  const [setTags] = useSetLeadTagsMutation();
  const notify = useNotify();
  const [failed, setFailed] = useState(false);
  const formik = useFormik<TagsValues>({
    initialValues: { lead_ids: props.leadIds, group_ids: [], is_add: true },
    validationSchema: addGroupsToLeadsSchema,
    onSubmit: async (values) => {
      setFailed(false);
      const body = addGroupsToLeadsSchema.cast({
        ...values,
        fsm_state: props.stage ?? null,
        lead_list_id: props.listId ?? null,
      }) as AddGroupsToLeadsInput;
      const result = await setTags({ organizationId, body });
      if (result.error) {
        setFailed(true);
        return;
      }
      notify.success(values.is_add ? leadsExtraMessages.tagsAdded : leadsExtraMessages.tagsRemoved);
      props.onDone?.();
      props.onClose();
    },
  });

  const options = useMemo(
    () => (tags.data?.results ?? []).map((t: Tag) => ({ value: t.id, label: t.name })),
    [tags.data],
  );
  const selectedOptions = formik.values.group_ids
    .filter((id) => !options.some((o) => o.value === id))
    .map((id) => ({ value: id, label: known.current.get(id) ?? String(id) }));

  return (
    <FormikForm formik={formik}>
      <Form.Item label="Action">
        <Radio.Group
          value={formik.values.is_add}
          onChange={(e) => void formik.setFieldValue('is_add', e.target.value)}
          options={[
            { value: true, label: 'Add tags' },
            { value: false, label: 'Remove tags' },
          ]}
        />
      </Form.Item>
      {noTagsAtAll ? (
        <Alert
          type="warning"
          showIcon
          title={leadsExtraMessages.tagsNotCreated}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <FormField formik={formik} name="group_ids" label="Select tags" id="lead-tags">
        <Select<number[]>
          id="lead-tags"
          mode="multiple"
          placeholder="Search tags"
          showSearch={{ filterOption: false, onSearch: setInput, searchValue: input }}
          loading={tags.isFetching}
          value={formik.values.group_ids}
          options={[...selectedOptions, ...options]}
          onChange={(v) => {
            void formik.setFieldValue('group_ids', v);
            setInput('');
          }}
          notFoundContent={tags.isFetching ? 'Searching…' : 'No tags found'}
        />
      </FormField>
      {failed ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={leadsExtraMessages.unableAddTag}
          style={{ marginBottom: 12 }}
        />
      ) : null}
    </FormikForm>
  );
}
