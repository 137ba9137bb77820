import type { FsmState } from '@ensemble/contracts';
import { ActivitiesSection } from './ActivitiesSection';
import { AssociatesSection } from './AssociatesSection';
import { ClientContactsSection } from './ClientContactsSection';
import { DocumentsSection } from './DocumentsSection';
import { EventsSection } from './EventsSection';
import { FollowUpDatesSection } from './FollowUpDatesSection';
import { HistorySection } from './HistorySection';
import { InfoSection } from './InfoSection';
import { InvoicesSection } from './InvoicesSection';
import { NotesSection } from './NotesSection';
import { RemindersSection } from './RemindersSection';
import { SalesSection } from './SalesSection';
import { SocialProfilesSection } from './SocialProfilesSection';
import { TagsSection } from './TagsSection';
import type { RecordSection } from './types';

export type { RecordSection, RecordSectionProps } from './types';

/**
 * The record page's accordions in the spec's order (spec 2 §2 Record pages): Info, Sales, Invoices, Contacts,
 * Notes, Documents, Reminders, Social Profiles, Events, Follow-up dates, Tags, History, More people from this
 * company. A prospect's Activities section leads its page.
 */
export const recordSections: readonly RecordSection[] = [
  {
    key: 'activities',
    title: 'Activities',
    stages: ['Prospect'],
    defaultOpen: true,
    Component: ActivitiesSection,
  },
  { key: 'info', title: 'Info', defaultOpen: true, Component: InfoSection },
  { key: 'sales', title: 'Sales', stages: ['Client'], Component: SalesSection },
  { key: 'invoices', title: 'Invoices', stages: ['Client'], Component: InvoicesSection },
  { key: 'contacts', title: 'Contacts', stages: ['Client'], Component: ClientContactsSection },
  { key: 'notes', title: 'Notes', Component: NotesSection },
  { key: 'documents', title: 'Documents', Component: DocumentsSection },
  { key: 'reminders', title: 'Reminders', Component: RemindersSection },
  { key: 'social', title: 'Social Profiles', Component: SocialProfilesSection },
  {
    key: 'events',
    title: 'Events',
    stages: ['Other', 'Client', 'Former Clients'],
    Component: EventsSection,
  },
  { key: 'follow-up', title: 'Follow-up dates', stages: ['Prospect'], Component: FollowUpDatesSection },
  { key: 'tags', title: 'Tags', defaultOpen: true, Component: TagsSection },
  { key: 'history', title: 'History', defaultOpen: true, Component: HistorySection },
  { key: 'associates', title: 'More people from this company', Component: AssociatesSection },
];

export function sectionsFor(stage: FsmState): RecordSection[] {
  return recordSections.filter((s) => !s.stages || s.stages.includes(stage));
}
