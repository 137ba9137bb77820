// The public face of the platform context (docs/adr/0012): the only file another context may import from platform.
// Its tables are read and written by its own services only; entities are exported for TypeORM relations and
// principal types, never for another context's repositories (src/modules/boundaries.test.ts).
export { AccountModule } from './account/account.module';
export { AccountService } from './account/account.service';
export { OrganizationsModule } from './organizations/organizations.module';
export { OrganizationRecordsModule } from './organization-records/organization-records.module';
export {
  OrganizationRecordsService,
  type OrganizationSubscriptionState,
} from './organization-records/organization-records.service';
export { UsersModule } from './users/users.module';
export { UsersService } from './users/users.service';
export { OrganizationsService } from './organizations/organizations.service';
export { OrganizationMember, Organization, User, platformEntities } from './entities';
