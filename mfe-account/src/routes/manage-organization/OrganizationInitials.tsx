import { Avatar } from 'antd';
import type { Organization } from '@ensemble/contracts';

/** Up to two letters from the name's first words: 'Acme Insurance' → 'AI'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** The organization's logo, or its initials when it has none. */
export function OrganizationLogo({
  organization,
  size = 48,
}: {
  organization: Pick<Organization, 'name' | 'logo'>;
  size?: number;
}) {
  return (
    <Avatar
      shape="square"
      size={size}
      src={organization.logo ?? undefined}
      alt={organization.logo ? `${organization.name} logo` : undefined}
      style={{ flex: 'none' }}
    >
      {initialsOf(organization.name)}
    </Avatar>
  );
}
