import { Controller, Param, Query } from '@nestjs/common';
import {
  type EmailTemplate,
  type EmailTemplateFolder,
  type EmailTemplateSummary,
  emailEndpoints,
} from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import { EmailLibraryService } from './email-library.service';

const api = emailEndpoints.library;

/** The shared template library: any signed-in user reads it; nobody changes it through the API. */
@Controller()
export class EmailLibraryController {
  constructor(private readonly library: EmailLibraryService) {}

  @Endpoint(api.folders)
  folders(): Promise<EmailTemplateFolder[]> {
    return this.library.listFolders();
  }

  @Endpoint(api.templates)
  templates(@Query() q: { folder: number | null }): Promise<EmailTemplateSummary[]> {
    return this.library.listTemplates(q.folder);
  }

  @Endpoint(api.get)
  get(@Param('id', idPipe) id: number): Promise<EmailTemplate> {
    return this.library.get(id);
  }
}
