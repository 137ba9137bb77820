import type { RecordSectionProps } from './types';

/** Being built (issue 7): replaced by its owner before the issue closes. */
export function ClientContactsSection(_props: RecordSectionProps) {
  return null;
}
