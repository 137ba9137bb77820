import type { RecordSectionProps } from './types';

/** Being built (issue 7): replaced by its owner before the issue closes. */
export function SocialProfilesSection(_props: RecordSectionProps) {
  return null;
}
