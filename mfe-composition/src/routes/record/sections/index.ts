import type { FsmState } from '@ensemble/contracts';
import { HistorySection } from './HistorySection';
import { InfoSection } from './InfoSection';
import { TagsSection } from './TagsSection';
import type { RecordSection } from './types';

export type { RecordSection, RecordSectionProps } from './types';

/**
 * The record page's accordions in the spec's order (Info, Sales, Invoices, Contacts, Notes, Documents,
 * Reminders, Social Profiles, Events, Follow-up dates, Tags, History, More people from this company). The
 * sections not built yet slot in here, each as one component in this folder.
 */
export const recordSections: readonly RecordSection[] = [
  { key: 'info', title: 'Info', defaultOpen: true, Component: InfoSection },
  { key: 'tags', title: 'Tags', defaultOpen: true, Component: TagsSection },
  { key: 'history', title: 'History', defaultOpen: true, Component: HistorySection },
];

export function sectionsFor(stage: FsmState): RecordSection[] {
  return recordSections.filter((s) => !s.stages || s.stages.includes(stage));
}
