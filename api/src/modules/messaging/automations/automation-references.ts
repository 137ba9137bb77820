import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { automationMessages, type ErrorBody } from '@ensemble/contracts';
import { ApiError } from '../../../engine/http/api-error';
import { LeadListsService, ServicesService, TagsService } from '../../contacts';
import { EmailTemplatesService } from '../email-templates/email-templates.service';

/** What an automation's field names: an opportunity list, a tag, a service, an email or a text template. */
export type ReferenceKind = 'list' | 'tag' | 'service' | 'email_template' | 'text_template';

/** A field of the request and the ids it names (null and undefined: none). */
export interface ReferenceField {
  kind: ReferenceKind;
  ids: readonly (number | null | undefined)[];
}

/** Whether a lookup that answers 404 for an object the organization does not have found it. */
async function found(lookup: () => Promise<unknown>): Promise<boolean> {
  try {
    await lookup();
    return true;
  } catch (err) {
    if (err instanceof HttpException && err.getStatus() === HttpStatus.NOT_FOUND) return false;
    throw err;
  }
}

/**
 * Checks that the ids an automation, a holiday or a follow-up names are the organization's (an email template may
 * be a library one, which every organization sends), through the owning modules' services: another organization's
 * object, or one deleted meanwhile, is a field error in the form's words.
 */
@Injectable()
export class AutomationReferences {
  constructor(
    private readonly lists: LeadListsService,
    private readonly tags: TagsService,
    private readonly services: ServicesService,
    private readonly templates: EmailTemplatesService,
  ) {}

  /** Throws 400 `{ field: ['Please select an existing item'] }` for each field naming an object not found. */
  async check(organizationId: number, fields: Record<string, ReferenceField>): Promise<void> {
    const errors: ErrorBody = {};
    let services: Set<number> | null = null;
    for (const [field, { kind, ids }] of Object.entries(fields)) {
      for (const id of new Set(ids)) {
        if (id == null) continue;
        let ok: boolean;
        if (kind === 'service') {
          services ??= new Set((await this.services.all(organizationId)).map((s) => s.id));
          ok = services.has(id);
        } else {
          ok = await this.exists(organizationId, kind, id);
        }
        if (!ok) {
          errors[field] = [automationMessages.notFound];
          break;
        }
      }
    }
    if (Object.keys(errors).length) throw new ApiError(HttpStatus.BAD_REQUEST, errors);
  }

  private async exists(organizationId: number, kind: ReferenceKind, id: number): Promise<boolean> {
    switch (kind) {
      case 'list':
        return found(() => this.lists.get(organizationId, id));
      case 'tag':
        return found(() => this.tags.get(organizationId, id));
      case 'email_template':
        return (await this.templates.emailTemplateForSend(organizationId, id)) !== null;
      case 'text_template':
        return (await this.templates.textTemplateForSend(organizationId, id)) !== null;
      default:
        return false;
    }
  }
}
