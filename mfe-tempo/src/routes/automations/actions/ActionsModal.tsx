import { Alert, Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import {
  actionBatchSchemaOf,
  type AutomationAction,
  type AutomationActionInput,
  automationMessages as M,
  type AutomationType,
  automationTypeLabels,
  automationTypes,
  textMessages,
} from '@ensemble/contracts';
import { errorBody, FormModal, useNotify } from '@ensemble/shared-ui';
import {
  useDripByDayActionsMutation,
  useOneOffActionsMutation,
  useResultBasedActionsMutation,
} from '../../../api/automationsApi';
import { apiFieldErrors, browserToday, errorMessages, schemaErrors } from '../shared/schemaErrors';
import { usePhoneNumberQuery } from '../../../api/phoneNumbersApi';
import { ActionRow } from './ActionRow';
import { actionsInput, actionsValues, type ActionsValues, emptyAction } from './actionsForm';

/** The automation whose actions the dialog edits. */
export interface ActionsTarget {
  id: number;
  name: string;
  type: AutomationType;
  automations_list: AutomationAction[];
}

type Batch = (args: { organizationId: number; id: number; actions: AutomationActionInput[] }) => {
  unwrap: () => Promise<unknown>;
};

/** The batch call of each type (spec 3 §7): drip-by-day-action/, one-off-action/, result-based-action/. */
function useBatchOf(type: AutomationType): Batch {
  const [byDay] = useDripByDayActionsMutation();
  const [oneOff] = useOneOffActionsMutation();
  const [byResult] = useResultBasedActionsMutation();
  if (type === automationTypes.dripByDate) return oneOff;
  if (type === automationTypes.dripByResult) return byResult;
  return byDay;
}

const when: Record<AutomationType, string> = {
  0: 'Each step goes out at 2 PM, the given number of days after the contact enters (day 0: that day).',
  1: 'Each step goes out at 11 AM on its date, from tomorrow on.',
  2: 'Each email goes out at 2 PM, the given number of days after the contact opened or clicked.',
};

/**
 * The actions dialog of an automation's type (spec 3 §4 'Automation creation', §5 'Action rows'): rows of EMAIL
 * (template and subject), SMS (text template) or REMINDER (text) — drip by result: EMAIL only —, each on a day
 * number from 0 (no maximum) or a date from tomorrow; 'Please fill all the necessary fields' while a row misses
 * something. Saved as one batch: 'Automation action added'.
 */
export function ActionsModal(props: {
  organizationId: number;
  automation: ActionsTarget | null;
  onClose: () => void;
}) {
  const { organizationId, automation } = props;
  const type = automation?.type ?? automationTypes.dripByDay;
  const batch = useBatchOf(type);
  const notify = useNotify();
  const formik = useFormik<ActionsValues>({
    initialValues: actionsValues(automation?.automations_list ?? []),
    enableReinitialize: true,
    validate: (values) =>
      schemaErrors(actionBatchSchemaOf(type), actionsInput(type, values), { today: browserToday() }),
    onSubmit: async (values, helpers) => {
      if (!automation) return;
      helpers.setStatus(null);
      try {
        await batch({ organizationId, id: automation.id, ...actionsInput(type, values) }).unwrap();
      } catch (error) {
        // The rows' own errors (a date the organization's day makes too early) go on their fields.
        const { errors, message } = apiFieldErrors<ActionsValues>(errorBody(error));
        helpers.setErrors(errors);
        helpers.setStatus(message ?? (errorMessages(errors).length ? null : M.somethingWentWrong));
        return;
      }
      notify.success(M.actionAdded);
      props.onClose();
    },
  });

  const rows = formik.values.actions;
  // SMS steps leave from the organization's number: without one they are skipped, so the dialog says so first.
  const texts = rows.some((r) => r.send === 'SMS') && type !== automationTypes.dripByResult;
  const number = usePhoneNumberQuery(organizationId, { skip: !texts });
  const noNumber = texts && number.data != null && number.data.twilio_number == null;
  const problems = formik.submitCount > 0 ? errorMessages(formik.errors.actions) : [];
  const setRows = (next: ActionsValues['actions']) => void formik.setFieldValue('actions', next);

  return (
    <FormModal
      open={automation !== null}
      title={automation ? `${automationTypeLabels[type]} actions: ${automation.name}` : ''}
      formik={formik}
      onClose={props.onClose}
    >
      <Typography.Paragraph type="secondary">{when[type]}</Typography.Paragraph>
      <Flex vertical gap={12} style={{ marginBottom: 12 }}>
        {rows.map((row, i) => (
          <ActionRow
            // A row's position is its identity while the dialog is open: rows are added and removed at the end or by index.
            key={i}
            organizationId={organizationId}
            type={type}
            index={i}
            row={row}
            formik={formik}
            onRemove={() => setRows(rows.filter((_, j) => j !== i))}
          />
        ))}
        {rows.length === 0 ? (
          <Typography.Text type="secondary">
            No actions: saving leaves the automation without steps.
          </Typography.Text>
        ) : null}
      </Flex>
      <Button
        icon={<PlusOutlined />}
        onClick={() => setRows([...rows, emptyAction()])}
        style={{ marginBottom: 16 }}
      >
        Add action
      </Button>
      {noNumber ? (
        <Alert
          type="warning"
          showIcon
          title={textMessages.phoneSetupNotCompleted}
          description="SMS actions are skipped until the organization has a phone number."
          action={
            <Link to={`/tempo/phone-number-setup/${organizationId}`}>{textMessages.goToPhoneSetup}</Link>
          }
          style={{ marginBottom: 12 }}
          data-testid="actions-phone-warning"
        />
      ) : null}
      {problems.length ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problems.join(' ')}
          style={{ marginBottom: 12 }}
          data-testid="actions-errors"
        />
      ) : null}
    </FormModal>
  );
}
