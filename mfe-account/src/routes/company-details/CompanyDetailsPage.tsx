import { Navigate, Link } from 'react-router-dom';
import { Flex, Typography } from 'antd';
import { useFormik } from 'formik';
import { messages, organizationCreateSchema, pageSizes } from '@ensemble/contracts';
import {
  SelectField,
  TextField,
  applyApiErrors,
  session,
  useEdition,
  useNotify,
  useSession,
  SubmitButton,
  errorBody,
  errorStatus,
  wasAborted,
  hasFieldErrors,
  FormFrame,
} from '@ensemble/shared-ui';
import { useGetIndustriesQuery } from '../../api/industriesApi';
import { useCreateOrganizationMutation, useGetOrganizationsQuery } from '../../api/organizationsApi';
import { AuthPage } from '../../components/AuthPage';
import { useGoTo } from '../../hooks/useGoTo';
import { useLogout } from '../../hooks/useLogout';
import { afterOrganizationCreatedUrl, paths } from '../paths';
import { EmailField } from '../../components/EmailField';

interface CompanyValues {
  name: string;
  email: string;
  industry: number | undefined;
}

function CompanyDetailsForm() {
  const [createOrganization] = useCreateOrganizationMutation();
  const industries = useGetIndustriesQuery();
  // Someone adding another organization gets a way back to the ones they have.
  const existing = useGetOrganizationsQuery({ page: 1, per_page: pageSizes.organizationPicker });
  const edition = useEdition();
  const notify = useNotify();
  const goTo = useGoTo();
  const logout = useLogout();

  const formik = useFormik<CompanyValues>({
    initialValues: { name: '', email: '', industry: undefined },
    validationSchema: organizationCreateSchema,
    onSubmit: async (values, helpers) => {
      const body = organizationCreateSchema.cast(values, { stripUnknown: true });
      const result = await createOrganization(body);
      if (result.error) {
        const status = errorStatus(result.error);
        // The shared base query already refreshes or ends the session on 401 (ending it aborts the call).
        if (status === 401 || wasAborted(result.error)) return;
        const data = errorBody(result.error);
        if (status === 400 && hasFieldErrors(data)) {
          applyApiErrors(data, (e) => helpers.setErrors(e));
          return;
        }
        notify.error(messages.unableToCreateOrganization);
        return;
      }
      session.setOrganization(result.data.id);
      goTo(afterOrganizationCreatedUrl(result.data.id, edition));
    },
  });

  const busy = formik.isSubmitting;
  const hasOrganizations = (existing.data?.count ?? 0) > 0;

  return (
    <AuthPage
      title="Company details"
      subtitle={
        hasOrganizations
          ? 'Add another organization.'
          : 'Tell us about your company to set up your organization.'
      }
    >
      <FormFrame formik={formik}>
        <TextField
          formik={formik}
          name="name"
          label="Company name"
          id="company-name"
          autoComplete="organization"
          required
          disabled={busy}
        />
        <EmailField formik={formik} id="company-email" disabled={busy} />
        <SelectField
          formik={formik}
          name="industry"
          label="Industry"
          id="company-industry"
          searchable
          placeholder="Select an industry"
          options={(industries.data ?? []).map((i) => ({ value: i.id, label: i.name }))}
          loading={industries.isLoading}
          notFoundContent={industries.isError ? 'Unable to load industries' : undefined}
          required
          disabled={busy}
        />
        <SubmitButton formik={formik} block size="large">
          Continue
        </SubmitButton>
      </FormFrame>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 24 }}>
        {hasOrganizations ? <Link to={paths.selectOrganization}>Back to your organizations</Link> : <span />}
        <Typography.Link onClick={() => void logout()}>Log out</Typography.Link>
      </Flex>
    </AuthPage>
  );
}

export default function CompanyDetailsPage() {
  const { access } = useSession();
  if (!access) return <Navigate to={paths.login} replace />;
  return <CompanyDetailsForm />;
}
