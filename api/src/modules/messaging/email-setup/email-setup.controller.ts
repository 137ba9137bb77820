import { Body, Controller } from '@nestjs/common';
import {
  type authenticateDomainSchema,
  emailSetupEndpoints as api,
  type SenderInfo,
  type SendingDomain,
  type SendingIp,
  type updateDomainIpSchema,
  type verifySenderSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { EmailSetupService } from './email-setup.service';

/** Spec 3 §7 'Email setup and integrations': the organization's sending domain, its records and its sender. */
@Controller()
export class EmailSetupController {
  constructor(private readonly setup: EmailSetupService) {}

  @Endpoint(api.domain)
  domain(@CurrentOrganization() org: Organization): Promise<SendingDomain> {
    return this.setup.get(org.id);
  }

  @Endpoint(api.authenticate)
  authenticate(
    @CurrentOrganization() org: Organization,
    @Body() body: InferType<typeof authenticateDomainSchema>,
  ): Promise<SendingDomain> {
    return this.setup.authenticate(org.id, body);
  }

  @Endpoint(api.updateIp)
  updateIp(
    @CurrentOrganization() org: Organization,
    @Body() body: InferType<typeof updateDomainIpSchema>,
  ): Promise<SendingDomain> {
    return this.setup.updateIp(org.id, body);
  }

  @Endpoint(api.remove)
  remove(@CurrentOrganization() org: Organization): Promise<void> {
    return this.setup.remove(org.id);
  }

  @Endpoint(api.verify)
  verify(@CurrentOrganization() org: Organization): Promise<SendingDomain> {
    return this.setup.verify(org.id);
  }

  @Endpoint(api.ips)
  ips(): Promise<SendingIp[]> {
    return this.setup.ips();
  }

  @Endpoint(api.info)
  info(@CurrentOrganization() org: Organization): Promise<SenderInfo> {
    return this.setup.info(org.id);
  }

  @Endpoint(api.verifySender)
  verifySender(
    @CurrentOrganization() org: Organization,
    @Body() body: InferType<typeof verifySenderSchema>,
  ): Promise<SenderInfo> {
    return this.setup.verifySender(org.id, body);
  }
}
