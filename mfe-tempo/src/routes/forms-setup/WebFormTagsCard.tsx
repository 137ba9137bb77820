import { useMemo, useRef, useState } from 'react';
import { Button, Card, Flex, Select, Skeleton, Tag as Chip, Typography } from 'antd';
import { useFormik } from 'formik';
import { leadsConstants, type Tag, webFormMessages as M } from '@ensemble/contracts';
import {
  ErrorPanel,
  FormField,
  FormModal,
  submitErrorBanner,
  useDebouncedValue,
  useNotify,
} from '@ensemble/shared-ui';
import { useGetTagsQuery } from '../../api/settingsApi';
import { useSetWebFormTagsMutation, useWebFormTagsQuery } from '../../api/formsSetupApi';

interface TagsValues {
  ids: number[];
}

/**
 * The organization's tags, searched (spec 3 §9: 750 ms, 100 a search), to pick the web-form ones from; the picked
 * ones keep their names while a search no longer lists them.
 */
function EditWebFormTagsModal(props: {
  organizationId: number;
  current: Tag[];
  open: boolean;
  onClose: () => void;
}) {
  const { organizationId, current } = props;
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, leadsConstants.tagSearchDebounceMs).trim();
  const tags = useGetTagsQuery(
    { organizationId, page: 1, pageSize: leadsConstants.tagPickListSearch, search },
    { skip: !props.open },
  );
  const known = useRef(new Map<number, string>());
  for (const t of [...current, ...(tags.data?.results ?? [])]) known.current.set(t.id, t.name);

  const [save] = useSetWebFormTagsMutation();
  const notify = useNotify();
  const formik = useFormik<TagsValues>({
    initialValues: { ids: current.map((t) => t.id) },
    enableReinitialize: true,
    onSubmit: async ({ ids }, helpers) => {
      try {
        await save({ organizationId, ids }).unwrap();
      } catch (error) {
        helpers.setStatus(submitErrorBanner(error, helpers.setErrors, M.unableToUpdateTags));
        return;
      }
      notify.success(M.tagsUpdated);
      setInput('');
      props.onClose();
    },
  });

  const options = useMemo(
    () => (tags.data?.results ?? []).map((t) => ({ value: t.id, label: t.name })),
    [tags.data],
  );
  const picked = formik.values.ids
    .filter((id) => !options.some((o) => o.value === id))
    .map((id) => ({ value: id, label: known.current.get(id) ?? String(id) }));

  return (
    <FormModal
      open={props.open}
      title="Edit web form tags"
      formik={formik}
      onClose={() => {
        setInput('');
        props.onClose();
      }}
    >
      <Typography.Paragraph type="secondary">
        Leads arriving through the web form get these tags. None: they get no tag.
      </Typography.Paragraph>
      <FormField formik={formik} name="ids" label="Tags" id="web-form-tags">
        <Select<number[]>
          id="web-form-tags"
          mode="multiple"
          placeholder="Search tags"
          showSearch={{ filterOption: false, onSearch: setInput, searchValue: input }}
          loading={tags.isFetching}
          value={formik.values.ids}
          options={[...picked, ...options]}
          onChange={(ids) => {
            void formik.setFieldValue('ids', ids);
            setInput('');
          }}
          notFoundContent={tags.isFetching ? 'Searching…' : 'No tags found'}
        />
      </FormField>
    </FormModal>
  );
}

/** Spec 3 §2: 'the tags assigned automatically to leads arriving via the web form, with Edit'. */
export function WebFormTagsCard({ organizationId }: { organizationId: number }) {
  const q = useWebFormTagsQuery(organizationId);
  const [editing, setEditing] = useState(false);
  const current = q.data?.results ?? [];
  let body;
  if (q.isLoading) body = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (q.isError)
    body = <ErrorPanel title="Unable to get the web form tags" onRetry={() => void q.refetch()} />;
  else if (!current.length) body = <Typography.Text type="secondary">{M.noTags}</Typography.Text>;
  else
    body = (
      <Flex wrap gap={8} data-testid="web-form-tags">
        {current.map((t) => (
          <Chip key={t.id} color="blue" style={{ marginInlineEnd: 0 }}>
            {t.name}
          </Chip>
        ))}
        {q.data && q.data.count > current.length ? (
          <Typography.Text type="secondary">and {q.data.count - current.length} more</Typography.Text>
        ) : null}
      </Flex>
    );
  return (
    <Card
      title="Web form tags"
      data-testid="forms-setup-tags"
      extra={
        <Button onClick={() => setEditing(true)} disabled={q.isLoading || q.isError}>
          Edit
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        Added automatically to every lead arriving through the web form.
      </Typography.Paragraph>
      {body}
      <EditWebFormTagsModal
        organizationId={organizationId}
        current={current}
        open={editing}
        onClose={() => setEditing(false)}
      />
    </Card>
  );
}
