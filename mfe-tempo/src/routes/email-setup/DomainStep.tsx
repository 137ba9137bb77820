import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { FormikProps } from 'formik';
import {
  authenticateDomainSchema,
  emailSetupMessages as M,
  type SendingDomain,
  updateDomainIpSchema,
} from '@ensemble/contracts';
import { FormikForm, SelectField, TextField, useConfirmDelete, useItemForm } from '@ensemble/shared-ui';
import {
  useAuthenticateDomainMutation,
  useDeleteDomainMutation,
  useSendingIpsQuery,
  useUpdateDomainIpMutation,
} from '../../api/emailSetupApi';

/** The IP select: each IP with how many organizations send from it. */
function IpSelect<T>({
  organizationId,
  formik,
  placeholder,
}: {
  organizationId: number;
  formik: FormikProps<T>;
  placeholder?: string;
}) {
  const ips = useSendingIpsQuery(organizationId);
  const options = (ips.data ?? []).map((i) => ({
    value: i.ip,
    label: `${i.ip} (${i.users_count} ${i.users_count === 1 ? 'organization' : 'organizations'})`,
  }));
  return (
    <SelectField
      formik={formik}
      name="ip"
      label="IP address"
      placeholder={placeholder}
      options={options}
      loading={ips.isLoading}
      notFoundContent={ips.isError ? 'Unable to load the IP addresses' : 'No IP addresses'}
      required
    />
  );
}

const stay = () => undefined;

/** No domain yet: the domain and the IP, then Authenticate. */
function AuthenticateForm({ organizationId }: { organizationId: number }) {
  const [authenticate] = useAuthenticateDomainMutation();
  const formik = useItemForm({
    item: null,
    initialValues: { domain: '', ip: '' },
    schema: authenticateDomainSchema,
    save: (body) => authenticate({ organizationId, ...body }).unwrap(),
    saved: { create: M.domainAuthenticated, edit: M.domainAuthenticated },
    failed: M.unableToAuthenticate,
    toastFailure: 'also',
    onClose: stay,
  });
  return (
    <FormikForm formik={formik} label="Domain Authentication" submitLabel="Authenticate">
      <TextField formik={formik} name="domain" label="Domain" placeholder="mail.example.com" required />
      <IpSelect organizationId={organizationId} formik={formik} placeholder="Select an IP address" />
    </FormikForm>
  );
}

/** A domain: its IP can change (Update IP address), or the domain can go (the delete icon). */
function DomainForm({ organizationId, domain }: { organizationId: number; domain: SendingDomain }) {
  const [updateIp] = useUpdateDomainIpMutation();
  const [remove] = useDeleteDomainMutation();
  const confirm = useConfirmDelete<string>({
    title: (d) => `Delete ${d}`,
    text: () => M.deleteConfirm,
    remove: () => remove(organizationId).unwrap(),
    deleted: M.deleted,
    failed: M.unableToDelete,
  });
  const formik = useItemForm({
    item: domain,
    initialValues: { ip: domain.ip_address ?? '' },
    schema: updateDomainIpSchema,
    save: (body) => updateIp({ organizationId, ...body }).unwrap(),
    saved: { create: M.ipUpdated, edit: M.ipUpdated },
    failed: M.unableToUpdateIp,
    toastFailure: 'also',
    onClose: stay,
  });
  return (
    <>
      <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <Typography.Text strong data-testid="email-setup-domain-name">
          {domain.domain}
        </Typography.Text>
        <Tag color={domain.valid ? 'success' : 'warning'}>
          {domain.valid ? M.verified : M.notVerifiedStatus}
        </Tag>
        <Tooltip title="Delete domain">
          <Button
            aria-label="Delete domain"
            icon={<DeleteOutlined />}
            danger
            type="text"
            onClick={() => confirm.ask(domain.domain ?? '')}
          />
        </Tooltip>
      </Flex>
      <FormikForm
        formik={formik}
        label="Domain IP address"
        submitLabel="Update IP address"
        canSubmit={formik.values.ip !== domain.ip_address}
      >
        <IpSelect organizationId={organizationId} formik={formik} />
      </FormikForm>
      {confirm.modal}
    </>
  );
}

/** Step 1 Domain Authentication (spec 3 §4 'Domain setup'): Authenticate without a domain, Update IP with one. */
export function DomainStep({ organizationId, domain }: { organizationId: number; domain: SendingDomain }) {
  return domain.domain ? (
    <DomainForm organizationId={organizationId} domain={domain} />
  ) : (
    <AuthenticateForm organizationId={organizationId} />
  );
}
