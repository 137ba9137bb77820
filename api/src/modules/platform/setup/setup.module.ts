import { Module } from '@nestjs/common';
import { ServicesModule, SettingsModule } from '../../contacts';
import { SetupController } from './setup.controller';
import { SetupService } from './setup.service';

@Module({
  imports: [SettingsModule, ServicesModule],
  controllers: [SetupController],
  providers: [SetupService],
})
export class SetupModule {}
