import { Body, Controller } from '@nestjs/common';
import {
  type AvailablePhoneNumbers,
  type createNumberSchema,
  type getNumbersSchema,
  type OrganizationPhoneNumber,
  phoneNumberEndpoints as api,
  type updatePhoneNumberSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { PhoneNumbersService } from './phone-numbers.service';

/** Spec 3 §7 'Phone': the organization's number, the numbers it may buy, and where its calls are forwarded. */
@Controller()
export class PhoneNumbersController {
  constructor(private readonly numbers: PhoneNumbersService) {}

  @Endpoint(api.number)
  number(@CurrentOrganization() org: Organization): Promise<OrganizationPhoneNumber> {
    return this.numbers.get(org.id);
  }

  @Endpoint(api.available)
  available(@Body() body: InferType<typeof getNumbersSchema>): Promise<AvailablePhoneNumbers> {
    return this.numbers.available(body);
  }

  @Endpoint(api.create)
  create(
    @CurrentOrganization() org: Organization,
    @Body() body: InferType<typeof createNumberSchema>,
  ): Promise<OrganizationPhoneNumber> {
    return this.numbers.create(org.id, body);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @Body() body: InferType<typeof updatePhoneNumberSchema>,
  ): Promise<OrganizationPhoneNumber> {
    return this.numbers.updateForwarding(org.id, body);
  }
}
