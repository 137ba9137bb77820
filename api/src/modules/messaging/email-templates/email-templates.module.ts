import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailLibraryController } from './email-library.controller';
import { EmailLibraryService } from './email-library.service';
import { EmailTemplateFolderRow, EmailTemplateRow, TextTemplateRow } from './email-template.entities';
import { EmailTemplatesController } from './email-templates.controller';
import { EmailTemplatesService } from './email-templates.service';
import { EmailLibrarySeeder } from './library/email-library.seeder';
import { TemplateFoldersController } from './template-folders.controller';
import { TemplateFoldersService } from './template-folders.service';
import { TemplateThumbnails } from './template-thumbnails';
import { TemplateUsage } from './template-usage';
import { TextTemplatesController } from './text-templates.controller';
import { TextTemplatesService } from './text-templates.service';

/**
 * Email templates, their folders, the shared library and text templates (spec 3 §2, §3, §7 'Templates'). Other
 * modules send with EmailTemplatesService and register what uses a template with TemplateUsage.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EmailTemplateRow, EmailTemplateFolderRow, TextTemplateRow])],
  controllers: [
    EmailTemplatesController,
    TemplateFoldersController,
    EmailLibraryController,
    TextTemplatesController,
  ],
  providers: [
    EmailTemplatesService,
    TemplateFoldersService,
    EmailLibraryService,
    TextTemplatesService,
    TemplateThumbnails,
    TemplateUsage,
    EmailLibrarySeeder,
  ],
  exports: [EmailTemplatesService, TemplateUsage],
})
export class EmailTemplatesModule {}
