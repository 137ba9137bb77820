import { Alert, Card, Col, Row, Spin, Typography } from 'antd';
import { useFormik } from 'formik';
import { accountMessages, emailSignatureSchema, messages, type EmailSignature } from '@ensemble/contracts';
import {
  ErrorPanel,
  SwitchField,
  TextAreaField,
  submitErrorBanner,
  useNotify,
  SubmitButton,
  FormFrame,
} from '@ensemble/shared-ui';
import { useState } from 'react';
import { useGetEmailSignatureQuery, useSaveEmailSignatureMutation } from '../../api/profileApi';

/**
 * The HTML preview runs in a sandboxed frame with no script and no same-origin rights, so markup pasted
 * into the editor can never reach this page or its session.
 */
function SignaturePreview({ html }: { html: string }) {
  return (
    <iframe
      title="Signature preview"
      sandbox=""
      srcDoc={html}
      style={{
        width: '100%',
        minHeight: 140,
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        background: '#fff',
      }}
    />
  );
}

function SignatureForm({ organizationId, initial }: { organizationId: number; initial: EmailSignature }) {
  const [save] = useSaveEmailSignatureMutation();
  const notify = useNotify();
  const [banner, setBanner] = useState<string | null>(null);
  const formik = useFormik<EmailSignature>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: emailSignatureSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const result = await save({ orgId: organizationId, body: values });
      if (result.error) {
        setBanner(submitErrorBanner(result.error, (e) => helpers.setErrors(e), messages.somethingWentWrong));
        return;
      }
      notify.success(accountMessages.signatureSaved);
    },
  });
  const busy = formik.isSubmitting;
  return (
    <FormFrame formik={formik}>
      {banner ? (
        <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <TextAreaField
            formik={formik}
            name="html"
            label="Signature HTML"
            id="email-signature-html"
            rows={7}
            placeholder="<p>Ada Lovelace<br/>Analytical Engines Ltd.</p>"
            disabled={busy}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Text type="secondary">Preview</Typography.Text>
          <SignaturePreview html={formik.values.html} />
        </Col>
      </Row>
      <SwitchField
        formik={formik}
        name="use_company_number"
        label="Use company number"
        id="email-signature-company-number"
        disabled={busy}
      />
      <SubmitButton formik={formik}>Save signature</SubmitButton>
    </FormFrame>
  );
}

/** The user's email signature in this organization (HTML plus whether to add the company number). */
export function EmailSignatureCard({ organizationId }: { organizationId: number }) {
  const signature = useGetEmailSignatureQuery(organizationId);
  return (
    <Card title="Email signature">
      {signature.isLoading ? <Spin /> : null}
      {signature.isError ? (
        <ErrorPanel title="Unable to load the email signature" onRetry={() => void signature.refetch()} />
      ) : null}
      {signature.data ? <SignatureForm organizationId={organizationId} initial={signature.data} /> : null}
    </Card>
  );
}
