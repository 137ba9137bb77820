import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EmailAttachment, emailConstants, emailMessages, messages } from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import type { InMemoryFile } from '../../../engine/http/file-upload';
import {
  randomKey,
  STORAGE_PROVIDER,
  type StorageProvider,
} from '../../../engine/providers/storage/storage-provider';
import { EmailAttachmentFile } from './email-sending.entities';

const present = (r: EmailAttachmentFile): EmailAttachment => ({
  id: r.id,
  name: r.name,
  size: r.size,
  content_type: r.contentType,
});

/** Files uploaded for an email about to be sent: kept in the storage provider under a random (private) key. */
@Injectable()
export class EmailAttachmentsService {
  constructor(
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    @InjectRepository(EmailAttachmentFile) private readonly rows: Repository<EmailAttachmentFile>,
  ) {}

  async upload(
    organizationId: number,
    userId: number,
    file: InMemoryFile | undefined,
  ): Promise<EmailAttachment> {
    if (!file) throw ApiError.field('file', messages.fieldRequired('File'));
    if (file.size > emailConstants.attachmentsMaxBytes)
      throw ApiError.field('file', emailMessages.attachmentsTooLarge);
    const storageKey = randomKey(`o${organizationId}-email-attachment`);
    await this.storage.put(storageKey, file.buffer, file.mimetype || 'application/octet-stream');
    const row = await this.rows.save(
      this.rows.create({
        organizationId,
        name: (file.originalname || 'attachment').slice(0, 255),
        size: file.size,
        contentType: (file.mimetype || 'application/octet-stream').slice(0, 128),
        storageKey,
        uploadedById: userId,
      }),
    );
    return present(row);
  }
}

/** Used by the controller's interceptor: reading stops past the total allowed for one email. */
export const attachmentTooLarge = () =>
  ApiError.detail(HttpStatus.BAD_REQUEST, emailMessages.attachmentsTooLarge);
