import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  deriveMagicNumbers,
  type FollowUpStrategy,
  type MagicNumbers,
  type MagicNumbersInput,
  type OrganizationSettings,
} from '@ensemble/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { OrganizationSettingsRow } from './settings.entities';

export type OrganizationSettingsPatch = Partial<{
  show_default_services: number;
  about_us_info_source: OrganizationSettings['about_us_info_source'];
}>;

const EMPTY_MAGIC: MagicNumbersInput = {
  monthly_revenue: null,
  average_sale: null,
  opportunity_to_prospect_conversion_rate: null,
  prospect_to_client_conversion_rate: null,
};

/** Follow-up strategy, magic numbers and the other per-organization settings (one row, made on first write). */
@Injectable()
export class OrganizationSettingsService {
  constructor(
    @InjectRepository(OrganizationSettingsRow) private readonly rows: Repository<OrganizationSettingsRow>,
  ) {}

  private async row(organizationId: number, manager?: EntityManager): Promise<OrganizationSettingsRow> {
    const repo = manager ? manager.getRepository(OrganizationSettingsRow) : this.rows;
    const found = await repo.findOneBy({ organizationId });
    if (found) return found;
    try {
      return await repo.save(repo.create({ organizationId, showDefaultServices: true }));
    } catch (err) {
      // A concurrent first write created it (unique organization_id).
      const again = await repo.findOneBy({ organizationId });
      if (again) return again;
      throw err;
    }
  }

  private async peek(organizationId: number): Promise<OrganizationSettingsRow | null> {
    return this.rows.findOneBy({ organizationId });
  }

  /** Null slots until saved: the suggested days are hints of the form, not stored values. */
  async followUpStrategy(organizationId: number): Promise<FollowUpStrategy> {
    const r = await this.peek(organizationId);
    return {
      first_follow_up_date: r?.firstFollowUpDate ?? null,
      second_follow_up_date: r?.secondFollowUpDate ?? null,
      third_follow_up_date: r?.thirdFollowUpDate ?? null,
      fourth_follow_up_date: r?.fourthFollowUpDate ?? null,
      fifth_follow_up_date: r?.fifthFollowUpDate ?? null,
    };
  }

  async saveFollowUpStrategy(
    organizationId: number,
    input: Partial<FollowUpStrategy>,
  ): Promise<FollowUpStrategy> {
    const r = await this.row(organizationId);
    await this.rows.update(r.id, {
      firstFollowUpDate: input.first_follow_up_date ?? null,
      secondFollowUpDate: input.second_follow_up_date ?? null,
      thirdFollowUpDate: input.third_follow_up_date ?? null,
      fourthFollowUpDate: input.fourth_follow_up_date ?? null,
      fifthFollowUpDate: input.fifth_follow_up_date ?? null,
    });
    return this.followUpStrategy(organizationId);
  }

  async magicNumbers(organizationId: number): Promise<MagicNumbers> {
    const stored = (await this.peek(organizationId))?.magicNumbers ?? EMPTY_MAGIC;
    const input: MagicNumbersInput = { ...EMPTY_MAGIC, ...stored };
    return { ...input, ...deriveMagicNumbers(input) };
  }

  async saveMagicNumbers(organizationId: number, input: MagicNumbersInput): Promise<MagicNumbers> {
    const r = await this.row(organizationId);
    const values: MagicNumbersInput = {
      monthly_revenue: input.monthly_revenue ?? null,
      average_sale: input.average_sale ?? null,
      opportunity_to_prospect_conversion_rate: input.opportunity_to_prospect_conversion_rate ?? null,
      prospect_to_client_conversion_rate: input.prospect_to_client_conversion_rate ?? null,
    };
    await this.rows.update(r.id, { magicNumbers: values });
    return this.magicNumbers(organizationId);
  }

  /** show_default_services is 1 until turned off: a new organization sees the default service set. */
  async settings(organizationId: number, manager?: EntityManager): Promise<OrganizationSettings> {
    const repo = manager ? manager.getRepository(OrganizationSettingsRow) : this.rows;
    const r = await repo.findOneBy({ organizationId });
    return {
      show_default_services: r && !r.showDefaultServices ? 0 : 1,
      about_us_info_source: r?.aboutUsInfoSource ?? null,
    };
  }

  async updateSettings(
    organizationId: number,
    patch: OrganizationSettingsPatch,
    manager?: EntityManager,
  ): Promise<OrganizationSettings> {
    const repo = manager ? manager.getRepository(OrganizationSettingsRow) : this.rows;
    const r = await this.row(organizationId, manager);
    const changes: Partial<OrganizationSettingsRow> = {};
    if (patch.show_default_services !== undefined)
      changes.showDefaultServices = patch.show_default_services === 1;
    if (patch.about_us_info_source !== undefined) changes.aboutUsInfoSource = patch.about_us_info_source;
    if (Object.keys(changes).length > 0) await repo.update(r.id, changes);
    return this.settings(organizationId, manager);
  }
}
