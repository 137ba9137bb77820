import { Button, Col, Flex, Image, Row, Typography } from 'antd';
import { QueryStates } from '@ensemble/shared-ui';
import { usePostcardProofQuery } from '../../api/postcardsApi';

/** Step 3: the proof, front and back, before the order is created. */
export function ProofStep(props: {
  organizationId: number;
  templateId: number;
  creating: boolean;
  onBack: () => void;
  onCreate: () => void;
}) {
  const proof = usePostcardProofQuery({ organizationId: props.organizationId, templateId: props.templateId });
  return (
    <Flex vertical gap={16}>
      <QueryStates query={proof} errorTitle="The proof could not be generated" skeletonRows={6}>
        <Row gutter={[16, 16]}>
          {(['front', 'back'] as const).map((side) => (
            <Col key={side} xs={24} md={12}>
              <Typography.Title level={5}>{side === 'front' ? 'Front' : 'Back'}</Typography.Title>
              {proof.data && (
                <Image
                  src={proof.data[side]}
                  alt={`Proof, ${side}`}
                  style={{ width: '100%', border: '1px solid #f0f0f0' }}
                />
              )}
            </Col>
          ))}
        </Row>
      </QueryStates>
      <Flex gap={8}>
        <Button onClick={props.onBack}>Back</Button>
        <Button type="primary" loading={props.creating} disabled={!proof.data} onClick={props.onCreate}>
          Create order
        </Button>
      </Flex>
    </Flex>
  );
}
