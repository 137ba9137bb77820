import { Controller, Res, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import { type SocialImageUpload, socialEndpoints } from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { ReceivedFile } from '../../../engine/http/file-upload';
import { CurrentUser } from '../../../engine/tenancy/access.decorators';
import type { User } from '../../platform';
import { ImageUpload, mediaFormSchema } from './media-upload';
import { type ReceivedImage, SocialImagesService } from './social-images.service';

const api = socialEndpoints.media;
const IMAGE_FORM = mediaFormSchema('jpg, jpeg, svg or png, at least 320 px wide and high');

/**
 * Spec 3 §7 'Media and posts': the post form's image uploads. Any signed-in user (the paths name no
 * organization); what is stored is kept under the uploader's own prefix.
 */
@Controller()
export class SocialImagesController {
  constructor(private readonly images: SocialImagesService) {}

  @Endpoint(api.uploadImage)
  @UseInterceptors(ImageUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_FORM)
  upload(
    @CurrentUser() user: User,
    @ReceivedFile() file: ReceivedImage | undefined,
  ): Promise<SocialImageUpload> {
    return this.images.upload(user.id, file);
  }

  @Endpoint(api.processImage)
  @UseInterceptors(ImageUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_FORM)
  @ApiProduces('image/jpeg', 'image/png')
  async process(@ReceivedFile() file: ReceivedImage | undefined, @Res() res: FastifyReply): Promise<void> {
    const image = await this.images.process(file);
    // The bytes are ours (re-encoded), but never read as a document of this origin all the same.
    void res
      .type(image.mime)
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'no-store')
      .send(image.buffer);
  }
}
