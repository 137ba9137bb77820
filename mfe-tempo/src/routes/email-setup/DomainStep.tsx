import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useFormik } from 'formik';
import {
  authenticateDomainSchema,
  emailSetupMessages as M,
  type SendingDomain,
  updateDomainIpSchema,
} from '@ensemble/contracts';
import {
  FormikForm,
  SelectField,
  submitErrorBanner,
  TextField,
  useConfirmDelete,
  useNotify,
} from '@ensemble/shared-ui';
import {
  useAuthenticateDomainMutation,
  useDeleteDomainMutation,
  useSendingIpsQuery,
  useUpdateDomainIpMutation,
} from '../../api/emailSetupApi';

/** The IP select: each IP with how many organizations send from it. */
function useIpOptions(organizationId: number) {
  const ips = useSendingIpsQuery(organizationId);
  const options = (ips.data ?? []).map((i) => ({
    value: i.ip,
    label: `${i.ip} (${i.users_count} ${i.users_count === 1 ? 'organization' : 'organizations'})`,
  }));
  return { options, loading: ips.isLoading, failed: ips.isError };
}

/** No domain yet: the domain and the IP, then Authenticate. */
function AuthenticateForm({ organizationId }: { organizationId: number }) {
  const notify = useNotify();
  const ips = useIpOptions(organizationId);
  const [authenticate] = useAuthenticateDomainMutation();
  const formik = useFormik({
    initialValues: { domain: '', ip: '' },
    validationSchema: authenticateDomainSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      try {
        await authenticate({ organizationId, ...authenticateDomainSchema.cast(values) }).unwrap();
        notify.success(M.domainAuthenticated);
      } catch (error) {
        helpers.setStatus(submitErrorBanner(error, helpers.setErrors, M.unableToAuthenticate));
        notify.error(M.unableToAuthenticate);
      }
    },
  });
  return (
    <FormikForm formik={formik} label="Domain Authentication" submitLabel="Authenticate">
      <TextField formik={formik} name="domain" label="Domain" placeholder="mail.example.com" required />
      <SelectField
        formik={formik}
        name="ip"
        label="IP address"
        placeholder="Select an IP address"
        options={ips.options}
        loading={ips.loading}
        notFoundContent={ips.failed ? 'Unable to load the IP addresses' : 'No IP addresses'}
        required
      />
    </FormikForm>
  );
}

/** A domain: its IP can change (Update IP address), or the domain can go (the delete icon). */
function DomainForm({ organizationId, domain }: { organizationId: number; domain: SendingDomain }) {
  const notify = useNotify();
  const ips = useIpOptions(organizationId);
  const [updateIp] = useUpdateDomainIpMutation();
  const [remove] = useDeleteDomainMutation();
  const confirm = useConfirmDelete<string>({
    title: (d) => `Delete ${d}`,
    text: () => M.deleteConfirm,
    remove: () => remove(organizationId).unwrap(),
    deleted: M.deleted,
    failed: M.unableToDelete,
  });
  const formik = useFormik({
    initialValues: { ip: domain.ip_address ?? '' },
    enableReinitialize: true,
    validationSchema: updateDomainIpSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      try {
        await updateIp({ organizationId, ip: values.ip }).unwrap();
        notify.success(M.ipUpdated);
      } catch (error) {
        helpers.setStatus(submitErrorBanner(error, helpers.setErrors, M.unableToUpdateIp));
        notify.error(M.unableToUpdateIp);
      }
    },
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
        <SelectField
          formik={formik}
          name="ip"
          label="IP address"
          options={ips.options}
          loading={ips.loading}
          notFoundContent={ips.failed ? 'Unable to load the IP addresses' : 'No IP addresses'}
          required
        />
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
