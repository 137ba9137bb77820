import { belongsTo } from '../../../engine/database/rows';
import { Organization } from '../organizations/organization.entity';
import { User } from './user.entity';

/** A row of one user's (user_id): it goes with the account. */
export const OfUser = belongsTo('user', () => User);

/** A row of one organization's (organization_id): it goes with the organization. */
export const OfOrganization = belongsTo('organization', () => Organization);
