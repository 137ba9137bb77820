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

/** Every Lead field of spec 2 §3, read-only. */
const rows: InfoRow[] = [
  { label: 'First name', value: (l) => text(l.first_name) },
  { label: 'Last name', value: (l) => text(l.last_name) },
  { label: 'Company name', value: (l) => text(l.company_name) },
  { label: 'Email', value: (l) => text(l.email) },
  { label: 'Cell phone', value: (l) => text(l.cell_phone) },
  { label: 'Gender', value: (l) => text(l.gender) },
  { label: 'Birthday', value: (l) => text(l.birthday) },
  { label: 'Job title', value: (l) => text(l.job_title) },
  { label: 'Website', value: (l) => link(l.website_url) },
  { label: 'Address', value: (l) => text(l.address) },
  { label: 'City', value: (l) => text(l.city) },
  { label: 'State', value: (l) => text(l.state) },
  { label: 'Zip code', value: (l) => text(l.zip_code) },
  { label: 'Source', value: (l) => text(l.lead_source?.name) },
  { label: 'Industry', value: (l) => text(l.industry) },
  { label: 'Account rep', value: (l) => text(l.representatives?.account_name) },
  { label: 'Sales rep', value: (l) => text(l.representatives?.sales_name) },
  { label: 'Service rep', value: (l) => text(l.representatives?.service_name) },
  { label: 'Sales status', value: (l) => text(l.sales_status) },
  { label: 'Revenue from', value: (l) => text(l.revenue_from) },
  { label: 'Revenue to', value: (l) => text(l.revenue_to) },
  { label: 'Revenue probability', value: (l) => text(l.revenue_probability), prospectOnly: true },
  { label: 'Score', value: (l) => (l.win_amount == null ? empty : `${l.win_amount} / 10`) },
  {
    label: 'Temperature',
    value: (l) =>
      l.temperature == null ? empty : leadTemperatures[l.temperature as keyof typeof leadTemperatures],
  },
  { label: 'Total sales', value: (l) => text(l.total_sales) },
  { label: 'Opportunity list', value: (l) => text(l.lead_list?.title) },
  { label: 'Came from list', value: (l) => text(l.came_from_list) },
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
