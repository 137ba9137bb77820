import { useState } from 'react';
import { Alert, Button, Flex, Steps, Typography } from 'antd';
import { useFormik } from 'formik';
import {
  type CheckGroupsInput,
  type PostcardOrder,
  postcardOrderFormSchema,
  postcardsConstants,
  postcardsMessages,
  type PostcardTemplate,
} from '@ensemble/contracts';
import { apiErrorMessage, useDebouncedValue, useNotify } from '@ensemble/shared-ui';
import {
  usePlacePostcardOrderMutation,
  usePostcardOptionsQuery,
  usePostcardTemplatesQuery,
} from '../../api/postcardsApi';
import { BuyDialog, type PlacedOrder } from './BuyDialog';
import { ConfigureStep, type ConfigureValues } from './ConfigureStep';
import { ProofStep } from './ProofStep';
import { fromOrderState, toOrderState } from './receivers';
import { TemplateChooser } from './TemplateChooser';

type Step = 'template' | 'configure' | 'proof';
const stepIndex: Record<Step, number> = { template: 0, configure: 1, proof: 2 };

const emptyValues: ConfigureValues = {
  receivers: [],
  price_id: '',
  addon_id: null,
  lead_cutoff: postcardsConstants.defaultLeadCutoff,
};

function valuesOf(order: PostcardOrder | null): ConfigureValues {
  if (!order) return emptyValues;
  return {
    receivers: fromOrderState(order.order_state),
    price_id: order.price_id ?? '',
    addon_id: order.addon_id,
    lead_cutoff: order.lead_cutoff,
  };
}

/**
 * 'Create new' (spec 2 §4 'Post card flow'): design → receivers, size and add-on → proof → order → buy dialog
 * → pay, then a fresh start. Back returns one step. With `editing`, an open order is loaded: its receivers and
 * mail class are fixed, and creating the order again changes it instead of placing another.
 */
export function CreateOrderTab(props: {
  organizationId: number;
  editing: PostcardOrder | null;
  onStopEditing: () => void;
  onPaid: () => void;
}) {
  const { organizationId, editing } = props;
  const notify = useNotify();
  const templates = usePostcardTemplatesQuery(organizationId);
  const [step, setStep] = useState<Step>(editing ? 'configure' : 'template');
  const [templateId, setTemplateId] = useState<number | null>(editing?.template_id ?? null);
  // The provider id of the order this screen placed or opened: creating again updates that order.
  const [orderRef, setOrderRef] = useState<string | null>(editing?.postcardmania_order_id ?? null);
  const [buy, setBuy] = useState<PlacedOrder | null>(null);
  const [place, placing] = usePlacePostcardOrderMutation();

  const formik = useFormik<ConfigureValues>({
    initialValues: valuesOf(editing),
    validationSchema: postcardOrderFormSchema,
    validateOnBlur: false,
    onSubmit: () => setStep('proof'),
  });
  const v = formik.values;
  const receivers = toOrderState(v.receivers);
  const cutoff = v.lead_cutoff ?? postcardsConstants.defaultLeadCutoff;

  // Spec 2 §9: the options (eligible recipients and prices) are fetched 1500 ms after the choice settles.
  const wanted = JSON.stringify({ ...receivers, lead_cutoff: cutoff });
  const settled = useDebouncedValue(wanted, postcardsConstants.optionsDebounceMs);
  const options = usePostcardOptionsQuery(
    { organizationId, templateId: templateId ?? 0, input: JSON.parse(settled) as CheckGroupsInput },
    { skip: templateId === null || step === 'template' },
  );
  const fresh = settled === wanted && !options.isFetching && !options.isError;
  const template: PostcardTemplate | undefined = templates.data?.find((t) => t.id === templateId);

  const createOrder = async () => {
    if (templateId === null) return;
    const res = await place({
      organizationId,
      templateId,
      input: {
        ...receivers,
        lead_cutoff: cutoff,
        price_id: v.price_id,
        addon_id: v.addon_id,
        postcardmania_order_id: orderRef,
      },
    });
    if ('error' in res) {
      notify.error(apiErrorMessage(res.error, postcardsMessages.orderFailed));
      return;
    }
    const placed = res.data;
    setOrderRef(placed.postcardmania_order_id);
    const price = placed.prices.find((p) => p.id === v.price_id);
    const addon = placed.prices.find((p) => p.id === v.addon_id);
    setBuy({
      orderId: placed.order_id ?? 0,
      designTitle: template?.title ?? '',
      recipients: placed.available,
      size: price?.description ?? v.price_id,
      addon: addon?.description ?? null,
      totalPrice: placed.total_price,
    });
  };

  const reset = () => {
    setBuy(null);
    setOrderRef(null);
    setTemplateId(null);
    setStep('template');
    formik.resetForm({ values: emptyValues });
    props.onPaid();
  };

  return (
    <Flex vertical gap={24}>
      {editing && (
        <Alert
          type="info"
          showIcon
          title={`Editing order #${editing.orderID} (${editing.status})`}
          description="Its receivers and mail class stay as they are; the design, size, add-on and lead cutoff can change."
          action={
            <Button size="small" onClick={props.onStopEditing}>
              Start a new order
            </Button>
          }
        />
      )}
      <Steps
        size="small"
        current={buy ? 3 : stepIndex[step]}
        items={[
          { title: 'Design' },
          { title: 'Receivers and size' },
          { title: 'Proof' },
          { title: 'Payment' },
        ]}
      />
      {step === 'template' && (
        <TemplateChooser
          organizationId={organizationId}
          selectedId={templateId}
          onChoose={(t) => {
            setTemplateId(t.id);
            setStep('configure');
          }}
        />
      )}
      {step !== 'template' && template && (
        <Typography.Text type="secondary">Design: {template.title}</Typography.Text>
      )}
      {step === 'configure' && (
        <ConfigureStep
          organizationId={organizationId}
          formik={formik}
          options={options.data}
          fresh={fresh}
          optionsError={options.isError ? apiErrorMessage(options.error) : null}
          fixedReceivers={editing !== null}
          onBack={() => setStep('template')}
        />
      )}
      {step === 'proof' && templateId !== null && (
        <ProofStep
          organizationId={organizationId}
          templateId={templateId}
          creating={placing.isLoading}
          onBack={() => setStep('configure')}
          onCreate={() => void createOrder()}
        />
      )}
      <BuyDialog organizationId={organizationId} order={buy} onClose={() => setBuy(null)} onPaid={reset} />
    </Flex>
  );
}
