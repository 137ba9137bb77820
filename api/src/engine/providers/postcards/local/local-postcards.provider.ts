import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PostcardOrderStatus } from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import type {
  CreatePostcardOrderInput,
  PostcardsProvider,
  ProviderPostcardPrice,
  ProviderPostcardTemplate,
} from '../postcards-provider';
import { LocalPostcardTemplate } from './local-postcard-template.entity';

/** The designs every organization starts with. */
export const LOCAL_POSTCARD_DESIGNS = [
  { designId: 'local-grand-opening', title: 'Grand opening', color: '#1f6feb' },
  { designId: 'local-seasonal-offer', title: 'Seasonal offer', color: '#d9480f' },
  { designId: 'local-thank-you', title: 'Thank you', color: '#2b8a3e' },
  { designId: 'local-referral', title: 'Refer a friend', color: '#862e9c' },
] as const;

/** The local price list: three sizes and one add-on (no size). Cents per card. */
export const LOCAL_POSTCARD_PRICES: readonly ProviderPostcardPrice[] = [
  { id: 'pc_4x6', size: '4x6', description: '4.25" x 6" post card', unitAmount: 59 },
  { id: 'pc_6x9', size: '6x9', description: '6" x 9" post card', unitAmount: 79 },
  { id: 'pc_6x11', size: '6x11', description: '6" x 11" post card', unitAmount: 99 },
  { id: 'pc_addon_first_class', size: null, description: 'First class postage', unitAmount: 15 },
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

function svgDataUrl(color: string, title: string, side: 'Front' | 'Back'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">` +
    `<rect width="600" height="400" fill="${side === 'Front' ? color : '#ffffff'}" stroke="${color}" stroke-width="8"/>` +
    `<text x="300" y="190" font-family="sans-serif" font-size="40" text-anchor="middle" fill="${side === 'Front' ? '#ffffff' : color}">${escapeXml(title)}</text>` +
    `<text x="300" y="250" font-family="sans-serif" font-size="24" text-anchor="middle" fill="${side === 'Front' ? '#ffffff' : color}">${side}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Post cards without a mail house (the default): designs per organization in our database, proofs drawn as
 * SVG, orders kept in our postcard_orders rows; an order waits for payment and is Processing once paid.
 */
@Injectable()
export class LocalPostcardsProvider implements PostcardsProvider {
  readonly name = 'local' as const;

  constructor(
    @InjectRepository(LocalPostcardTemplate) private readonly templates: Repository<LocalPostcardTemplate>,
  ) {}

  private async rows(organizationId: number): Promise<LocalPostcardTemplate[]> {
    const rows = await this.templates.find({ where: { organizationId }, order: { id: 'ASC' } });
    if (rows.length) return rows;
    // Two first calls at once insert the same designs: the unique (organization, design) index keeps one each.
    await this.templates
      .createQueryBuilder()
      .insert()
      .values(LOCAL_POSTCARD_DESIGNS.map((d) => ({ organizationId, ...d })))
      .orIgnore()
      .execute();
    return this.templates.find({ where: { organizationId }, order: { id: 'ASC' } });
  }

  private present(row: LocalPostcardTemplate): ProviderPostcardTemplate {
    return {
      id: row.id,
      designId: row.designId,
      title: row.title,
      proofFront: svgDataUrl(row.color, row.title, 'Front'),
    };
  }

  async listTemplates(organizationId: number): Promise<ProviderPostcardTemplate[]> {
    return (await this.rows(organizationId)).map((r) => this.present(r));
  }

  async getTemplate(organizationId: number, templateId: number): Promise<ProviderPostcardTemplate | null> {
    const row = await this.templates.findOneBy({ organizationId, id: templateId });
    return row ? this.present(row) : null;
  }

  listPrices(): Promise<ProviderPostcardPrice[]> {
    return Promise.resolve([...LOCAL_POSTCARD_PRICES]);
  }

  async proof(organizationId: number, templateId: number): Promise<{ front: string; back: string } | null> {
    const row = await this.templates.findOneBy({ organizationId, id: templateId });
    if (!row) return null;
    return {
      front: svgDataUrl(row.color, row.title, 'Front'),
      back: svgDataUrl(row.color, row.title, 'Back'),
    };
  }

  createOrder(
    input: CreatePostcardOrderInput,
  ): Promise<{ providerOrderId: string; status: PostcardOrderStatus }> {
    return Promise.resolve({ providerOrderId: `local_${input.orderId}`, status: 'Pending Payment' });
  }

  markPaid(): Promise<PostcardOrderStatus> {
    return Promise.resolve('Processing');
  }

  orderStatus(): Promise<PostcardOrderStatus | null> {
    return Promise.resolve(null);
  }
}
