import { useState } from 'react';
import { Alert, Card, Col, Descriptions, Row, Typography } from 'antd';
import { useFormik } from 'formik';
import {
  formatPhoneNumber,
  messages,
  type PhoneWebhookAnswer,
  simulatedCallSchema,
  simulatedTextSchema,
  type SimulatedCall,
  type SimulatedText,
} from '@ensemble/contracts';
import {
  errorStatus,
  FormikForm,
  PhoneField,
  submitErrorBanner,
  SwitchField,
  TextAreaField,
  TextField,
} from '@ensemble/shared-ui';
import { useSimulateCallMutation, useSimulateTextMutation } from '../../api/mailboxApi';

export const PHONE_DISABLED = 'The local phone is not enabled on this deployment';
export const NO_REPLY = 'No reply';

/** What a TwiML answer says: the texts sent back or spoken (<Message>, <Say>), the number dialled, a rejection. */
export function twimlSummary(body: string): { said: string[]; dialled: string | null; rejected: boolean } {
  const doc = new DOMParser().parseFromString(body, 'text/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return { said: [], dialled: null, rejected: false };
  const texts = (tag: string) =>
    Array.from(doc.getElementsByTagName(tag), (e) => e.textContent?.trim() ?? '').filter(Boolean);
  return {
    said: [...texts('Message'), ...texts('Say')],
    dialled: texts('Number')[0] ?? texts('Dial')[0] ?? null,
    rejected: doc.getElementsByTagName('Reject').length > 0,
  };
}

/** An error answer's words (`{ detail }`), else its body as it came. */
function answerText(answer: PhoneWebhookAnswer): string {
  try {
    const parsed = JSON.parse(answer.body) as { detail?: unknown };
    if (typeof parsed.detail === 'string') return parsed.detail;
  } catch {
    // TwiML or plain text: shown as it is.
  }
  return answer.body;
}

/** `who` answered: 'The number', 'The forwarded call'. */
function WebhookAnswer({ who, answer }: { who: string; answer: PhoneWebhookAnswer }) {
  if (answer.status !== 200) {
    return (
      <Alert
        type="warning"
        showIcon
        title={`${who} answered ${answer.status}`}
        description={answerText(answer)}
        style={{ marginTop: 12 }}
      />
    );
  }
  const { said, dialled, rejected } = twimlSummary(answer.body);
  const items = [
    ...said.map((text, i) => ({ key: `said-${i}`, label: 'Reply', children: text })),
    ...(dialled ? [{ key: 'dialled', label: 'Forwarded to', children: formatPhoneNumber(dialled) }] : []),
    ...(rejected ? [{ key: 'rejected', label: 'Reply', children: 'Rejected' }] : []),
  ];
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title={`${who} answered`}
      style={{ marginTop: 12 }}
      items={items.length ? items : [{ key: 'none', label: 'Reply', children: NO_REPLY }]}
    />
  );
}

/** The forwarded leg's outcome usually gets an empty answer: shown only when it failed or says something. */
const dialSaysSomething = (dial: PhoneWebhookAnswer) =>
  dial.status !== 200 || twimlSummary(dial.body).said.length > 0;

/** The simulator refuses with 404 where the mailbox is off: said in words, not as a failed form. */
function refusal(error: unknown, setErrors: (e: Record<string, string>) => void): string | null {
  if (errorStatus(error) === 404) return PHONE_DISABLED;
  return submitErrorBanner(error, setErrors, messages.somethingWentWrong);
}

function TextForm() {
  const [simulate] = useSimulateTextMutation();
  const [answer, setAnswer] = useState<SimulatedText | null>(null);
  const formik = useFormik({
    initialValues: { from: '', to: '', body: '' },
    validationSchema: simulatedTextSchema,
    onSubmit: async (values, helpers) => {
      setAnswer(null);
      helpers.setStatus(undefined);
      const result = await simulate(values);
      if (result.error) helpers.setStatus(refusal(result.error, (e) => helpers.setErrors(e)));
      else setAnswer(result.data);
    },
  });
  return (
    <Card title="Text a number" size="small">
      <FormikForm formik={formik} label="Text a number" submitLabel="Send text">
        <PhoneField formik={formik} name="from" label="From" required />
        <PhoneField formik={formik} name="to" label="To" required placeholder="The organization's number" />
        <TextAreaField formik={formik} name="body" label="Message" rows={3} maxLength={1600} />
      </FormikForm>
      {answer ? <WebhookAnswer who="The number" answer={answer.sms} /> : null}
    </Card>
  );
}

function CallForm() {
  const [simulate] = useSimulateCallMutation();
  const [answer, setAnswer] = useState<SimulatedCall | null>(null);
  const formik = useFormik({
    initialValues: { from: '', to: '', answered: true, duration: '60' },
    validationSchema: simulatedCallSchema,
    onSubmit: async (values, helpers) => {
      setAnswer(null);
      helpers.setStatus(undefined);
      const result = await simulate({
        ...values,
        // Nobody talked on a call nobody picked up.
        duration: values.answered ? Number(values.duration) : 0,
      });
      if (result.error) helpers.setStatus(refusal(result.error, (e) => helpers.setErrors(e)));
      else setAnswer(result.data);
    },
  });
  return (
    <Card title="Call a number" size="small">
      <FormikForm formik={formik} label="Call a number" submitLabel="Call">
        <PhoneField formik={formik} name="from" label="From" required />
        <PhoneField formik={formik} name="to" label="To" required placeholder="The organization's number" />
        <SwitchField formik={formik} name="answered" label="Answered" />
        <TextField
          formik={formik}
          name="duration"
          label="Duration (seconds)"
          inputMode="numeric"
          disabled={!formik.values.answered}
        />
      </FormikForm>
      {answer ? (
        <>
          <WebhookAnswer who="The number" answer={answer.voice} />
          {answer.dial && dialSaysSomething(answer.dial) ? (
            <WebhookAnswer who="The forwarded call" answer={answer.dial} />
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

/**
 * The local phone: texts and calls to an organization's number as a contact's phone would make them, through the
 * number's real webhooks (signed as the provider signs them), with what the number answered.
 */
export function PhonePanel() {
  return (
    <>
      <Typography.Paragraph type="secondary">
        Text or call one of the organizations&apos; numbers as a contact would: the suite receives it as it
        would from the phone network.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <TextForm />
        </Col>
        <Col xs={24} md={12}>
          <CallForm />
        </Col>
      </Row>
    </>
  );
}
