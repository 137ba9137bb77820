import { Body, Controller, HttpStatus, UseInterceptors } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import { type SendTextsInput, type SendTextsResult, textsEndpoints } from '@ensemble/contracts';
import { ApiError } from '../../../engine/http/api-error';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { FileUpload } from '../../../engine/http/file-upload';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import type { Organization, User } from '../../platform';
import { TextsService } from './texts.service';

/**
 * Spec 3 §7: the send is 'a multipart form of the send fields'. FileUpload turns the form's fields into the body
 * (a JSON body passes untouched); a text carries no file, so any file in it is refused.
 */
const SendForm = FileUpload({
  field: 'file',
  maxBytes: 0,
  tooLarge: () => ApiError.detail(HttpStatus.BAD_REQUEST, 'Unexpected field'),
  into: 'memory',
});

/** Spec 3 §2 Text, Write text: the send. */
@Controller()
export class TextsController {
  constructor(private readonly texts: TextsService) {}

  @Endpoint(textsEndpoints.send)
  @UseInterceptors(SendForm)
  @ApiConsumes('multipart/form-data', 'application/json')
  send(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body() body: SendTextsInput,
  ): Promise<SendTextsResult> {
    return this.texts.send(org.id, user, body);
  }
}
