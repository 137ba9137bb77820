import { Controller, Query } from '@nestjs/common';
import {
  dashboardEndpoints,
  type dashboardQuerySchema,
  type FormSubmission,
  type Paginated,
  type PhoneActivity,
  type UnworkedLead,
  type UpcomingReminder,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { CurrentLead, CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import type { Lead } from '../leads/lead.entity';
import { DashboardService } from './dashboard.service';

const api = dashboardEndpoints;
type DashboardQuery = InferType<typeof dashboardQuerySchema>;

/** The dashboard's widgets (/dashboard/{organizationId}); what each lists is in DashboardService. */
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Endpoint(api.unworkedLeads)
  unworkedLeads(
    @CurrentOrganization() org: Organization,
    @Query() q: DashboardQuery,
  ): Promise<Paginated<UnworkedLead>> {
    return this.dashboard.unworkedLeads(org.id, q);
  }

  @Endpoint(api.upcomingReminders)
  upcomingReminders(
    @CurrentOrganization() org: Organization,
    @Query() q: DashboardQuery,
  ): Promise<Paginated<UpcomingReminder>> {
    return this.dashboard.upcomingReminders(org.id, q);
  }

  @Endpoint(api.formSubmissions)
  formSubmissions(
    @CurrentOrganization() org: Organization,
    @Query() q: DashboardQuery,
  ): Promise<Paginated<FormSubmission>> {
    return this.dashboard.formSubmissions(org.id, q);
  }

  @Endpoint(api.phoneActivity)
  phoneActivity(
    @CurrentOrganization() org: Organization,
    @Query() q: DashboardQuery,
  ): Promise<Paginated<PhoneActivity>> {
    return this.dashboard.phoneActivity(org.id, q);
  }

  /** The lead is the organization's (the tenant guard checks :leadId against :orgId, else 404). */
  @Endpoint(api.removeFormSubmissions)
  removeFormSubmissions(@CurrentOrganization() org: Organization, @CurrentLead() lead: Lead): Promise<void> {
    return this.dashboard.removeFormSubmissions(org.id, lead.id);
  }
}
