import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  leadNotesConstants,
  leadNotesMessages,
  messages,
  type SocialLink,
  type SocialProfile,
  type SocialProfileInput,
} from '@ensemble/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { writeLeadHistory } from '../leads/lead-history';
import type { LeadRef } from '../leads/lead-record-row';
import { Lead } from '../leads/lead.entity';

const asText = (s: SocialLink) => `${s.network}: ${s.url}`;
const present = (list: SocialLink[]): SocialProfile[] =>
  list.map((s, index) => ({ index, network: s.network, url: s.url }));

/**
 * A contact's social profiles (spec 2 §3 Lead.social, §8): the lead's `social` list, edited one entry at a time,
 * each change written to the contact's history in its transaction.
 */
@Injectable()
export class SocialProfilesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(lead: Pick<Lead, 'social'>): Promise<SocialProfile[]> {
    return present(lead.social ?? []);
  }

  /** Re-reads the list inside the transaction, so the change applies to what is stored now. */
  private async change(
    lead: LeadRef,
    userId: number,
    edit: (list: SocialLink[]) => { action: string; old: SocialLink | null; now: SocialLink | null },
  ): Promise<SocialLink[]> {
    return this.dataSource.transaction(async (m: EntityManager) => {
      const row = await m.getRepository(Lead).findOne({
        select: { id: true, social: true },
        where: { organizationId: lead.organizationId, id: lead.id },
      });
      if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      const list = [...(row.social ?? [])];
      const { action, old, now } = edit(list);
      if (old && now && asText(old) === asText(now)) return list;
      await m
        .getRepository(Lead)
        .update({ organizationId: lead.organizationId, id: lead.id }, { social: list });
      await writeLeadHistory(m, lead, userId, action, [
        { field: 'social', old: old && asText(old), new: now && asText(now) },
      ]);
      return list;
    });
  }

  private static at(list: SocialLink[], index: number): SocialLink {
    const found = list[index];
    if (!found) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return found;
  }

  async create(lead: LeadRef, userId: number, input: SocialProfileInput): Promise<SocialProfile> {
    const entry = { network: input.network, url: input.url };
    const list = await this.change(lead, userId, (l) => {
      if (l.length >= leadNotesConstants.socialMax) {
        throw ApiError.detail(HttpStatus.BAD_REQUEST, leadNotesMessages.socialLimit);
      }
      l.push(entry);
      return { action: 'social_added', old: null, now: entry };
    });
    return { index: list.length - 1, ...entry };
  }

  async update(
    lead: LeadRef,
    userId: number,
    index: number,
    input: SocialProfileInput,
  ): Promise<SocialProfile> {
    const entry = { network: input.network, url: input.url };
    await this.change(lead, userId, (l) => {
      const old = SocialProfilesService.at(l, index);
      l[index] = entry;
      return { action: 'social_updated', old, now: entry };
    });
    return { index, ...entry };
  }

  async remove(lead: LeadRef, userId: number, index: number): Promise<void> {
    await this.change(lead, userId, (l) => {
      const old = SocialProfilesService.at(l, index);
      l.splice(index, 1);
      return { action: 'social_deleted', old, now: null };
    });
  }
}
