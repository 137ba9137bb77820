import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  accountMessages,
  LOGO_MAX_BYTES,
  limits,
  type Organization as OrganizationDto,
  type SignedUpload,
} from '@ensemble/contracts';
import sharp from 'sharp';
import { ApiError } from '../../../engine/http/api-error';
import { STORAGE_PROVIDER, type StorageProvider } from '../../../engine/providers/storage/storage-provider';
import type { OrganizationMember } from './organization-member.entity';
import { OrganizationsService, presentOrganization } from './organizations.service';

const UPLOAD_FORM_TTL_SECONDS = 600;
/**
 * An upload never confirmed as a logo (the form was used, the dialog closed) is deleted once this old: far past
 * the form's 10 minutes, so no confirmation can still be on its way.
 */
export const UNCONFIRMED_UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

/** Every logo file of an organization is named o<id>-…: its uploads o<id>-upload-…, the logo o<id>-logo-…. */
export const organizationFilePrefix = (organizationId: number) => `o${organizationId}-`;
const UPLOAD_KEY = /^o\d+-upload-/;
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Organization logos (spec 1 §5, §7): signed upload, then re-encoding to at most 100×100 at quality 0.6. */
@Injectable()
export class LogoService {
  private readonly logger = new Logger(LogoService.name);

  constructor(
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    private readonly organizations: OrganizationsService,
  ) {}

  /** Uploads older than UNCONFIRMED_UPLOAD_KEPT_MS (a confirmed one is deleted when its logo is made); the keys. */
  async deleteUnconfirmedUploads(now = new Date()): Promise<string[]> {
    const stale = (await this.storage.list('o')).filter(
      (f) => UPLOAD_KEY.test(f.key) && now.getTime() - f.modifiedAt.getTime() > UNCONFIRMED_UPLOAD_KEPT_MS,
    );
    for (const f of stale) await this.storage.delete(f.key);
    if (stale.length) this.logger.log(`deleted ${stale.length} unconfirmed logo upload(s)`);
    return stale.map((f) => f.key);
  }

  private uploadPrefix = (organizationId: number) => `${organizationFilePrefix(organizationId)}upload-`;

  uploadForm(organizationId: number, contentType: string): SignedUpload {
    const ext = EXTENSIONS[contentType.toLowerCase()] ?? 'img';
    const key = `${this.uploadPrefix(organizationId)}${randomUUID()}.${ext}`;
    const form = this.storage.createUploadForm({
      key,
      contentType,
      contentTypePrefix: 'image/',
      maxBytes: LOGO_MAX_BYTES,
      expiresInSeconds: UPLOAD_FORM_TTL_SECONDS,
    });
    return { key, aws_post_data: form };
  }

  async confirm(organizationId: number, actor: OrganizationMember, key: string): Promise<OrganizationDto> {
    const failed = () => ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.uploadFailed);
    // Only this organization's own uploads can become its logo.
    if (!key.startsWith(this.uploadPrefix(organizationId))) throw failed();
    const original = await this.storage.get(key);
    if (!original) throw failed();
    if (original.length > LOGO_MAX_BYTES)
      throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.fileTooLarge2mb);
    let logo: Buffer;
    try {
      logo = await sharp(original)
        .rotate()
        .resize(limits.logoMaxSidePx, limits.logoMaxSidePx, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: Math.round(limits.logoQuality * 100) })
        .toBuffer();
    } catch {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.fileNotImage);
    }
    const logoKey = `${organizationFilePrefix(organizationId)}logo-${randomUUID()}.webp`;
    await this.storage.put(logoKey, logo, 'image/webp');
    const organization = await this.organizations.findById(organizationId);
    if (!organization) throw failed();
    const previous = organization.logo ? this.storage.keyOfUrl(organization.logo) : null;
    organization.logo = this.storage.publicUrl(logoKey);
    await this.organizations.save(organization);
    for (const old of [key, previous]) {
      if (old)
        await this.storage
          .delete(old)
          .catch((err: Error) => this.logger.warn(`cleanup of ${old}: ${err.message}`));
    }
    return presentOrganization(organization, actor);
  }
}
