import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import {
  accountMessages,
  accountPaths,
  changeEmailSchema,
  passwordUpdateSchema,
  type EmailSignature as EmailSignatureDto,
  emailSignatureSchema,
  messages,
  profileSchema,
  tokenSchema,
  type User as UserDto,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import {
  Authenticated,
  CurrentOrganization,
  CurrentUser,
  Public,
  TenantRoute,
} from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { UserThrottlerGuard } from '../../../engine/throttling/user-throttler.guard';
import { ApiOk, schemas } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import type { Organization } from '../organizations/organization.entity';
import type { User } from '../users/user.entity';
import { presentUser } from '../users/users.service';
import { AccountService } from './account.service';
import { underController } from '../../../engine/http/controller-path';

const profileUpdateSchema = profileSchema.partial();
const authPath = (path: string) => underController('auth', path);
const signatureSchema = {
  type: 'object',
  properties: { html: { type: 'string' }, use_company_number: { type: 'boolean' } },
} as const;

@ApiTags('account')
@Controller('auth')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Patch('me/')
  @Authenticated()
  @ApiOperation({ summary: 'Update the profile (cell_phone stored as E.164)' })
  @ApiYupBody(profileUpdateSchema)
  @ApiOk(schemas.User)
  async updateProfile(
    @CurrentUser() user: User,
    @Body(new YupPipe(profileUpdateSchema)) body: InferType<typeof profileUpdateSchema>,
  ): Promise<UserDto> {
    return presentUser(await this.account.updateProfile(user, body));
  }

  @Post(authPath(accountPaths.changePassword))
  @Authenticated()
  @UseGuards(UserThrottlerGuard)
  @HttpCode(HttpStatus.OK)
  @ApiTooManyRequestsResponse({ description: messages.tooManyRequests })
  @ApiOperation({
    summary: 'Change the password: ends every session and returns a fresh pair for this one',
    description:
      `{ detail: '${messages.passwordChanged}', access, refresh }. old_password is required, except for an ` +
      'account without a password (Google sign-in, has_password false), which sets its first one with it.',
  })
  @ApiYupBody(passwordUpdateSchema)
  @ApiOk({
    type: 'object',
    properties: { detail: { type: 'string' }, access: { type: 'string' }, refresh: { type: 'string' } },
  })
  async changePassword(
    @CurrentUser() user: User,
    @Body(new YupPipe(passwordUpdateSchema)) body: InferType<typeof passwordUpdateSchema>,
  ): Promise<{ detail: string; access: string; refresh: string }> {
    const tokens = await this.account.changePassword(user, body.old_password, body.new_password);
    return { detail: messages.passwordChanged, ...tokens };
  }

  @Post(authPath(accountPaths.changeEmail))
  @Authenticated()
  @UseGuards(UserThrottlerGuard)
  @HttpCode(HttpStatus.OK)
  @ApiTooManyRequestsResponse({ description: messages.tooManyRequests })
  @ApiOperation({ summary: 'Ask to change the email: a confirmation link goes to the new address → User' })
  @ApiYupBody(changeEmailSchema)
  @ApiOk(schemas.User)
  async changeEmail(
    @CurrentUser() user: User,
    @Body(new YupPipe(changeEmailSchema)) body: InferType<typeof changeEmailSchema>,
  ): Promise<UserDto> {
    return presentUser(await this.account.requestEmailChange(user, body.new_email, body.password));
  }

  @Post(authPath(accountPaths.changeEmailConfirm))
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Confirm an email change with the emailed token → User',
    description: accountMessages.emailChangeLinkInvalid,
  })
  @ApiYupBody(tokenSchema)
  @ApiOk(schemas.User)
  async confirmEmailChange(
    @Body(new YupPipe(tokenSchema)) body: InferType<typeof tokenSchema>,
  ): Promise<UserDto> {
    return presentUser(await this.account.confirmEmailChange(body.token));
  }
}

@ApiTags('account')
@Controller('organization')
export class EmailSignatureController {
  constructor(private readonly account: AccountService) {}

  @Get(':orgId/email-signature/')
  @TenantRoute()
  @ApiParam({ name: 'orgId', type: 'integer' })
  @ApiOperation({ summary: "The caller's email signature in this organization" })
  @ApiOk(signatureSchema)
  get(@CurrentOrganization() org: Organization, @CurrentUser() user: User): Promise<EmailSignatureDto> {
    return this.account.getSignature(org.id, user.id);
  }

  @Put(':orgId/email-signature/')
  @TenantRoute()
  @ApiParam({ name: 'orgId', type: 'integer' })
  @ApiOperation({
    summary:
      "Save the caller's email signature (HTML sanitized: formatting, links, images, tables; no script)",
  })
  @ApiYupBody(emailSignatureSchema)
  @ApiOk(signatureSchema)
  save(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(emailSignatureSchema)) body: InferType<typeof emailSignatureSchema>,
  ): Promise<EmailSignatureDto> {
    return this.account.saveSignature(org.id, user.id, body);
  }
}
