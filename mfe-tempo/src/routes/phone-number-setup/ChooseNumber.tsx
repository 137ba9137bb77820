import { useState } from 'react';
import { Alert, Button, Card, Col, Row, Typography } from 'antd';
import { type AvailablePhoneNumber, messages, phoneNumberMessages as M } from '@ensemble/contracts';
import { errorMessage, useNotify, wasAborted } from '@ensemble/shared-ui';
import { useAvailablePhoneNumbersMutation } from '../../api/phoneNumbersApi';
import { AreaCodeModal } from './AreaCodeModal';
import { AvailableNumbers, type FoundNumbers } from './AvailableNumbers';
import { ConfirmNumberModal } from './ConfirmNumberModal';

/**
 * No number yet (spec 3 §4 'Phone'): Toll free or Local; Local asks the area code first; then the list of numbers
 * offered; a click on one asks where its calls go, and buys it. Back clears the list.
 */
export function ChooseNumber({ organizationId }: { organizationId: number }) {
  const notify = useNotify();
  const [search, searching] = useAvailablePhoneNumbersMutation();
  const [found, setFound] = useState<FoundNumbers | null>(null);
  const [areaCodeOpen, setAreaCodeOpen] = useState(false);
  const [areaCode, setAreaCode] = useState('');
  const [chosen, setChosen] = useState<AvailablePhoneNumber | null>(null);
  const [error, setError] = useState<string | null>(null);

  const tollFree = async () => {
    setError(null);
    try {
      const numbers = await search({ organizationId, number_type: 'toll_free' }).unwrap();
      setFound({ type: 'toll_free', areaCode: null, numbers });
      notify.success(M.numbersFetched);
    } catch (e) {
      if (!wasAborted(e)) setError(errorMessage(e, messages.somethingWentWrong));
    }
  };
  const local = () => {
    setError(null);
    setAreaCodeOpen(true);
  };
  const drop = (n: AvailablePhoneNumber) =>
    setFound((f) => f && { ...f, numbers: f.numbers.filter((x) => x.phone_number !== n.phone_number) });

  return (
    <>
      {found ? (
        <AvailableNumbers
          found={found}
          onChoose={setChosen}
          onBack={() => setFound(null)}
          onChangeAreaCode={() => setAreaCodeOpen(true)}
        />
      ) : (
        <Card title="Choose a phone number" data-testid="phone-number-choice">
          <Typography.Paragraph type="secondary">
            Your organization's number sends your texts, and calls to it ring the real number you choose.
          </Typography.Paragraph>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <Button
                block
                size="large"
                type="primary"
                loading={searching.isLoading}
                onClick={() => void tollFree()}
              >
                Toll free
              </Button>
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                A number free to call for your contacts, anywhere in the US.
              </Typography.Paragraph>
            </Col>
            <Col xs={24} md={12}>
              <Button block size="large" disabled={searching.isLoading} onClick={local}>
                Local
              </Button>
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                A number in the area code of your choice.
              </Typography.Paragraph>
            </Col>
          </Row>
          {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
        </Card>
      )}
      <AreaCodeModal
        open={areaCodeOpen}
        organizationId={organizationId}
        areaCode={areaCode}
        onFound={(numbers, code) => {
          setAreaCode(code);
          setFound({ type: 'local', areaCode: code, numbers });
        }}
        onClose={() => setAreaCodeOpen(false)}
      />
      <ConfirmNumberModal
        organizationId={organizationId}
        number={chosen}
        onUnavailable={drop}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
