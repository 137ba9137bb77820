import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  accountMessages,
  type Invitation as InvitationDto,
  type InvitationPreview,
  messages,
  type Organization as OrganizationDto,
  type ListQuery,
  type OrganizationUser,
  type Paginated,
} from '@ensemble/contracts';
import { pageWindow } from '../../../engine/http/pagination';
import { DataSource, type EntityManager, In } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { type Tx, TransactionService } from '../../../engine/database/transaction.service';
import { hashToken, randomToken } from '../auth/token-hash';
import { linkEmail, MessagingService } from '../../messaging';
import { normalizeEmail, type User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { Invitation } from './invitation.entity';
import { OrganizationMember } from './organization-member.entity';
import { Organization } from './organization.entity';
import {
  ACTIVE_STATUSES,
  OrganizationsService,
  presentMember,
  presentOrganization,
} from './organizations.service';
import { forUpdate } from '../../../engine/database/dialect';

export const INVITATION_TTL_DAYS = 7;

const invalid = () => ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.invitationInvalid);
const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
/** Not expired, and its organization is neither gone nor being deleted (an invitation loaded with it). */
const live = (row: Invitation) =>
  !!row.organization && !row.organization.deletionClaimedAt && row.expiresAt.getTime() > Date.now();

export function presentInvitation(i: Invitation): InvitationDto {
  const by = i.invitedBy;
  return {
    id: i.id,
    email: i.email,
    status: 'pending',
    invited_at: i.invitedAt.toISOString(),
    invited_by: by ? `${by.firstName} ${by.lastName}`.trim() || by.email : null,
  };
}

