import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  type LeadSummary,
  messages,
  type Paginated,
  type Representative,
  type RepresentativeUpdate,
  type RepTitle,
  settingsMessages,
  sortableColumns,
} from '@ensemble/contracts';
import type { DataSource, Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { LIKE_ESCAPE, likePattern, RawListing } from '../../../engine/http/pagination';
import { LeadsService } from '../leads/leads.service';
import { OrganizationRecordsService } from '../../platform';
import { RepresentativeSettingsRow } from './settings.entities';
import type { LeadsQuery, RepresentativesQuery } from './settings.queries';

/** The table's sortable columns (contracts sortableColumns) and user_id. */
const ORDERING = [...sortableColumns.representatives, 'user_id'] as const;
/** Representatives are the organization's members (owner and accepted); pending invitations are not. */
const MEMBER_STATUSES = ['owner', 'accepted'];
const MANAGED =
  '(SELECT COUNT(*) FROM leads l WHERE l.organization_id = m.organization_id AND (l.account_rep = m.user_id OR l.sales_rep = m.user_id OR l.service_rep = m.user_id))';

interface RepRaw {
  m_id: number;
  m_user_id: number;
  m_status: string;
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string | null;
  role_title: RepTitle | null;
  sms_notif: number | boolean | string | null;
  managed_contacts: number | string;
}

const present = (r: RepRaw): Representative => ({
  id: Number(r.m_id),
  user_id: Number(r.m_user_id),
  name: `${r.first_name} ${r.last_name}`.trim(),
  email: r.email,
  cell_phone: r.cell_phone || null,
  role_title: r.role_title ?? 'None',
  status: r.m_status === 'owner' ? 'accepted' : r.m_status,
  managed_contacts: Number(r.managed_contacts),
  sms_notif: r.sms_notif === true || Number(r.sms_notif) === 1,
});

const LISTING = new RawListing(
  {
    fields: ORDERING,
    fallback: '-id',
    keys: {
      id: 'm.id',
      user_id: 'm.user_id',
      name: ['LOWER(u.first_name)', 'LOWER(u.last_name)'],
      email: 'u.email_normalized',
      role_title: "COALESCE(rs.role_title, 'None')",
      managed_contacts: MANAGED,
    },
    tie: { column: 'm.id', direction: 'DESC' },
  },
  present,
);

@Injectable()
export class RepresentativesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly organizations: OrganizationRecordsService,
    @InjectRepository(RepresentativeSettingsRow)
    private readonly settings: Repository<RepresentativeSettingsRow>,
    private readonly leads: LeadsService,
  ) {}

  private base(organizationId: number) {
    return this.organizations
      .membersQuery(this.dataSource.manager, 'm')
      .innerJoin('m.user', 'u')
      .leftJoin(
        RepresentativeSettingsRow,
        'rs',
        'rs.organizationId = m.organizationId AND rs.userId = m.userId',
      )
      .select(['m.id', 'm.userId', 'm.status'])
      .addSelect('u.first_name', 'first_name')
      .addSelect('u.last_name', 'last_name')
      .addSelect('u.email', 'email')
      .addSelect('u.cell_phone', 'cell_phone')
      .addSelect('rs.role_title', 'role_title')
      .addSelect('rs.sms_notif', 'sms_notif')
      .addSelect(MANAGED, 'managed_contacts')
      .where('m.organizationId = :organizationId', { organizationId })
      .andWhere('m.status IN (:...statuses)', { statuses: MEMBER_STATUSES });
  }

  async list(organizationId: number, query: RepresentativesQuery): Promise<Paginated<Representative>> {
    const qb = this.base(organizationId);
    if (query.search) {
      qb.andWhere(
        `(LOWER(u.firstName) LIKE :q ${LIKE_ESCAPE} OR LOWER(u.lastName) LIKE :q ${LIKE_ESCAPE} OR u.emailNormalized LIKE :q ${LIKE_ESCAPE})`,
        { q: likePattern(query.search) },
      );
    }
    return LISTING.page(qb, { ...query, per_page: query.page_size });
  }

  async get(organizationId: number, id: number): Promise<Representative> {
    return LISTING.one(this.base(organizationId).andWhere('m.id = :id', { id }));
  }

  /**
   * SMS notifications need a phone; the title of a representative who already manages contacts is frozen
   * (those contacts were assigned under it).
   */
  async update(organizationId: number, input: RepresentativeUpdate): Promise<Representative> {
    const row = await this.base(organizationId)
      .andWhere('m.userId = :userId', { userId: input.user_id })
      .getRawOne<RepRaw>();
    if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    const current = present(row);
    if (
      input.role_title !== undefined &&
      input.role_title !== current.role_title &&
      current.managed_contacts > 0
    ) {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, settingsMessages.representativeHasContacts);
    }
    if (input.sms_notif === true && !current.cell_phone) {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, settingsMessages.userHasNoPhone);
    }
    const changes: Partial<RepresentativeSettingsRow> = {};
    if (input.role_title !== undefined) changes.roleTitle = input.role_title;
    if (input.sms_notif !== undefined) changes.smsNotif = input.sms_notif;
    if (Object.keys(changes).length > 0) {
      const existing = await this.settings.findOneBy({ organizationId, userId: input.user_id });
      if (existing) await this.settings.update(existing.id, changes);
      else {
        await this.settings.save(
          this.settings.create({
            organizationId,
            userId: input.user_id,
            roleTitle: 'None',
            smsNotif: false,
            ...changes,
          }),
        );
      }
    }
    return this.get(organizationId, current.id);
  }

  async leadsOf(organizationId: number, id: number, query: LeadsQuery): Promise<Paginated<LeadSummary>> {
    const rep = await this.get(organizationId, id);
    return this.leads.byRepresentative(organizationId, rep.user_id, {
      page: query.page,
      per_page: query.per_page,
    });
  }

  /**
   * The members to text about a new web-form lead (spec 3 §2 'Users that should receive SMS'): SMS notifications
   * on and a cell phone. A phone removed after the toggle was turned on leaves the member out.
   */
  async smsRecipients(organizationId: number): Promise<Representative[]> {
    const rows = await this.base(organizationId)
      .andWhere('rs.smsNotif = :on', { on: true })
      .andWhere("u.cellPhone IS NOT NULL AND u.cellPhone <> ''")
      .orderBy('m.id', 'ASC')
      .getRawMany<RepRaw>();
    return rows.map(present);
  }

  /** The members among `userIds` (a contact's assigned representatives), as notifications need them. */
  async byUserIds(organizationId: number, userIds: number[]): Promise<Representative[]> {
    if (userIds.length === 0) return [];
    const rows = await this.base(organizationId)
      .andWhere('m.userId IN (:...userIds)', { userIds })
      .orderBy('m.id', 'ASC')
      .getRawMany<RepRaw>();
    return rows.map(present);
  }
}
