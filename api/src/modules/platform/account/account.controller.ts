import { Body, Controller, UseGuards } from '@nestjs/common';
import {
  accountEndpoints as api,
  changeEmailSchema,
  type EmailSignature as EmailSignatureDto,
  emailSignatureSchema,
  messages,
  passwordUpdateSchema,
  profileUpdateSchema,
  tokenSchema,
  type User as UserDto,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { UserThrottlerGuard } from '../../../engine/throttling/user-throttler.guard';
import type { Organization } from '../organizations/organization.entity';
import type { User } from '../users/user.entity';
import { presentUser } from '../users/users.service';
import { AccountService } from './account.service';

/** The signed-in user's profile, password, email and (per organization) email signature. */
@Controller()
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Endpoint(api.updateProfile)
  async updateProfile(
    @CurrentUser() user: User,
    @Body() body: InferType<typeof profileUpdateSchema>,
  ): Promise<UserDto> {
    return presentUser(await this.account.updateProfile(user, body));
  }

  @Endpoint(api.changePassword)
  @UseGuards(UserThrottlerGuard)
  async changePassword(
    @CurrentUser() user: User,
    @Body() body: InferType<typeof passwordUpdateSchema>,
  ): Promise<{ detail: string; access: string; refresh: string }> {
    const tokens = await this.account.changePassword(user, body.old_password, body.new_password);
    return { detail: messages.passwordChanged, ...tokens };
  }

  @Endpoint(api.changeEmail)
  @UseGuards(UserThrottlerGuard)
  async changeEmail(
    @CurrentUser() user: User,
    @Body() body: InferType<typeof changeEmailSchema>,
  ): Promise<UserDto> {
    return presentUser(await this.account.requestEmailChange(user, body.new_email, body.password));
  }

  @Endpoint(api.confirmEmailChange)
  async confirmEmailChange(@Body() body: InferType<typeof tokenSchema>): Promise<UserDto> {
    return presentUser(await this.account.confirmEmailChange(body.token));
  }

  @Endpoint(api.getSignature)
  getSignature(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
  ): Promise<EmailSignatureDto> {
    return this.account.getSignature(org.id, user.id);
  }

  @Endpoint(api.saveSignature)
  saveSignature(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body() body: InferType<typeof emailSignatureSchema>,
  ): Promise<EmailSignatureDto> {
    return this.account.saveSignature(org.id, user.id, body);
  }
}
