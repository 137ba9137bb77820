import { useState } from 'react';
import { Button, Collapse, Flex, Select, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLibraryTemplatesQuery } from '../../../api/emailTemplatesApi';
import { newTemplate } from '../builderLinks';
import { NewEmailPanel, type Preselected } from './NewEmailPanel';
import { SuppressionList } from './SuppressionList';

/**
 * The Email Composer tab: the panels 'make new email' and 'make new template' (spec 3 §2 Email), and the
 * organization's suppression list, the addresses every send leaves out.
 */
export function ComposerTab(props: { organizationId: number; preselected: Preselected | null }) {
  const [suppressions, setSuppressions] = useState(false);
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <Button type="link" onClick={() => setSuppressions(true)}>
          Unsubscribed and bounced addresses
        </Button>
      </Flex>
      <Collapse
        defaultActiveKey={['email']}
        items={[
          {
            key: 'email',
            label: 'make new email',
            children: <NewEmailPanel organizationId={props.organizationId} preselected={props.preselected} />,
          },
          {
            key: 'template',
            label: 'make new template',
            children: <NewTemplatePanel organizationId={props.organizationId} />,
          },
        ]}
      />
      <SuppressionList
        organizationId={props.organizationId}
        open={suppressions}
        onClose={() => setSuppressions(false)}
      />
    </Flex>
  );
}

/** A template made in the builder and only saved (createOnly): blank, or started from a library template. */
function NewTemplatePanel({ organizationId }: { organizationId: number }) {
  const navigate = useNavigate();
  const library = useLibraryTemplatesQuery({ folder: null });
  const [base, setBase] = useState<number | null>(null);
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        Design a template in the builder; it is saved to your HTML Templates.
      </Typography.Text>
      <div>
        <Button type="primary" onClick={() => void navigate(newTemplate(organizationId, {}))}>
          Blank template
        </Button>
      </div>
      <Flex gap={8} wrap align="center">
        <Select<number>
          aria-label="Library template"
          placeholder="Choose a library template"
          style={{ minWidth: 240 }}
          value={base ?? undefined}
          loading={library.isFetching}
          onChange={setBase}
          options={(library.data ?? []).map((t) => ({ value: t.id, label: t.title }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Button
          disabled={base === null}
          onClick={() =>
            base !== null && void navigate(newTemplate(organizationId, { baseTemplateId: base }))
          }
        >
          Start from library template
        </Button>
      </Flex>
    </Flex>
  );
}
