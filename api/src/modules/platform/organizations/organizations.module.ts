import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IndustriesModule } from '../industries/industries.module';
import { MessagingModule } from '../../messaging';
import { UsersModule } from '../users/users.module';
import { Invitation } from './invitation.entity';
import { OrganizationMember } from './organization-member.entity';
import { Organization } from './organization.entity';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { LogoUploadsJob } from './logo-uploads.job';
import { LogoService } from './logo.service';
import { OrganizationSettingsController } from './organization-settings.controller';
import { OrganizationsController } from './organizations.controller';
import { OrganizationsService } from './organizations.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Organization, OrganizationMember, Invitation]),
    IndustriesModule,
    MessagingModule,
    UsersModule,
  ],
  controllers: [OrganizationsController, InvitationsController, OrganizationSettingsController],
  providers: [OrganizationsService, InvitationsService, LogoService, LogoUploadsJob],
  exports: [OrganizationsService, InvitationsService],
})
export class OrganizationsModule {}
