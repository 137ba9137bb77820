import { useRef, useState } from 'react';
import { Checkbox, Flex, Form, Select, Typography } from 'antd';
import type { FormikProps } from 'formik';
import {
  type AutomationBucket,
  automationBucketLabels,
  automationBuckets,
  bucketsLabel,
  leadsConstants,
} from '@ensemble/contracts';
import { FormField, useDebouncedValue } from '@ensemble/shared-ui';
import { useAutomationListsQuery } from '../../../api/automationsApi';
import { useGetAllServicesQuery, useGetTagsQuery } from '../../../api/settingsApi';
import { FORM_ERROR } from '../shared/schemaErrors';

/** The audience part of an automation's form (spec 3 §3 Custom automation). */
export interface AudienceValues {
  buckets: AutomationBucket[];
  lead_lists: number[];
  groups: number[];
  included_services: number[];
  excluded_services: number[];
}

interface Option {
  value: number;
  label: string;
}

function MultiSelect<T extends AudienceValues>(props: {
  formik: FormikProps<T>;
  name: keyof AudienceValues & string;
  label: string;
  options: Option[];
  loading?: boolean;
  placeholder: string;
  /** A server-side search (the tags); without it the options are filtered here. */
  onSearch?: (text: string) => void;
  searchValue?: string;
}) {
  const id = `automation-${props.name.replace(/_/g, '-')}`;
  const value = props.formik.values[props.name] as number[];
  return (
    <FormField formik={props.formik} name={props.name} label={props.label} id={id}>
      <Select<number[]>
        id={id}
        mode="multiple"
        allowClear
        placeholder={props.placeholder}
        value={value}
        options={props.options}
        loading={props.loading}
        showSearch={
          props.onSearch
            ? { filterOption: false, onSearch: props.onSearch, searchValue: props.searchValue }
            : { optionFilterProp: 'label' }
        }
        onChange={(ids) => {
          void props.formik.setFieldValue(props.name, ids);
          props.onSearch?.('');
        }}
      />
    </FormField>
  );
}

/**
 * Who the automation is for: stages (all five: 'All'), opportunity lists, tags, and the services a contact has or
 * must not have. At least one of them ('Please enter at least one group or tag or at least one included or excluded
 * service').
 */
export function AudienceFields<T extends AudienceValues>(props: {
  organizationId: number;
  formik: FormikProps<T>;
}) {
  const { organizationId, formik } = props;
  const lists = useAutomationListsQuery(organizationId);
  const services = useGetAllServicesQuery(organizationId);
  const [typed, setTyped] = useState('');
  // Spec 3 §9: the tag search waits 750 ms and lists up to 100.
  const search = useDebouncedValue(typed, leadsConstants.tagSearchDebounceMs).trim();
  const tags = useGetTagsQuery({
    organizationId,
    page: 1,
    pageSize: leadsConstants.tagPickListSearch,
    search,
  });
  // Picked tags keep their names while a search no longer lists them.
  const tagNames = useRef(new Map<number, string>());
  for (const t of tags.data?.results ?? []) tagNames.current.set(t.id, t.name);
  const tagOptions = [
    ...formik.values.groups
      .filter((id) => !(tags.data?.results ?? []).some((t) => t.id === id))
      .map((id) => ({ value: id, label: tagNames.current.get(id) ?? `Tag ${id}` })),
    ...(tags.data?.results ?? []).map((t) => ({ value: t.id, label: t.name })),
  ];
  const listOptions = (lists.data ?? []).map((l) => ({ value: l.id, label: l.title }));
  const serviceOptions = (services.data ?? []).map((s) => ({ value: s.id, label: s.name }));

  const buckets = formik.values.buckets;
  const all = automationBuckets.every((b) => buckets.includes(b));
  const audienceError =
    formik.submitCount > 0 && typeof (formik.errors as Record<string, unknown>)[FORM_ERROR] === 'string'
      ? ((formik.errors as Record<string, unknown>)[FORM_ERROR] as string)
      : undefined;

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-label="Audience">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Audience
      </Typography.Title>
      <Form.Item label="Stages" required={false}>
        <Flex wrap gap={8} align="center">
          <Checkbox
            checked={all}
            indeterminate={!all && buckets.length > 0}
            onChange={(e) =>
              void formik.setFieldValue('buckets', e.target.checked ? [...automationBuckets] : [])
            }
          >
            All
          </Checkbox>
          <Checkbox.Group<AutomationBucket>
            value={buckets}
            options={automationBuckets.map((b) => ({ value: b, label: automationBucketLabels[b] }))}
            onChange={(picked) =>
              // In the stages' own order, whatever the clicking order.
              void formik.setFieldValue(
                'buckets',
                automationBuckets.filter((b) => picked.includes(b)),
              )
            }
          />
        </Flex>
        {buckets.length ? (
          <Typography.Text type="secondary" data-testid="buckets-summary">
            {bucketsLabel(buckets)}
          </Typography.Text>
        ) : null}
      </Form.Item>
      <MultiSelect
        formik={formik}
        name="lead_lists"
        label="Opportunity lists"
        placeholder="Any opportunity list"
        options={listOptions}
        loading={lists.isFetching}
      />
      <MultiSelect
        formik={formik}
        name="groups"
        label="Tags"
        placeholder="Search tags"
        options={tagOptions}
        loading={tags.isFetching}
        onSearch={setTyped}
        searchValue={typed}
      />
      <MultiSelect
        formik={formik}
        name="included_services"
        label="Included services"
        placeholder="Contacts with any of these services"
        options={serviceOptions}
        loading={services.isFetching}
      />
      <MultiSelect
        formik={formik}
        name="excluded_services"
        label="Excluded services"
        placeholder="Contacts without these services"
        options={serviceOptions}
        loading={services.isFetching}
      />
      {audienceError ? (
        <Typography.Paragraph type="danger" role="alert" data-testid="audience-error">
          {audienceError}
        </Typography.Paragraph>
      ) : null}
    </fieldset>
  );
}
