import { Injectable } from '@nestjs/common';
import { type EntityManager, In, IsNull, type SelectQueryBuilder } from 'typeorm';
import { OrganizationMember } from '../organizations/organization-member.entity';
import { Organization } from '../organizations/organization.entity';

/** Fields of an organization that follow its subscription (BillingEventsService writes them). */
export type OrganizationSubscriptionState = Partial<
  Pick<Organization, 'isSubscribed' | 'packageId' | 'seatNumber'>
>;

/**
 * The organization and membership rows as other contexts need them (docs/adr/0012): billing reads an organization's
 * seats and writes its subscription state, contacts check and list members. The platform owns these tables; every
 * method runs on the EntityManager it is given, so a caller inside a transaction keeps it.
 */
@Injectable()
export class OrganizationRecordsService {
  findOrFail(manager: EntityManager, id: number): Promise<Organization> {
    return manager.getRepository(Organization).findOneByOrFail({ id });
  }

  /** The organization whose payments customer this is, unless it is claimed for deletion. */
  findByPaymentsCustomer(manager: EntityManager, customerId: string): Promise<Organization | null> {
    return manager
      .getRepository(Organization)
      .findOneBy({ stripeCustomerId: customerId, deletionClaimedAt: IsNull() });
  }

  async setPaymentsCustomer(manager: EntityManager, id: number, customerId: string): Promise<void> {
    await manager.getRepository(Organization).update({ id }, { stripeCustomerId: customerId });
  }

  async setSubscriptionState(
    manager: EntityManager,
    id: number,
    state: OrganizationSubscriptionState,
  ): Promise<void> {
    await manager.getRepository(Organization).update({ id }, state);
  }

  /** SELECT … FOR UPDATE of the organization's row: serializes one organization's writers (MariaDB only). */
  async lockForUpdate(manager: EntityManager, organizationId: number): Promise<void> {
    await manager
      .getRepository(Organization)
      .createQueryBuilder('o')
      .select('o.id')
      .where('o.id = :organizationId', { organizationId })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** How many memberships of `userId` in the organization have one of `statuses`. */
  countMemberships(
    manager: EntityManager,
    organizationId: number,
    userId: number,
    statuses: readonly string[],
  ): Promise<number> {
    return manager
      .getRepository(OrganizationMember)
      .countBy({ organizationId, userId, status: In([...statuses]) });
  }

  /** A query over memberships (`alias`), for a read model that joins them (the contacts' representatives). */
  membersQuery(manager: EntityManager, alias: string): SelectQueryBuilder<OrganizationMember> {
    return manager.getRepository(OrganizationMember).createQueryBuilder(alias);
  }
}
