import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import {
  type AvailablePhoneNumber,
  phoneNumberMessages as M,
  type PhoneNumberType,
} from '@ensemble/contracts';
import { EmptyState } from '@ensemble/shared-ui';

export interface FoundNumbers {
  type: PhoneNumberType;
  /** The area code searched (local numbers), or null (toll free). */
  areaCode: string | null;
  numbers: AvailablePhoneNumber[];
}

export interface AvailableNumbersProps {
  found: FoundNumbers;
  onChoose: (number: AvailablePhoneNumber) => void;
  /** Back to the choice of a number type; the list is forgotten. */
  onBack: () => void;
  /** Local numbers: search another area code. */
  onChangeAreaCode: () => void;
}

const whereOf = (n: AvailablePhoneNumber) => [n.locality, n.region].filter(Boolean).join(', ');

/** The numbers offered (spec 3 §2 'Phone setup'): click one to choose it. */
export function AvailableNumbers({ found, onChoose, onBack, onChangeAreaCode }: AvailableNumbersProps) {
  const title =
    found.type === 'local' ? `Local numbers in area code ${found.areaCode ?? ''}` : 'Toll-free numbers';
  return (
    <Card
      title={title}
      data-testid="phone-numbers-available"
      extra={
        <Flex gap={8} wrap>
          {found.type === 'local' ? <Button onClick={onChangeAreaCode}>Change area code</Button> : null}
          <Button onClick={onBack}>Back</Button>
        </Flex>
      }
    >
      {found.numbers.length === 0 ? (
        <EmptyState description={M.noNumbersAvailable} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Click a number to choose it. You then enter the real number its calls are forwarded to.
          </Typography.Paragraph>
          <Row gutter={[12, 12]} role="list" aria-label="Available numbers">
            {found.numbers.map((n) => {
              const where = whereOf(n);
              return (
                <Col key={n.phone_number} xs={24} sm={12} lg={8} role="listitem">
                  <Button
                    block
                    size="large"
                    aria-label={`Choose ${n.friendly_name}`}
                    onClick={() => onChoose(n)}
                    style={{ height: 'auto', paddingBlock: 8 }}
                  >
                    <Flex vertical align="center">
                      <span>{n.friendly_name}</span>
                      {where ? (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {where}
                        </Typography.Text>
                      ) : null}
                    </Flex>
                  </Button>
                </Col>
              );
            })}
          </Row>
        </>
      )}
    </Card>
  );
}
