import { useState } from 'react';
import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import {
  type OrganizationPhoneNumber,
  phoneNumberMessages as M,
  updatePhoneNumberSchema,
} from '@ensemble/contracts';
import { FormModal, PhoneField, useItemForm } from '@ensemble/shared-ui';
import { useUpdatePhoneNumberMutation } from '../../api/phoneNumbersApi';
import { formatUsNumber, numberTypeLabel } from './format';

/** Edit: another real number to forward calls to (PATCH update-phone-number/). */
function EditForwardingModal({
  open,
  organizationId,
  number,
  onClose,
}: {
  open: boolean;
  organizationId: number;
  number: OrganizationPhoneNumber;
  onClose: () => void;
}) {
  const [update] = useUpdatePhoneNumberMutation();
  const formik = useItemForm({
    item: number,
    initialValues: { real_phone_number: formatUsNumber(number.real_number) },
    schema: updatePhoneNumberSchema,
    save: (body) => update({ organizationId, ...body }).unwrap(),
    saved: { create: M.updated, edit: M.updated },
    onClose,
  });
  return (
    <FormModal open={open} title="Edit forwarding number" formik={formik} onClose={onClose}>
      <Typography.Paragraph>
        Calls to <Typography.Text strong>{formatUsNumber(number.twilio_number)}</Typography.Text> are
        forwarded to this number (a US number).
      </Typography.Paragraph>
      <PhoneField formik={formik} name="real_phone_number" label="Forward calls to" required />
    </FormModal>
  );
}

/**
 * The active number view (spec 3 §2 'Phone setup'): the organization's number and where its calls go, with Edit
 * for the owner; a member reads it only.
 */
export function ActiveNumber({
  organizationId,
  number,
  owner,
}: {
  organizationId: number;
  number: OrganizationPhoneNumber;
  owner: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const items = [
    {
      key: 'number',
      label: 'Phone number',
      children: (
        <Typography.Text strong data-testid="phone-number-value">
          {formatUsNumber(number.twilio_number)}
        </Typography.Text>
      ),
    },
    { key: 'type', label: 'Type', children: numberTypeLabel(number.number_type) },
    ...(number.area_code ? [{ key: 'area', label: 'Area code', children: number.area_code }] : []),
    {
      key: 'forward',
      label: 'Calls forwarded to',
      children: <span data-testid="phone-number-forwarding">{formatUsNumber(number.real_number)}</span>,
    },
  ];
  return (
    <Card
      title={
        <>
          Your phone number <Tag color="success">Active</Tag>
        </>
      }
      data-testid="phone-number-active"
      extra={
        owner ? (
          <Button type="primary" onClick={() => setEditing(true)} aria-label="Edit forwarding number">
            Edit
          </Button>
        ) : null
      }
    >
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={items} />
      {owner ? (
        <EditForwardingModal
          open={editing}
          organizationId={organizationId}
          number={number}
          onClose={() => setEditing(false)}
        />
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          Only the organization's owner can change where calls are forwarded.
        </Typography.Paragraph>
      )}
    </Card>
  );
}
