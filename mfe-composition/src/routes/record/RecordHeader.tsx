import { useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import { leadDisplayName, leadTemperatures, type LeadRecord } from '@ensemble/contracts';
import { stageLabels } from './stageLabels';
import { stageTransitions, TransitionModal, type Landing, type TransitionKind } from './transitions';

const temperatureColors: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'blue', 4: 'green' };

/** Name, stage badge, temperature and the stage's transition buttons (spec 2 §4). */
export function RecordHeader(props: {
  organizationId: number;
  lead: LeadRecord;
  onTransitionDone: (landing: Landing) => void;
}) {
  const { organizationId, lead, onTransitionDone } = props;
  const [active, setActive] = useState<TransitionKind | null>(null);
  const temperature =
    lead.temperature == null ? null : leadTemperatures[lead.temperature as keyof typeof leadTemperatures];

  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Flex align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {leadDisplayName(lead) || `#${lead.id}`}
        </Typography.Title>
        <Tag color="geekblue" data-testid="stage-badge">
          {stageLabels[lead.fsm_state]}
        </Tag>
        {temperature ? (
          <Tag color={temperatureColors[lead.temperature ?? 0]} data-testid="temperature">
            {temperature}
          </Tag>
        ) : null}
      </Flex>
      <Flex wrap gap={8} data-testid="record-actions">
        {stageTransitions[lead.fsm_state].map((a) => (
          <Button key={a.kind} onClick={() => setActive(a.kind)}>
            {a.label}
          </Button>
        ))}
      </Flex>
      <TransitionModal
        kind={active}
        organizationId={organizationId}
        lead={lead}
        open={active != null}
        onClose={() => setActive(null)}
        onDone={onTransitionDone}
      />
    </Flex>
  );
}
