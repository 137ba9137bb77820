import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import { socialImportSchema, socialLimits, socialNotices } from '@ensemble/contracts';
import {
  FormikForm,
  NotFound,
  PageHeader,
  TextField,
  applyApiErrors,
  apiErrorMessage,
  errorBody,
  parseId,
  useNotify,
} from '@ensemble/shared-ui';
import { useImportSocialUrlMutation } from '../../api/socialApi';
import { socialPaths } from './paths';

/**
 * /rhapsody/social/:organizationId/import (spec 3 §2): a web page's address; the API reads its title, description
 * and image into a URL and a draft post, which opens next (or the URL's posts when the page gave no draft).
 */
export function ImportPage() {
  const organizationId = parseId(useParams().organizationId);
  const navigate = useNavigate();
  const notify = useNotify();
  const [importUrl] = useImportSocialUrlMutation();
  const formik = useFormik({
    initialValues: { url: '' },
    validationSchema: socialImportSchema,
    onSubmit: async (values, helpers) => {
      if (organizationId == null) return;
      try {
        const { url, post } = await importUrl({
          organizationId,
          url: socialImportSchema.cast(values).url,
        }).unwrap();
        notify.success(socialNotices.pageImported);
        navigate(
          post
            ? socialPaths.edit(organizationId, url.id, post.id)
            : socialPaths.urlPosts(organizationId, url.id, url.title),
        );
      } catch (error) {
        // Every refusal is about the address: shown under the field (e.g. 'This address cannot be fetched').
        const detail = applyApiErrors(errorBody(error), (e) => helpers.setErrors(e));
        if (!hasUrlError(error))
          helpers.setErrors({
            url: detail ?? apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]),
          });
        helpers.setTouched({ url: true }, false);
      }
    },
  });

  if (organizationId == null) return <NotFound />;
  return (
    <section aria-label="Import">
      <PageHeader
        title="Import"
        subtitle="Import a page: its title, description and image become a URL and a draft post."
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(socialPaths.home(organizationId))}>
            Back
          </Button>
        }
      />
      <Card style={{ maxWidth: 640 }}>
        <FormikForm
          formik={formik}
          label="Import a page"
          submitLabel="Import"
          onCancel={() => navigate(socialPaths.home(organizationId))}
        >
          <TextField
            formik={formik}
            name="url"
            id="social-import-url"
            label="URL"
            type="url"
            placeholder="https://example.com/article"
            required
            autoFocus
            maxLength={socialLimits.urlMaxLength}
          />
          <Typography.Paragraph type="secondary">
            The page is fetched from our servers; reading it can take a few seconds.
          </Typography.Paragraph>
        </FormikForm>
      </Card>
    </section>
  );
}

function hasUrlError(error: unknown): boolean {
  const body = errorBody(error);
  return !!body && typeof body === 'object' && 'url' in body;
}
