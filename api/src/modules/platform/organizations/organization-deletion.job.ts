import { Injectable } from '@nestjs/common';
import { WorkEngine } from '../../../engine/work';
import { ORGANIZATION_DELETE, OrganizationDeletionService } from './organization-deletion.service';

/**
 * Scheduled organization deletions on the engine: the tick queues every due organization nobody is deleting
 * (OrganizationDeletionService.enqueueDue), and "delete organization X" runs it. The claim is the organization's own
 * deletion_claimed_at lease (renewed while the job runs), not a work row: see OrganizationDeletionService.
 */
@Injectable()
export class OrganizationDeletionJob {
  constructor(engine: WorkEngine, deletion: OrganizationDeletionService) {
    engine.defineJob(ORGANIZATION_DELETE, async (data) => {
      await deletion.deleteOrganization(Number(data.organizationId));
    });
    engine.defineTask({ name: 'organization-deletions', run: () => deletion.enqueueDue() });
  }
}
