import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadsModule } from '../leads/leads.module';
import { OrganizationRecordsModule } from '../../platform';
import { LocationsService } from './locations.service';
import { OrganizationSettingsService } from './organization-settings.service';
import { RepresentativesService } from './representatives.service';
import { LocationsController } from './locations.controller';
import { ReferenceController } from './reference.controller';
import { RepresentativesController } from './representatives.controller';
import { settingsControllers } from './settings.controller';
import { SourcesController } from './sources.controller';
import { TagsController } from './tags.controller';
import {
  LeadSource,
  LocationRow,
  MarketingGroup,
  OrganizationSettingsRow,
  RepresentativeSettingsRow,
} from './settings.entities';
import { SourcesService } from './sources.service';
import { TagsService } from './tags.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      OrganizationSettingsRow,
      LeadSource,
      LocationRow,
      MarketingGroup,
      RepresentativeSettingsRow,
    ]),
    OrganizationRecordsModule,
    LeadsModule,
  ],
  controllers: [
    ...settingsControllers,
    SourcesController,
    LocationsController,
    TagsController,
    RepresentativesController,
    ReferenceController,
  ],
  providers: [
    OrganizationSettingsService,
    SourcesService,
    LocationsService,
    TagsService,
    RepresentativesService,
  ],
  exports: [
    OrganizationSettingsService,
    LocationsService,
    SourcesService,
    TagsService,
    RepresentativesService,
  ],
})
export class SettingsModule {}
