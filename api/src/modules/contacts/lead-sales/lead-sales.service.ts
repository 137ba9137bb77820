import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { messages, type Sale, type SaleInput } from '@ensemble/contracts';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { TransactionService } from '../../../engine/database/transaction.service';
import { everyFieldRemoved, LeadRecordWrites } from '../lead-records/record-writes';
import { findLeadRecord } from '../leads/lead-record-row';
import { Lead } from '../leads/lead.entity';
import { Service } from '../services/service.entities';
import { assertClient } from './client-stage';
import { LeadSale } from './lead-sales.entities';
import { forUpdate } from '../../../engine/database/dialect';

const toCents = (amount: number | string) => Math.round(Number(amount) * 100);

const snapshot = (s: LeadSale) => ({
  sale_date: s.saleDate,
  close_date: s.closeDate,
  amount: s.amountCents / 100,
  service: s.serviceId,
  carrier: s.carrier,
});

const sales = new LeadRecordWrites<LeadSale>({
  entity: LeadSale,
  snapshot,
  history: 'sale',
  removal: everyFieldRemoved,
});

/** A client's sales (spec 2 §3 'Sale'); every change recomputes the lead's total_sales in the same transaction. */
@Injectable()
export class LeadSalesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
  ) {}

  async list(lead: Lead): Promise<Sale[]> {
    const rows = await this.dataSource.getRepository(LeadSale).find({
      where: { organizationId: lead.organizationId, leadId: lead.id },
      order: { saleDate: 'DESC', id: 'DESC' },
    });
    return this.read(this.dataSource.manager, lead.organizationId, rows);
  }

  async create(lead: Lead, userId: number, input: SaleInput): Promise<Sale> {
    assertClient(lead);
    const id = await this.tx.run(async ({ manager }) => {
      await this.checkService(manager, lead.organizationId, input.service);
      const saved = await sales.add(manager, lead, userId, (sale) => apply(sale, input));
      await this.recomputeTotal(manager, lead);
      return saved.id;
    });
    return this.get(lead, id);
  }

  async update(lead: Lead, userId: number, id: number, input: SaleInput): Promise<Sale> {
    assertClient(lead);
    await this.tx.run(async ({ manager }) => {
      const { changed } = await sales.change(manager, lead, userId, id, async (sale) => {
        await this.checkService(manager, lead.organizationId, input.service);
        apply(sale, input);
      });
      if (changed) await this.recomputeTotal(manager, lead);
    });
    return this.get(lead, id);
  }

  async remove(lead: Lead, userId: number, id: number): Promise<void> {
    assertClient(lead);
    await this.tx.run(async ({ manager }) => {
      await sales.remove(manager, lead, userId, id);
      await this.recomputeTotal(manager, lead);
    });
  }

  async get(lead: Lead, id: number): Promise<Sale> {
    const sale = await findLeadRecord(this.dataSource.manager, LeadSale, lead, id);
    const [out] = await this.read(this.dataSource.manager, lead.organizationId, [sale]);
    return out;
  }

  /** The organization's own services and the default set are valid; anything else is not a choice. */
  private async checkService(manager: EntityManager, organizationId: number, serviceId: number | null) {
    if (serviceId == null) return;
    const found = await manager.getRepository(Service).count({
      where: [
        { id: serviceId, organizationId },
        { id: serviceId, organizationId: IsNull() },
      ],
    });
    if (!found) throw ApiError.field('service', messages.invalidChoice);
  }

  /**
   * total_sales = the opening figure the contact came with (an import's TotalSales) + SUM of its recorded sales,
   * written in the caller's transaction. On MariaDB the lead row is locked first so two concurrent sale writes
   * cannot each store a sum that misses the other.
   */
  private async recomputeTotal(manager: EntityManager, lead: Lead): Promise<void> {
    const qb = manager
      .getRepository(Lead)
      .createQueryBuilder('l')
      .where('l.organizationId = :org AND l.id = :id', { org: lead.organizationId, id: lead.id });
    const current = await forUpdate(qb).getOne();
    if (!current) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    const raw = await manager
      .getRepository(LeadSale)
      .createQueryBuilder('s')
      .select('COALESCE(SUM(s.amountCents), 0)', 'total')
      .where('s.organizationId = :org AND s.leadId = :id', { org: lead.organizationId, id: lead.id })
      .getRawOne<{ total: number | string }>();
    const opening = Number(current.amounts?.opening_sales ?? 0);
    const total = Math.round(opening * 100 + Number(raw?.total ?? 0)) / 100;
    await manager
      .getRepository(Lead)
      .update(
        { organizationId: lead.organizationId, id: lead.id },
        { amounts: { ...(current.amounts ?? {}), total_sales: total } },
      );
  }

  private async read(manager: EntityManager, organizationId: number, rows: LeadSale[]): Promise<Sale[]> {
    const serviceIds = [...new Set(rows.map((r) => r.serviceId).filter((v): v is number => v != null))];
    const names = new Map<number, string>();
    if (serviceIds.length) {
      const services = await manager
        .getRepository(Service)
        .createQueryBuilder('s')
        .select(['s.id', 's.name'])
        .where('s.id IN (:...ids)', { ids: serviceIds })
        .andWhere('(s.organizationId = :org OR s.organizationId IS NULL)', { org: organizationId })
        .getMany();
      for (const s of services) names.set(s.id, s.name);
    }
    return rows.map((r) => ({
      id: r.id,
      lead: r.leadId,
      sale_date: r.saleDate,
      close_date: r.closeDate,
      amount: r.amountCents / 100,
      service: r.serviceId,
      service_name: r.serviceId != null ? (names.get(r.serviceId) ?? null) : null,
      carrier: r.carrier,
      created_at: r.createdAt.toISOString(),
    }));
  }
}

function apply(sale: LeadSale, input: SaleInput): void {
  sale.saleDate = input.sale_date;
  sale.closeDate = input.close_date;
  sale.amountCents = toCents(input.amount);
  sale.serviceId = input.service;
  sale.carrier = input.carrier;
}
