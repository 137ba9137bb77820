import { Children, isValidElement, type ReactNode } from 'react';
import { Button, Card, Col, Dropdown, Flex, Row, Typography } from 'antd';
import { FolderOutlined, MoreOutlined } from '@ant-design/icons';
import type { EmailTemplateFolder, EmailTemplateSummary } from '@ensemble/contracts';

/** The width the email is laid out at before being scaled into the card. */
const EMAIL_WIDTH = 600;
const THUMB_WIDTH = 180;
const THUMB_HEIGHT = 220;

/**
 * The card's picture: the saved PNG when there is one, else the HTML itself in a sandboxed frame (no scripts,
 * no same origin, no forms), laid out at email width and scaled down.
 */
export function TemplateThumbnail({ template }: { template: EmailTemplateSummary }) {
  const box = { width: '100%', height: THUMB_HEIGHT, overflow: 'hidden', background: '#f5f5f5' } as const;
  if (template.thumbnail_url) {
    return (
      <div style={box}>
        <img
          src={template.thumbnail_url}
          alt={`${template.title} thumbnail`}
          style={{ width: '100%', height: THUMB_HEIGHT, objectFit: 'cover', objectPosition: 'top' }}
        />
      </div>
    );
  }
  const scale = THUMB_WIDTH / EMAIL_WIDTH;
  return (
    <div style={box}>
      <iframe
        title={`Preview of ${template.title}`}
        srcDoc={template.html}
        sandbox=""
        tabIndex={-1}
        loading="lazy"
        style={{
          width: EMAIL_WIDTH,
          height: THUMB_HEIGHT / scale,
          border: 0,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          pointerEvents: 'none',
        }}
      />
    </div>
  );
}

export interface CardAction {
  key: string;
  label: string;
  danger?: boolean;
  onClick: () => void;
}

function ActionsMenu({ name, actions }: { name: string; actions: CardAction[] }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: actions.map((a) => ({ key: a.key, label: a.label, danger: a.danger })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          actions.find((a) => a.key === key)?.onClick();
        },
      }}
    >
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label={`Actions for ${name}`}
        onClick={(e) => e.stopPropagation()}
      />
    </Dropdown>
  );
}

export function TemplateCard(props: { template: EmailTemplateSummary; actions: CardAction[] }) {
  const t = props.template;
  return (
    <Card
      size="small"
      cover={<TemplateThumbnail template={t} />}
      data-testid={`template-card-${t.id}`}
      styles={{ body: { padding: 8 } }}
    >
      <Flex justify="space-between" align="center" gap={4}>
        <Typography.Text ellipsis={{ tooltip: t.title }} strong>
          {t.title}
        </Typography.Text>
        <ActionsMenu name={t.title} actions={props.actions} />
      </Flex>
    </Card>
  );
}

export function FolderCard(props: {
  folder: EmailTemplateFolder;
  onOpen: () => void;
  actions: CardAction[];
}) {
  const f = props.folder;
  return (
    <Card
      size="small"
      hoverable
      onClick={props.onOpen}
      data-testid={`folder-card-${f.id}`}
      styles={{ body: { padding: 12 } }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Button
          type="link"
          icon={<FolderOutlined />}
          style={{ padding: 0, minWidth: 0 }}
          aria-label={`Open folder ${f.name}`}
          onClick={(e) => {
            e.stopPropagation();
            props.onOpen();
          }}
        >
          <Typography.Text ellipsis={{ tooltip: f.name }}>{f.name}</Typography.Text>
        </Button>
        {props.actions.length > 0 ? <ActionsMenu name={f.name} actions={props.actions} /> : null}
      </Flex>
      <Typography.Text type="secondary">
        {f.templates} {f.templates === 1 ? 'template' : 'templates'}
      </Typography.Text>
    </Card>
  );
}

/** Cards in a grid that keeps two to a row on phones (under 768 px) and widens on larger screens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Row gutter={[12, 12]}>
      {Children.map(children, (child) =>
        isValidElement(child) ? (
          <Col key={child.key} xs={12} sm={8} md={6} xl={4}>
            {child}
          </Col>
        ) : null,
      )}
    </Row>
  );
}
