import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsAndOrganizations1795274666495 implements MigrationInterface {
  name = 'AccountsAndOrganizations1795274666495';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`email_signatures\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`user_id\` int NOT NULL, \`html\` text NOT NULL, \`use_company_number\` tinyint NOT NULL DEFAULT 0, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_8e2da9facfaf68ad8349437b0b\` (\`organization_id\`, \`user_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`invitations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`email\` varchar(254) NOT NULL, \`email_normalized\` varchar(254) NOT NULL, \`token_hash\` varchar(64) NOT NULL, \`expires_at\` datetime NOT NULL, \`invited_by_id\` int NULL, \`invited_at\` datetime NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_0457471a3fe35edbf30a90e935\` (\`organization_id\`, \`email_normalized\`), UNIQUE INDEX \`IDX_872ac94a64b3d44fc4b554780c\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`backup_codes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`code_hash\` varchar(64) NOT NULL, \`used_at\` datetime NULL, INDEX \`IDX_bdf93036ac0728e92a3b587462\` (\`user_id\`, \`code_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`login_challenges\` (\`id\` varchar(36) NOT NULL, \`user_id\` int NOT NULL, \`attempts\` int NOT NULL DEFAULT '0', \`expires_at\` datetime NOT NULL, \`used_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`two_factor_codes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`purpose\` enum ('login', 'setup', 'disable') NOT NULL, \`phone\` varchar(32) NOT NULL, \`code_hash\` varchar(64) NOT NULL, \`expires_at\` datetime NOT NULL, \`used_at\` datetime NULL, \`sent_at\` datetime NOT NULL, INDEX \`IDX_baa9f88e679ed4a49595eb8fdf\` (\`user_id\`, \`purpose\`, \`sent_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`organizations\` ADD \`email_change_token_hash\` varchar(64) NULL`);
    await queryRunner.query(
      `ALTER TABLE \`organizations\` ADD UNIQUE INDEX \`IDX_f9ce1e87dd0753becc9eb8147d\` (\`email_change_token_hash\`)`,
    );
    await queryRunner.query(`ALTER TABLE \`organizations\` ADD \`delete_after\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`organizations\` ADD \`deletion_claimed_at\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`two_factor_phone\` varchar(32) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`otp_secret\` varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`otp_pending_secret\` varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`otp_last_step\` int NULL`);
    await queryRunner.query(
      `ALTER TABLE \`email_tokens\` CHANGE \`purpose\` \`purpose\` enum ('verify', 'reset', 'email_change') NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_f57497f7349976f4e4a804bc22\` ON \`organizations\` (\`delete_after\`)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_signatures\` ADD CONSTRAINT \`FK_eb20078bef48d71900b7aa9cfd3\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_signatures\` ADD CONSTRAINT \`FK_cb98fa3f085176b6a784b0e5c2d\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`invitations\` ADD CONSTRAINT \`FK_42d1dbb4d85dc3643fdc6560af0\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`invitations\` ADD CONSTRAINT \`FK_d4de0403dd012cf87b430af70ef\` FOREIGN KEY (\`invited_by_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`backup_codes\` ADD CONSTRAINT \`FK_70066ea80d2f4b871beda32633b\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`login_challenges\` ADD CONSTRAINT \`FK_23bb9553efaa83910672d214f65\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`two_factor_codes\` ADD CONSTRAINT \`FK_2964c08f5dad491493479c38601\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`two_factor_codes\` DROP FOREIGN KEY \`FK_2964c08f5dad491493479c38601\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`login_challenges\` DROP FOREIGN KEY \`FK_23bb9553efaa83910672d214f65\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`backup_codes\` DROP FOREIGN KEY \`FK_70066ea80d2f4b871beda32633b\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`invitations\` DROP FOREIGN KEY \`FK_d4de0403dd012cf87b430af70ef\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`invitations\` DROP FOREIGN KEY \`FK_42d1dbb4d85dc3643fdc6560af0\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_signatures\` DROP FOREIGN KEY \`FK_cb98fa3f085176b6a784b0e5c2d\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_signatures\` DROP FOREIGN KEY \`FK_eb20078bef48d71900b7aa9cfd3\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_f57497f7349976f4e4a804bc22\` ON \`organizations\``);
    await queryRunner.query(
      `ALTER TABLE \`email_tokens\` CHANGE \`purpose\` \`purpose\` enum ('verify', 'reset') NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`otp_last_step\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`otp_pending_secret\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`otp_secret\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`two_factor_phone\``);
    await queryRunner.query(`ALTER TABLE \`organizations\` DROP COLUMN \`deletion_claimed_at\``);
    await queryRunner.query(`ALTER TABLE \`organizations\` DROP COLUMN \`delete_after\``);
    await queryRunner.query(`ALTER TABLE \`organizations\` DROP INDEX \`IDX_f9ce1e87dd0753becc9eb8147d\``);
    await queryRunner.query(`ALTER TABLE \`organizations\` DROP COLUMN \`email_change_token_hash\``);
    await queryRunner.query(`DROP INDEX \`IDX_baa9f88e679ed4a49595eb8fdf\` ON \`two_factor_codes\``);
    await queryRunner.query(`DROP TABLE \`two_factor_codes\``);
    await queryRunner.query(`DROP TABLE \`login_challenges\``);
    await queryRunner.query(`DROP INDEX \`IDX_bdf93036ac0728e92a3b587462\` ON \`backup_codes\``);
    await queryRunner.query(`DROP TABLE \`backup_codes\``);
    await queryRunner.query(`DROP INDEX \`IDX_872ac94a64b3d44fc4b554780c\` ON \`invitations\``);
    await queryRunner.query(`DROP INDEX \`IDX_0457471a3fe35edbf30a90e935\` ON \`invitations\``);
    await queryRunner.query(`DROP TABLE \`invitations\``);
    await queryRunner.query(`DROP INDEX \`IDX_8e2da9facfaf68ad8349437b0b\` ON \`email_signatures\``);
    await queryRunner.query(`DROP TABLE \`email_signatures\``);
  }
}
