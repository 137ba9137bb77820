import type { RecordSectionProps } from './types';

/** Being built (issue 7): replaced by its owner before the issue closes. */
export function FollowUpDatesSection(_props: RecordSectionProps) {
  return null;
}