/** Invitations to join an organization (spec 1 §5–8): seats, emailed links, accept, resend, delete. */
@Injectable()
export class InvitationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly organizations: OrganizationsService,
    private readonly users: UsersService,
    private readonly messaging: MessagingService,
  ) {}

  private link(token: string): string {
    return `${this.config.appUrl}/invitation?${new URLSearchParams({ token }).toString()}`;
  }

  /** The organization row, locked for the rest of the transaction where the database can (seat checks). */
  private async lockOrganization(manager: EntityManager, organizationId: number): Promise<Organization> {
    const qb = manager
      .getRepository(Organization)
      .createQueryBuilder('o')
      .where('o.id = :organizationId', { organizationId });
    const organization = await forUpdate(qb).getOne();
    if (!organization) throw notFound();
    return organization;
  }

  private async sendInvitation(
    tx: Tx,
    organization: Organization,
    invitation: Invitation,
    inviter: User | null,
  ) {
    const token = randomToken();
    invitation.tokenHash = hashToken(token);
    invitation.expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);
    invitation.invitedAt = new Date();
    const saved = await tx.manager.getRepository(Invitation).save(invitation);
    const who = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'A colleague';
    await this.messaging.enqueueEmail(
      tx,
      linkEmail({
        organizationId: organization.id,
        to: invitation.email,
        subject: `You are invited to join ${organization.name} on Ensemble`,
        category: 'invitation',
        greeting: 'Hello,',
        intro: `${who} invited you to join ${organization.name} on Ensemble. To accept, open this link:`,
        linkLabel: 'Accept the invitation',
        link: this.link(token),
        outro: `The invitation expires in ${INVITATION_TTL_DAYS} days.`,
      }),
    );
    return saved;
  }

  async invite(organizationId: number, inviter: User, email: string): Promise<InvitationDto> {
    const normalized = normalizeEmail(email);
    const invitation = await this.tx.run(async (tx) => {
      const organization = await this.lockOrganization(tx.manager, organizationId);
      const member = await tx.manager
        .getRepository(OrganizationMember)
        .createQueryBuilder('m')
        .innerJoin('m.user', 'u')
        .where('m.organizationId = :organizationId', { organizationId })
        .andWhere('m.status IN (:...statuses)', { statuses: [...ACTIVE_STATUSES] })
        .andWhere('u.emailNormalized = :normalized', { normalized })
        .getOne();
      if (member) throw ApiError.field('email', accountMessages.alreadyMember);
      const repo = tx.manager.getRepository(Invitation);
      const pending = await repo.findOneBy({ organizationId, emailNormalized: normalized });
      // Inviting the same address again re-sends the invitation; it holds one seat either way.
      if (pending) return this.sendInvitation(tx, organization, pending, inviter);
      const used = await this.organizations.recountSeats(tx.manager, organizationId);
      if (organization.seatNumber <= used)
        throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.notEnoughSeats);
      const created = await this.sendInvitation(
        tx,
        organization,
        repo.create({
          organizationId,
          email: email.trim(),
          emailNormalized: normalized,
          invitedById: inviter.id,
        }),
        inviter,
      );
      await this.organizations.recountSeats(tx.manager, organizationId);
      return created;
    });
    return this.get(organizationId, invitation.id);
  }

  private async get(organizationId: number, id: number): Promise<InvitationDto> {
    const row = await this.dataSource
      .getRepository(Invitation)
      .findOne({ where: { organizationId, id }, relations: { invitedBy: true } });
    if (!row) throw notFound();
    return presentInvitation(row);
  }

  async list(organizationId: number): Promise<Paginated<InvitationDto>> {
    const rows = await this.pending(organizationId);
    return { results: rows.map(presentInvitation), count: rows.length };
  }

  pending(organizationId: number): Promise<Invitation[]> {
    return this.dataSource.getRepository(Invitation).find({
      where: { organizationId },
      relations: { invitedBy: true },
      order: { invitedAt: 'ASC', id: 'ASC' },
    });
  }

  async remove(organizationId: number, id: number): Promise<void> {
    await this.tx.run(async ({ manager }) => {
      const res = await manager.getRepository(Invitation).delete({ organizationId, id });
      if (res.affected !== 1) throw notFound();
      await this.organizations.recountSeats(manager, organizationId);
    });
  }

  async resend(organizationId: number, id: number, inviter: User): Promise<InvitationDto> {
    await this.tx.run(async (tx) => {
      const row = await tx.manager.getRepository(Invitation).findOneBy({ organizationId, id });
      if (!row) throw notFound();
      const organization = await tx.manager
        .getRepository(Organization)
        .findOneByOrFail({ id: organizationId });
      await this.sendInvitation(tx, organization, row, inviter);
    });
    return this.get(organizationId, id);
  }

  private async byToken(manager: EntityManager, token: string): Promise<Invitation> {
    const row = await manager
      .getRepository(Invitation)
      .findOne({ where: { tokenHash: hashToken(token) }, relations: { organization: true } });
    if (!row || !live(row)) throw invalid();
    return row;
  }

  async preview(token: string): Promise<InvitationPreview> {
    const row = await this.byToken(this.dataSource.manager, token);
    return {
      organization_name: row.organization!.name,
      email: row.email,
      account_exists: (await this.users.findByEmail(row.email)) !== null,
    };
  }

  /** The invitation becomes an accepted membership of `user` (whose email must be the invited one). */
  async acceptIn(manager: EntityManager, user: User, token: string): Promise<Organization> {
    const row = await this.byToken(manager, token);
    if (row.emailNormalized !== normalizeEmail(user.email)) {
      throw ApiError.detail(HttpStatus.FORBIDDEN, accountMessages.invitationWrongAccount);
    }
    const members = manager.getRepository(OrganizationMember);
    const existing = await members.findOneBy({ organizationId: row.organizationId, userId: user.id });
    if (!existing) {
      await members.insert({
        organizationId: row.organizationId,
        userId: user.id,
        isOwner: false,
        status: 'accepted',
        invited: true,
        dateJoined: new Date(),
      });
    } else if (existing.status === 'pending') {
      await members.update({ id: existing.id }, { status: 'accepted', dateJoined: new Date() });
    }
    await manager.getRepository(Invitation).delete({ id: row.id });
    await this.organizations.recountSeats(manager, row.organizationId);
    return manager.getRepository(Organization).findOneByOrFail({ id: row.organizationId });
  }

  async accept(user: User, token: string): Promise<OrganizationDto> {
    const organization = await this.tx.run(({ manager }) => this.acceptIn(manager, user, token));
    return presentOrganization(organization, { isOwner: false });
  }

  /** Whether the token is a live invitation for this email (sign-up with an invitation). */
  async matchesEmail(token: string, email: string): Promise<boolean> {
    const row = await this.dataSource
      .getRepository(Invitation)
      .findOne({ where: { tokenHash: hashToken(token) }, relations: { organization: true } });
    return !!row && live(row) && row.emailNormalized === normalizeEmail(email);
  }

  /**
   * The users table: members (owner, accepted) then pending invitations (status 'pending', invited: true, id =
   * the invitation id), searched on name and email, paged with page/per_page like every list.
   */
  async usersTable(organizationId: number, query: ListQuery): Promise<Paginated<OrganizationUser>> {
    const { members, invitations } = await this.membersAndInvitations(organizationId);
    const rows: OrganizationUser[] = [
      ...members.map(presentMember),
      ...invitations.map((i): OrganizationUser => ({
        id: i.id,
        name: { firstName: '', lastName: '' },
        email: i.email,
        dateJoined: i.invitedAt.toISOString(),
        is_owner: false,
        status: 'pending',
        invited: true,
      })),
    ];
    const q = query.search.toLowerCase();
    const found = q
      ? rows.filter((r) =>
          [r.name.firstName, r.name.lastName, r.email].some((v) => v.toLowerCase().includes(q)),
        )
      : rows;
    const { skip, take } = pageWindow(query);
    return { results: found.slice(skip, skip + take), count: found.length };
  }

  /** Members (owner and accepted) and pending invitations, as the users table shows them. */
  async membersAndInvitations(
    organizationId: number,
  ): Promise<{ members: OrganizationMember[]; invitations: Invitation[] }> {
    const members = await this.dataSource.getRepository(OrganizationMember).find({
      where: { organizationId, status: In([...ACTIVE_STATUSES]) },
      relations: { user: true },
      order: { dateJoined: 'ASC', id: 'ASC' },
    });
    return { members, invitations: await this.pending(organizationId) };
  }
}
