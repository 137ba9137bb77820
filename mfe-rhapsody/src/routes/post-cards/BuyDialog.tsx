import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { formatUsd, postcardsMessages } from '@ensemble/contracts';
import { apiErrorMessage, errorStatus, navigateTo, useNotify } from '@ensemble/shared-ui';
import { useOrganizationCardQuery, usePayPostcardOrderMutation } from '../../api/postcardsApi';

export interface PlacedOrder {
  orderId: number;
  designTitle: string;
  recipients: number;
  size: string;
  addon: string | null;
  totalPrice: number;
}

/** Step 4: the buy dialog (spec 2 §4): the total, the card it is charged to, and Pay. */
export function BuyDialog(props: {
  organizationId: number;
  order: PlacedOrder | null;
  onClose: () => void;
  onPaid: () => void;
}) {
  const notify = useNotify();
  const card = useOrganizationCardQuery(props.organizationId, { skip: !props.order });
  const [pay, paying] = usePayPostcardOrderMutation();
  const noCard = card.isError && errorStatus(card.error) === 404;
  const order = props.order;

  const onPay = async () => {
    if (!order) return;
    const res = await pay({ organizationId: props.organizationId, orderId: order.orderId });
    if ('error' in res) {
      notify.error(apiErrorMessage(res.error, postcardsMessages.orderFailed));
      return;
    }
    notify.success(postcardsMessages.created);
    props.onPaid();
  };

  return (
    <Modal
      open={order !== null}
      title="Buy post cards"
      onCancel={props.onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={props.onClose} disabled={paying.isLoading}>
          Cancel
        </Button>,
        <Button
          key="pay"
          type="primary"
          loading={paying.isLoading}
          disabled={!card.data}
          onClick={() => void onPay()}
        >
          {order ? `Pay ${formatUsd(order.totalPrice)}` : 'Pay'}
        </Button>,
      ]}
    >
      {order && (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Design">{order.designTitle}</Descriptions.Item>
            <Descriptions.Item label="Recipients">{order.recipients}</Descriptions.Item>
            <Descriptions.Item label="Size">{order.size}</Descriptions.Item>
            <Descriptions.Item label="Add-on">{order.addon ?? 'None'}</Descriptions.Item>
            <Descriptions.Item label="Total price">
              <Typography.Text strong data-testid="postcard-buy-total">
                {formatUsd(order.totalPrice)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="Card">
              {card.data
                ? `${card.data.brand.charAt(0).toUpperCase()}${card.data.brand.slice(1)} •••• ${card.data.last4}`
                : card.isLoading
                  ? 'Loading…'
                  : '—'}
            </Descriptions.Item>
          </Descriptions>
          {noCard && (
            <Alert
              type="warning"
              showIcon
              title="This organization has no card on file."
              description="Add a card under Manage Organization, Billing, then pay this order from Existing orders."
              action={
                <Button
                  size="small"
                  onClick={() => navigateTo(`/manage-organization/edit/${props.organizationId}?tab=billing`)}
                >
                  Go to billing
                </Button>
              }
            />
          )}
          {card.isError && !noCard && <Alert type="error" showIcon title={apiErrorMessage(card.error)} />}
        </>
      )}
    </Modal>
  );
}
