import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  accountMessages,
  limits,
  type ListQuery,
  messages,
  type Organization as OrganizationDto,
  type OrganizationCreateInput,
  type OrganizationUpdateInput,
  type OrganizationUser,
  type Paginated,
} from '@ensemble/contracts';
import { type EntityManager, In, IsNull, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { hashToken, randomToken } from '../auth/token-hash';
import { linkEmail, MessagingService } from '../../messaging';
import { Invitation } from './invitation.entity';
import { ApiError } from '../../../engine/http/api-error';
import {
  LIKE_ESCAPE,
  likePattern,
  pageWindow,
  orderingOrRefuse,
  toPage,
} from '../../../engine/http/pagination';
import { TransactionService } from '../../../engine/database/transaction.service';
import { IndustriesService } from '../industries/industries.service';
import { normalizeEmail } from '../users/user.entity';
import { OrganizationMember } from './organization-member.entity';
import { Organization } from './organization.entity';
import { isUniqueViolation } from '../../../engine/database/query-errors';

/** Members who may act in an organization (pending invitations may not). */
export const ACTIVE_STATUSES = ['owner', 'accepted'] as const;
const ORDERING = ['name', 'id', 'created_at'] as const;
/** Once the deletion job has claimed an organization it is gone to everyone (joined as `o`). */
const NOT_BEING_DELETED = 'o.deletionClaimedAt IS NULL';

export interface Membership {
  organization: Organization;
  membership: OrganizationMember;
}

@Injectable()
export class OrganizationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly messaging: MessagingService,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectRepository(OrganizationMember) private readonly members: Repository<OrganizationMember>,
    private readonly industries: IndustriesService,
    private readonly tx: TransactionService,
  ) {}

  /** The caller's active membership of an organization, or null (the tenant guard answers 404). */
  async membershipOf(organizationId: number, userId: number): Promise<Membership | null> {
    // Every tenant request runs this. A query builder without take() is one SELECT with the join; findOne with
    // relations would first select distinct ids, then the row: two round trips on the hot path.
    const membership = await this.members
      .createQueryBuilder('m')
      .innerJoinAndSelect('m.organization', 'o')
      .where('m.organizationId = :organizationId AND m.userId = :userId', { organizationId, userId })
      .andWhere('m.status IN (:...statuses)', { statuses: [...ACTIVE_STATUSES] })
      .andWhere(NOT_BEING_DELETED)
      .limit(1)
      .getOne();
    if (!membership?.organization) return null;
    return { organization: membership.organization, membership };
  }

  /** The organizations the user belongs to (never anyone else's), with search on name and email. */
  async listForUser(userId: number, query: ListQuery): Promise<Paginated<OrganizationDto>> {
    const order = orderingOrRefuse(query.ordering, ORDERING, 'name');
    const qb = this.members
      .createQueryBuilder('m')
      .innerJoinAndSelect('m.organization', 'o')
      .where('m.userId = :userId', { userId })
      .andWhere('m.status IN (:...statuses)', { statuses: [...ACTIVE_STATUSES] })
      .andWhere(NOT_BEING_DELETED);
    if (query.search) {
      qb.andWhere(`(LOWER(o.name) LIKE :q ${LIKE_ESCAPE} OR o.emailNormalized LIKE :q ${LIKE_ESCAPE})`, {
        q: likePattern(query.search),
      });
    }
    const column = { name: 'o.name', id: 'o.id', created_at: 'o.createdAt' }[order.field];
    qb.orderBy(column, order.direction).addOrderBy('o.id', 'ASC');
    const { skip, take } = pageWindow(query);
    const [rows, count] = await qb.skip(skip).take(take).getManyAndCount();
    return toPage(rows, count, (m) => presentOrganization(m.organization!, m));
  }

  async create(userId: number, input: OrganizationCreateInput): Promise<OrganizationDto> {
    const duplicate = ApiError.field('email', messages.organizationEmailExists);
    if (await this.organizations.exists({ where: { emailNormalized: normalizeEmail(input.email) } }))
      throw duplicate;
    if (!(await this.industries.exists(input.industry)))
      throw ApiError.field('industry', messages.invalidChoice);
    try {
      return await this.tx.run(async ({ manager }) => {
        const orgs = manager.getRepository(Organization);
        const organization = await orgs.save(
          orgs.create({
            name: input.name,
            email: input.email,
            emailNormalized: normalizeEmail(input.email),
            industryId: input.industry,
            deletions: [],
            // Until billing sets it (a later issue), every organization gets the configured seats.
            seatNumber: this.config.defaultSeatNumber,
            usedSeats: 1,
            eula: 0,
            lastEula: this.config.eulaVersion,
          }),
        );
        const members = manager.getRepository(OrganizationMember);
        const membership = await members.save(
          members.create({
            organizationId: organization.id,
            userId,
            isOwner: true,
            status: 'owner',
            invited: false,
            dateJoined: new Date(),
          }),
        );
        return presentOrganization(organization, membership);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate;
      throw err;
    }
  }

  async update(
    organizationId: number,
    actor: OrganizationMember,
    input: OrganizationUpdateInput,
  ): Promise<OrganizationDto> {
    const organization = await this.organizations.findOneByOrFail({ id: organizationId });
    if (input.name !== undefined) {
      if (!actor.isOwner) throw ApiError.detail(HttpStatus.FORBIDDEN, messages.permissionDenied);
      organization.name = input.name;
    }
    if (input.eula !== undefined) {
      // Agreeing to the EULA records the version agreed to; nobody can pre-agree to versions not yet published.
      organization.eula = Math.min(input.eula, organization.lastEula);
    }
    await this.organizations.save(organization);
    return presentOrganization(organization, actor);
  }

  /**
   * Schedules deletion in limits.deletionGraceDays, or cancels a scheduled deletion (reactivate). Conditional on
   * the deletion job not having claimed the organization: once it has, the organization is gone (404).
   */
  async toggleDeletion(organizationId: number, actor: OrganizationMember): Promise<OrganizationDto> {
    const organization = await this.organizations.findOneByOrFail({ id: organizationId });
    const due = new Date(Date.now() + limits.deletionGraceDays * 24 * 3600 * 1000);
    const change: Pick<Organization, 'deletions' | 'deleteAfter'> =
      organization.deletions.length > 0
        ? { deletions: [], deleteAfter: null }
        : { deletions: [{ date: due.toISOString() }], deleteAfter: due };
    const updated = await this.organizations.update(
      { id: organizationId, deletionClaimedAt: IsNull() },
      change,
    );
    if (updated.affected !== 1) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return presentOrganization(Object.assign(organization, change), actor);
  }

  /**
   * used_seats = active members (owner included) + pending invitations. Recounted (not incremented) inside
   * every transaction that adds or removes either, so it cannot drift.
   */
  async recountSeats(manager: EntityManager, organizationId: number): Promise<number> {
    const members = await manager
      .getRepository(OrganizationMember)
      .count({ where: { organizationId, status: In([...ACTIVE_STATUSES]) } });
    const invitations = await manager.getRepository(Invitation).count({ where: { organizationId } });
    const used = members + invitations;
    await manager.getRepository(Organization).update({ id: organizationId }, { usedSeats: used });
    return used;
  }

  /**
   * Removes a member. The owner row cannot be removed; a member who is not the owner may only remove
   * themselves (leaving the organization).
   */
  async removeMember(organizationId: number, actor: OrganizationMember, membershipId: number): Promise<void> {
    await this.tx.run(async ({ manager }) => {
      const repo = manager.getRepository(OrganizationMember);
      const target = await repo.findOneBy({ organizationId, id: membershipId });
      if (!target) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      if (target.isOwner) throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.ownerCannotBeDeleted);
      if (!actor.isOwner && target.userId !== actor.userId) {
        throw ApiError.detail(HttpStatus.FORBIDDEN, messages.permissionDenied);
      }
      await repo.delete({ id: target.id });
      await this.recountSeats(manager, organizationId);
    });
  }

  findById(organizationId: number): Promise<Organization | null> {
    return this.organizations.findOneBy({ id: organizationId });
  }

  async save(organization: Organization): Promise<Organization> {
    return this.organizations.save(organization);
  }

  /** Owner only: a confirmation link goes to the new address; the email changes when it is opened. */
  async requestEmailChange(
    organizationId: number,
    actor: OrganizationMember,
    newEmail: string,
  ): Promise<OrganizationDto> {
    if (await this.organizations.exists({ where: { emailNormalized: normalizeEmail(newEmail) } })) {
      throw ApiError.field('new_email', messages.organizationEmailExists);
    }
    const token = randomToken();
    return this.tx.run(async (tx) => {
      const repo = tx.manager.getRepository(Organization);
      const organization = await repo.findOneByOrFail({ id: organizationId });
      organization.emailChangeNewEmail = newEmail.trim();
      organization.emailChangeTokenHash = hashToken(token);
      organization.emailChangeTokenExpiration = new Date(Date.now() + limits.emailLinkTtlHours * 3600 * 1000);
      await repo.save(organization);
      const link = `${this.config.appUrl}/email-change?${new URLSearchParams({ token, kind: 'organization' }).toString()}`;
      await this.messaging.enqueueEmail(
        tx,
        linkEmail({
          organizationId,
          to: newEmail,
          subject: `Confirm the new email address of ${organization.name}`,
          category: 'organization_email_change',
          greeting: 'Hello,',
          intro: `To use this address for the organization ${organization.name} on Ensemble, open this link:`,
          linkLabel: 'Confirm the new email',
          link,
          outro: `The link expires in ${limits.emailLinkTtlHours} hours. If you did not expect this, ignore this email.`,
        }),
      );
      return presentOrganization(organization, actor);
    });
  }

  async confirmEmailChange(token: string): Promise<OrganizationDto> {
    const invalid = () => ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.emailChangeLinkInvalid);
    const organization = await this.organizations.findOneBy({ emailChangeTokenHash: hashToken(token) });
    const next = organization?.emailChangeNewEmail;
    if (!organization || !next || !organization.emailChangeTokenExpiration) throw invalid();
    if (organization.emailChangeTokenExpiration.getTime() <= Date.now()) throw invalid();
    const taken = await this.organizations.exists({ where: { emailNormalized: normalizeEmail(next) } });
    if (taken) throw ApiError.detail(HttpStatus.BAD_REQUEST, messages.organizationEmailExists);
    organization.email = next;
    organization.emailNormalized = normalizeEmail(next);
    organization.emailChangeNewEmail = null;
    organization.emailChangeTokenHash = null;
    organization.emailChangeTokenExpiration = null;
    try {
      await this.organizations.save(organization);
    } catch (err) {
      if (isUniqueViolation(err))
        throw ApiError.detail(HttpStatus.BAD_REQUEST, messages.organizationEmailExists);
      throw err;
    }
    // The link is public: the answer does not say whether the opener is the owner.
    return presentOrganization(organization, { isOwner: false });
  }

  async listMembers(organizationId: number, query: ListQuery): Promise<Paginated<OrganizationUser>> {
    const qb = this.members
      .createQueryBuilder('m')
      .innerJoinAndSelect('m.user', 'u')
      .where('m.organizationId = :organizationId', { organizationId });
    if (query.search) {
      qb.andWhere(
        `(LOWER(u.firstName) LIKE :q ${LIKE_ESCAPE} OR LOWER(u.lastName) LIKE :q ${LIKE_ESCAPE} OR u.emailNormalized LIKE :q ${LIKE_ESCAPE})`,
        { q: likePattern(query.search) },
      );
    }
    const { skip, take } = pageWindow(query);
    const [rows, count] = await qb
      .orderBy('m.dateJoined', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return toPage(rows, count, presentMember);
  }
}

export function presentOrganization(
  o: Organization,
  membership: Pick<OrganizationMember, 'isOwner'>,
): OrganizationDto {
  return {
    id: o.id,
    name: o.name,
    email: o.email,
    industry: o.industryId,
    logo: o.logo,
    seat_number: o.seatNumber,
    used_seats: o.usedSeats,
    package_id: o.packageId,
    stripe_customer_id: o.stripeCustomerId,
    is_subscribed: o.isSubscribed,
    eula: o.eula,
    last_eula: o.lastEula,
    deletions: o.deletions ?? [],
    email_change_token_expiration: o.emailChangeTokenExpiration
      ? o.emailChangeTokenExpiration.toISOString()
      : null,
    email_change_new_email: o.emailChangeNewEmail,
    is_owner: membership.isOwner,
    created_at: o.createdAt.toISOString(),
  };
}

export function presentMember(m: OrganizationMember): OrganizationUser {
  return {
    id: m.id,
    name: { firstName: m.user?.firstName ?? '', lastName: m.user?.lastName ?? '' },
    email: m.user?.email ?? '',
    dateJoined: m.dateJoined.toISOString(),
    is_owner: m.isOwner,
    status: m.status,
    invited: m.invited,
  };
}
