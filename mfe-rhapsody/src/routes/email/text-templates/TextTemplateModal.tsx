import { useState } from 'react';
import { Flex, Typography } from 'antd';
import {
  emailConstants,
  emailFieldNames,
  emailMessages,
  fillVariables,
  textTemplateSchema,
  type TextTemplate,
} from '@ensemble/contracts';
import { FormField, FormModal, TextField, useItemForm, visibleError } from '@ensemble/shared-ui';
import {
  type TextTemplateBody,
  useCreateTextTemplateMutation,
  useUpdateTextTemplateMutation,
} from '../../../api/textTemplatesApi';
import { useOrganizationQuery } from '../../../api/organizationApi';
import { variableValues } from '../composer/compose';
import type { PickedContact } from '../composer/RecipientsPicker';
import { PreviewContactSelect } from '../PreviewContactSelect';
import { VariableTextArea } from '../VariableTextArea';

/** Create (template null) or change a text template: title, and the text with its variables. */
export function TextTemplateModal(props: {
  organizationId: number;
  open: boolean;
  template: TextTemplate | null;
  onClose: () => void;
}) {
  const organization = useOrganizationQuery(props.organizationId);
  const [previewAs, setPreviewAs] = useState<PickedContact | null>(null);
  const [create] = useCreateTextTemplateMutation();
  const [update] = useUpdateTextTemplateMutation();
  const formik = useItemForm<TextTemplate, TextTemplateBody, TextTemplateBody>({
    item: props.template,
    initialValues: { title: props.template?.title ?? '', template: props.template?.template ?? '' },
    schema: textTemplateSchema,
    save: (body, t) =>
      t
        ? update({ organizationId: props.organizationId, id: t.id, body }).unwrap()
        : create({ organizationId: props.organizationId, body }).unwrap(),
    saved: { create: emailMessages.templateCreated, edit: emailMessages.templateUpdated },
    failed: { create: emailMessages.unableToCreateTemplate, edit: emailMessages.unableToUpdateTemplate },
    toastFailure: 'also',
    onClose: props.onClose,
  });
  return (
    <FormModal
      open={props.open}
      title={props.template ? 'Edit text template' : 'New text template'}
      formik={formik}
      onClose={props.onClose}
    >
      <TextField
        formik={formik}
        name="title"
        id="text-template-title"
        label={emailFieldNames.title}
        required
        maxLength={emailConstants.textTemplateTitleMax}
        autoFocus
      />
      <FormField
        formik={formik}
        name="template"
        id="text-template-text"
        label={emailFieldNames.text}
        required
      >
        <VariableTextArea
          id="text-template-text"
          value={formik.values.template}
          onChange={(v) => void formik.setFieldValue('template', v)}
          onBlur={() => void formik.setFieldTouched('template', true)}
          status={visibleError(formik, 'template') ? 'error' : undefined}
          rows={8}
        />
      </FormField>
      <Flex vertical gap={8}>
        <PreviewContactSelect
          organizationId={props.organizationId}
          value={previewAs}
          onChange={setPreviewAs}
        />
        <Typography.Paragraph
          data-testid="text-template-preview"
          type="secondary"
          style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
        >
          {fillVariables(formik.values.template, variableValues(previewAs, organization.data), 'text') ||
            'The preview of the text appears here.'}
        </Typography.Paragraph>
      </Flex>
    </FormModal>
  );
}
