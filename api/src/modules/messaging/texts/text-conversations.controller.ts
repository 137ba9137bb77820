import { Controller, Query } from '@nestjs/common';
import {
  type Paginated,
  type TextConversation,
  textConversationEndpoints as api,
  type textConversationsQuerySchema,
  type TextMessage,
  type textThreadQuerySchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { CurrentLead, CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { TextConversationsService } from './text-conversations.service';

/** The two-way texts (issue 19): the inbox's conversations, and one contact's thread. */
@Controller()
export class TextConversationsController {
  constructor(private readonly conversations: TextConversationsService) {}

  @Endpoint(api.list)
  list(
    @CurrentOrganization() org: Organization,
    @Query() q: InferType<typeof textConversationsQuerySchema>,
  ): Promise<Paginated<TextConversation>> {
    return this.conversations.list(org.id, q);
  }

  /** The contact is the organization's: the tenant guard checks :leadId against :orgId, else 404. */
  @Endpoint(api.thread)
  thread(
    @CurrentOrganization() org: Organization,
    @CurrentLead() lead: { id: number },
    @Query() q: InferType<typeof textThreadQuerySchema>,
  ): Promise<Paginated<TextMessage>> {
    return this.conversations.thread(org.id, lead.id, q);
  }
}
