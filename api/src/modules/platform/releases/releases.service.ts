import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type ListQuery, messages, type Paginated, type Release as ReleaseDto } from '@ensemble/contracts';
import { Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { pageWindow, parseOrdering, toPage } from '../../../engine/http/pagination';
import { Release } from './release.entity';

const ORDERING = ['id'] as const;

@Injectable()
export class ReleasesService {
  constructor(@InjectRepository(Release) private readonly releases: Repository<Release>) {}

  async list(query: Pick<ListQuery, 'page' | 'per_page' | 'ordering'>): Promise<Paginated<ReleaseDto>> {
    const order = parseOrdering(query.ordering, ORDERING, '-id');
    if (!order) throw ApiError.field('ordering', messages.invalidOrdering(['id', '-id']));
    const [rows, count] = await this.releases.findAndCount({
      order: { id: order.direction },
      ...pageWindow(query),
    });
    return toPage(rows, count, presentRelease);
  }
}

export const presentRelease = (r: Release): ReleaseDto => ({
  id: r.id,
  version: r.version,
  title: r.title,
  notes: r.notes,
  released_at: r.releasedAt.toISOString(),
});
