import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CurrentPassword } from './current-password.service';
import { PasswordHasher } from './password-hasher.service';
import { User } from './user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, PasswordHasher, CurrentPassword],
  exports: [UsersService, PasswordHasher, CurrentPassword],
})
export class UsersModule {}
