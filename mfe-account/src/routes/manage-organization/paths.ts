import type { ManageOrganizationTabKey } from './tabs';

export const manageOrganizationPaths = {
  list: '/manage-organization/:organizationId',
  edit: '/manage-organization/edit/:id',
} as const;

export function editOrganizationUrl(id: number, tab: ManageOrganizationTabKey = 'general'): string {
  return `/manage-organization/edit/${id}?tab=${tab}`;
}

export function organizationListUrl(organizationId: number): string {
  return `/manage-organization/${organizationId}`;
}
