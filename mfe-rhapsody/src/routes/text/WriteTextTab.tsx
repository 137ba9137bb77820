import { useEffect, useState } from 'react';
import { Alert, Col, Form, Row, Typography } from 'antd';
import { useFormik } from 'formik';
import { formatPhoneNumber, textMessages } from '@ensemble/contracts';
import { FormField, FormikForm, submitErrorBanner, useNotify, visibleError } from '@ensemble/shared-ui';
import { useEmailRecipientsCountQuery } from '../../api/emailSendingApi';
import { type SendTextsBody, useSendTextsMutation } from '../../api/textsApi';
import { type PickedContact, RecipientsPicker } from '../email/composer/RecipientsPicker';
import { TextTemplateSelect } from '../email/composer/TextTemplateSelect';
import { MessageField } from './MessageField';
import { noText, textErrors } from './write';

/**
 * Write text (spec 3 §2 Text, §7 send-texts): recipients as the email composer picks them, the message (320
 * characters, its SMS segments, templates and variables), Send. Contacts that texted STOP are left out by the API
 * and counted in a warning.
 */
export function WriteTextTab(props: { organizationId: number; from: string; preselected: PickedContact[] }) {
  const { organizationId } = props;
  const notify = useNotify();
  const [send] = useSendTextsMutation();
  const [contacts, setContacts] = useState(props.preselected);
  const [stopped, setStopped] = useState(0);
  const formik = useFormik<SendTextsBody>({
    initialValues: { ...noText, recipient_id: props.preselected.map((c) => c.id) },
    validate: textErrors,
    onSubmit: async (values, helpers) => {
      setStopped(0);
      helpers.setStatus(null);
      try {
        const result = await send({ organizationId, body: values }).unwrap();
        notify.success(textMessages.messageSent);
        setStopped(result.skipped_stopped);
        helpers.resetForm({ values: noText });
        setContacts([]);
      } catch (error) {
        helpers.setStatus(submitErrorBanner(error, (e) => helpers.setErrors(e)));
      }
    },
  });

  // Contacts a list sent by id arrive without names; the recipients call names the picked ones.
  const unnamed = contacts.filter((c) => !c.first_name && !c.last_name && !c.cell_phone).map((c) => c.id);
  const naming = useEmailRecipientsCountQuery(
    { organizationId, recipients: { ...noText, recipient_id: unnamed } },
    { skip: unnamed.length === 0 },
  );
  const named = naming.data?.contacts;
  useEffect(() => {
    if (!named?.length) return;
    const byId = new Map(named.map((c) => [c.id, c] as const));
    setContacts((current) => current.map((c) => byId.get(c.id) ?? c));
  }, [named]);

  const { values } = formik;
  return (
    <Row>
      <Col xs={24} lg={18} xl={14}>
        <Typography.Paragraph type="secondary" data-testid="text-from">
          From: {formatPhoneNumber(props.from)}
        </Typography.Paragraph>
        <FormikForm formik={formik} label="Write text" submitLabel="Send">
          <RecipientsPicker
            organizationId={organizationId}
            value={values}
            onChange={(r) =>
              void formik.setValues({
                ...values,
                recipient_id: r.recipient_id,
                lead_type: r.lead_type,
                lead_list_id: r.lead_list_id,
                group_id: r.group_id,
              })
            }
            contacts={contacts}
            onContactsChange={setContacts}
            error={visibleError(formik, 'recipient_id')}
            address="cell_phone"
          />
          <Form.Item label="Use template" htmlFor="text-template">
            <TextTemplateSelect
              organizationId={organizationId}
              id="text-template"
              onPick={(t) => void formik.setValues({ ...values, message: t.template, template_id: t.id })}
            />
          </Form.Item>
          <FormField formik={formik} name="message" id="text-message" label="Message" required>
            <MessageField
              id="text-message"
              value={values.message}
              onChange={(message) => {
                // A cleared message no longer comes from its template (the API would send the template's text).
                void formik.setValues({
                  ...values,
                  message,
                  template_id: message.trim() ? values.template_id : null,
                });
                void formik.setFieldTouched('message', true, false);
              }}
              status={visibleError(formik, 'message') ? 'error' : undefined}
            />
          </FormField>
          {stopped > 0 ? (
            <Alert
              type="warning"
              showIcon
              closable
              onClose={() => setStopped(0)}
              title={textMessages.stoppedSkipped(stopped)}
              data-testid="text-stopped-skipped"
              style={{ marginBottom: 12 }}
            />
          ) : null}
        </FormikForm>
      </Col>
    </Row>
  );
}
