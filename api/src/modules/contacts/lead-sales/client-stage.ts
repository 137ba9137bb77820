import { HttpStatus } from '@nestjs/common';
import { leadSalesMessages } from '@ensemble/contracts';
import { ApiError } from '../../../engine/http/api-error';
import type { Lead } from '../leads/lead.entity';

/**
 * Sales and contact people are added to client records (spec 2 §2 'Sales (clients)', 'Contacts (clients)').
 * Reading is open on every stage: a client demoted or set as former keeps what it had, read-only.
 */
export function assertClient(lead: Lead): void {
  if (lead.fsmState !== 'Client') throw ApiError.detail(HttpStatus.BAD_REQUEST, leadSalesMessages.notClient);
}
