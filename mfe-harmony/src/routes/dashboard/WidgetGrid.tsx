import { Children, isValidElement, type ReactNode } from 'react';
import { Col, Row } from 'antd';

/** The dashboard's widgets side by side, two a row from 992 px, one a row below (a phone's narrow screen). */
export function WidgetGrid({ children }: { children: ReactNode }) {
  return (
    <Row gutter={[16, 16]}>
      {Children.toArray(children).map((child, i) => (
        <Col key={isValidElement(child) && child.key != null ? child.key : i} xs={24} lg={12}>
          {child}
        </Col>
      ))}
    </Row>
  );
}
