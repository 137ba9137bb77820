import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { seconds, Throttle, ThrottlerGuard } from '@nestjs/throttler';
import {
  webFormConstants,
  webFormEndpoints,
  type WebFormKey,
  webFormPostBody,
  type WebFormPostResult,
} from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { WebFormsService } from './web-forms.service';

const api = webFormEndpoints;

/**
 * Web-form capture (issue 18): the owner reads and rotates the organization's webhook URL; websites post to it.
 * The webhook is public (its token is the secret) and limited per token: past webFormConstants.postsPerMinute in a
 * minute, 429 until the minute ends (the suite's throttler, shared by every replica through Redis).
 */
@Controller()
export class WebFormsController {
  constructor(private readonly webForms: WebFormsService) {}

  @Endpoint(api.key)
  key(@CurrentOrganization() org: Organization): Promise<WebFormKey> {
    return this.webForms.key(org.id);
  }

  @Endpoint(api.rotate)
  rotate(@CurrentOrganization() org: Organization): Promise<WebFormKey> {
    return this.webForms.rotate(org.id);
  }

  @Endpoint(api.submit)
  @UseGuards(ThrottlerGuard)
  @Throttle({
    default: {
      limit: webFormConstants.postsPerMinute,
      ttl: seconds(60),
      // Counted per URL, whoever posts: one leaked URL cannot flood the organization from many addresses.
      getTracker: (req: { params?: { token?: string } }) => `web-form:${req.params?.token ?? ''}`,
    },
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ schema: webFormPostBody as unknown as SchemaObject })
  submit(@Param('token') token: string, @Body() body: unknown): Promise<WebFormPostResult> {
    return this.webForms.submit(token, body);
  }
}
