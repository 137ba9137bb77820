import { Button, Card, Col, Row, Typography } from 'antd';
import type { PostcardTemplate } from '@ensemble/contracts';
import { QueryStates } from '@ensemble/shared-ui';
import { usePostcardTemplatesQuery } from '../../api/postcardsApi';

/** Step 1 of the post card flow: pick a design. */
export function TemplateChooser(props: {
  organizationId: number;
  selectedId: number | null;
  onChoose: (template: PostcardTemplate) => void;
}) {
  const templates = usePostcardTemplatesQuery(props.organizationId);
  const rows = templates.data ?? [];
  return (
    <QueryStates
      query={templates}
      errorTitle="Post card designs could not be loaded"
      empty={rows.length === 0}
      emptyText="No post card designs to display"
    >
      <Row gutter={[16, 16]} role="list" aria-label="Post card designs">
        {rows.map((t) => (
          <Col key={t.id} xs={24} sm={12} lg={8} xl={6} role="listitem">
            <Card
              hoverable
              data-testid={`postcard-template-${t.id}`}
              style={t.id === props.selectedId ? { borderColor: '#1677ff' } : undefined}
              cover={<img alt={`${t.title} (front)`} src={t.template.proofFront} />}
              onClick={() => props.onChoose(t)}
            >
              <Typography.Text strong>{t.title}</Typography.Text>
              <div style={{ marginTop: 12 }}>
                <Button
                  type={t.id === props.selectedId ? 'primary' : 'default'}
                  aria-label={`Use ${t.title}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    props.onChoose(t);
                  }}
                >
                  Use this design
                </Button>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </QueryStates>
  );
}
