import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Industry as IndustryDto, Paginated } from '@ensemble/contracts';
import { Repository } from 'typeorm';
import { Industry } from './industry.entity';

@Injectable()
export class IndustriesService {
  constructor(@InjectRepository(Industry) private readonly industries: Repository<Industry>) {}

  async list(): Promise<Paginated<IndustryDto>> {
    const rows = await this.industries.find({ order: { id: 'ASC' } });
    return { results: rows.map((i) => ({ id: i.id, name: i.name })), count: rows.length };
  }

  exists(id: number): Promise<boolean> {
    return this.industries.exists({ where: { id } });
  }

  findByName(name: string): Promise<Industry | null> {
    return this.industries.findOne({ where: { name } });
  }
}
