import { Card, Col, Row, Typography } from 'antd';
import {
  type EmailReportDetail,
  emailMetricLabels,
  emailMetricNames,
  metricPercent,
} from '@ensemble/contracts';
import { formatPercent } from './format';

/**
 * The twelve metrics in the spec's order (spec 3 §9), each a count of recipients and its percent of the total to
 * 2 decimals. A metric the API left out reads 0.
 */
export function MetricCards({ report }: { report: EmailReportDetail }) {
  const byName = new Map(report.metrics.map((m) => [m.name, m]));
  return (
    <Row gutter={[12, 12]} role="list" aria-label="Metrics">
      {emailMetricNames.map((name) => {
        const m = byName.get(name);
        const count = m?.count ?? 0;
        const percent = m?.percent ?? metricPercent(count, report.total);
        return (
          <Col key={name} xs={12} sm={8} md={6} xl={4} role="listitem">
            <Card size="small" data-testid={`metric-${name}`} style={{ height: '100%' }}>
              <Typography.Text type="secondary">{emailMetricLabels[name]}</Typography.Text>
              <Typography.Title level={4} style={{ margin: '4px 0' }} data-testid="metric-count">
                {count}
              </Typography.Title>
              <Typography.Text data-testid="metric-percent">{formatPercent(percent)}</Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
