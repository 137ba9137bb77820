import { Module } from '@nestjs/common';
import { ServicesModule } from '../../contacts/services/services.module';
import { SettingsModule } from '../../contacts/settings/settings.module';
import { SetupController } from './setup.controller';
import { SetupService } from './setup.service';

@Module({
  imports: [SettingsModule, ServicesModule],
  controllers: [SetupController],
  providers: [SetupService],
})
export class SetupModule {}
