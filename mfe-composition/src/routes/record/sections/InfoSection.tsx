import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { leadTemperatures, type LeadRecord } from '@ensemble/contracts';
import { useDispatch } from 'react-redux';
import { compositionApi } from '../../../api/compositionApi';
import { LeadFormModal } from '../../../leads/LeadFormModal';
import type { RecordSectionProps } from './types';

const empty = '—';
const text = (v: string | number | null | undefined): ReactNode =>
  v == null || v === '' ? empty : String(v);

interface InfoRow {
  label: string;
  value: (lead: LeadRecord) => ReactNode;
  /** revenue_probability belongs to prospects only (spec 2 §3). */
  prospectOnly?: boolean;
}

const link = (url: string | null) =>
  url ? (
    <Typography.Link href={url} target="_blank" rel="noreferrer">
      {url}
    </Typography.Link>
  ) : (
    empty
  );

/** A row showing the lead's own field as text. */
type TextKey = {
  [K in keyof LeadRecord]-?: LeadRecord[K] extends string | number | null | undefined ? K : never;
}[keyof LeadRecord];
const field = (label: string, key: TextKey): InfoRow => ({ label, value: (l) => text(l[key]) });

/** Every Lead field of spec 2 §3, read-only. */
const rows: InfoRow[] = [
  field('First name', 'first_name'),
  field('Last name', 'last_name'),
  field('Company name', 'company_name'),
  field('Email', 'email'),
  field('Cell phone', 'cell_phone'),
  field('Gender', 'gender'),
  field('Birthday', 'birthday'),
  field('Job title', 'job_title'),
  { label: 'Website', value: (l) => link(l.website_url) },
  field('Address', 'address'),
  field('City', 'city'),
  field('State', 'state'),
  field('Zip code', 'zip_code'),
  { label: 'Source', value: (l) => text(l.lead_source?.name) },
  field('Industry', 'industry'),
  { label: 'Account rep', value: (l) => text(l.representatives?.account_name) },
  { label: 'Sales rep', value: (l) => text(l.representatives?.sales_name) },
  { label: 'Service rep', value: (l) => text(l.representatives?.service_name) },
  field('Sales status', 'sales_status'),
  field('Revenue from', 'revenue_from'),
  field('Revenue to', 'revenue_to'),
  { label: 'Revenue probability', value: (l) => text(l.revenue_probability), prospectOnly: true },
  { label: 'Score', value: (l) => (l.win_amount == null ? empty : `${l.win_amount} / 10`) },
  {
    label: 'Temperature',
    value: (l) =>
      l.temperature == null ? empty : leadTemperatures[l.temperature as keyof typeof leadTemperatures],
  },
  field('Total sales', 'total_sales'),
  { label: 'Opportunity list', value: (l) => text(l.lead_list?.title) },
  field('Came from list', 'came_from_list'),
  { label: 'Imported', value: (l) => (l.imported === 2 ? 'Insurance system' : l.imported ? 'Yes' : 'No') },
  {
    label: 'Social',
    value: (l) =>
      l.social?.length ? (
        <Flex vertical gap={2}>
          {l.social.map((s) => (
            <span key={`${s.network}-${s.url}`}>
              {s.network}: {link(s.url)}
            </span>
          ))}
        </Flex>
      ) : (
        empty
      ),
  },
];

export function InfoSection({ organizationId, stage, lead }: RecordSectionProps) {
  const [editing, setEditing] = useState(false);
  const dispatch = useDispatch();
  const shown = rows.filter((r) => !r.prospectOnly || stage === 'Prospect');
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
          Edit
        </Button>
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        items={shown.map((r) => ({ key: r.label, label: r.label, children: r.value(lead) }))}
      />
      <LeadFormModal
        organizationId={organizationId}
        stage={stage}
        listId={lead.lead_list_id ?? undefined}
        lead={lead}
        open={editing}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          dispatch(
            compositionApi.util.invalidateTags([
              { type: 'Lead', id: lead.id },
              { type: 'History', id: lead.id },
            ]),
          );
        }}
      />
    </>
  );
}
