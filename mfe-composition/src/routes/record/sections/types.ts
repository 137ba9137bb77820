import type { ComponentType } from 'react';
import type { FsmState, LeadRecord } from '@ensemble/contracts';

export interface RecordSectionProps {
  organizationId: number;
  stage: FsmState;
  lead: LeadRecord;
}

/** One accordion of the record page (spec 2 §2 Record pages). */
export interface RecordSection {
  key: string;
  /** The accordion's title, as the spec names it. */
  title: string;
  /** The stages that show it; every stage when absent. */
  stages?: readonly FsmState[];
  /** Opened when the page loads. */
  defaultOpen?: boolean;
  Component: ComponentType<RecordSectionProps>;
}
