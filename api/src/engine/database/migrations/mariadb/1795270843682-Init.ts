import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795270843682 implements MigrationInterface {
  name = 'Init1795270843682';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`users\` (\`id\` int NOT NULL AUTO_INCREMENT, \`email\` varchar(254) NOT NULL, \`email_normalized\` varchar(254) NOT NULL, \`password_hash\` varchar(255) NULL, \`first_name\` varchar(150) NOT NULL, \`last_name\` varchar(150) NOT NULL, \`address\` varchar(255) NULL, \`city\` varchar(150) NULL, \`state\` varchar(150) NULL, \`zip_code\` varchar(20) NULL, \`cell_phone\` varchar(32) NULL, \`signature\` text NULL, \`is_2fa_enabled\` tinyint NOT NULL DEFAULT 0, \`is_otp_enabled\` tinyint NOT NULL DEFAULT 0, \`provider\` varchar(32) NOT NULL DEFAULT 'email', \`email_change_new_email\` varchar(254) NULL, \`email_change_token_expiration\` datetime NULL, \`sms_notif\` tinyint NOT NULL DEFAULT 0, \`is_verified\` tinyint NOT NULL DEFAULT 0, \`is_superuser\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_5a42435a9cd1daeec3adbb4263\` (\`email_normalized\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`email_tokens\` (\`id\` int NOT NULL AUTO_INCREMENT, \`purpose\` enum ('verify', 'reset') NOT NULL, \`token_hash\` varchar(64) NOT NULL, \`user_id\` int NOT NULL, \`expires_at\` datetime NOT NULL, \`used_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_018295f41628791c301bfe8b62\` (\`user_id\`), UNIQUE INDEX \`IDX_8acb431edfc9f9d0e77741468e\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`refresh_tokens\` (\`id\` int NOT NULL AUTO_INCREMENT, \`token_hash\` varchar(64) NOT NULL, \`family_id\` varchar(36) NOT NULL, \`user_id\` int NOT NULL, \`expires_at\` datetime NOT NULL, \`revoked_at\` datetime NULL, \`replaced_by\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_d5e27da0cd39bc3bb2811fc8ba\` (\`family_id\`), INDEX \`IDX_3ddc983c5f7bcf132fd8732c3f\` (\`user_id\`), UNIQUE INDEX \`IDX_a7838d2ba25be1342091b6695f\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`industries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, UNIQUE INDEX \`IDX_447df075c342af02a92901dc81\` (\`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`organizations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`email\` varchar(254) NOT NULL, \`email_normalized\` varchar(254) NOT NULL, \`industry_id\` int NULL, \`logo\` varchar(1024) NULL, \`seat_number\` int NOT NULL DEFAULT '1', \`used_seats\` int NOT NULL DEFAULT '0', \`package_id\` varchar(255) NULL, \`stripe_customer_id\` varchar(255) NULL, \`is_subscribed\` tinyint NOT NULL DEFAULT 0, \`eula\` int NOT NULL DEFAULT '0', \`last_eula\` int NOT NULL DEFAULT '0', \`deletions\` json NOT NULL, \`email_change_token_expiration\` datetime NULL, \`email_change_new_email\` varchar(254) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_0738c2570657e1cb5f895fa5b9\` (\`email_normalized\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`outbound_messages\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NULL, \`channel\` enum ('email', 'sms') NOT NULL, \`to_address\` varchar(254) NOT NULL, \`subject\` varchar(255) NULL, \`text\` text NOT NULL, \`html\` text NULL, \`category\` varchar(64) NOT NULL, \`status\` enum ('pending', 'processing', 'sent', 'failed') NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`claimed_by\` varchar(64) NULL, \`claimed_at\` datetime NULL, \`next_attempt_at\` datetime NULL, \`last_error\` text NULL, \`sent_at\` datetime NULL, \`provider_message_id\` varchar(128) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_c63bd3157381ce7ded4de003d1\` (\`status\`), INDEX \`IDX_b3f62fe7f4e1f1ef5768f3c35f\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`organization_members\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`user_id\` int NOT NULL, \`is_owner\` tinyint NOT NULL DEFAULT 0, \`status\` enum ('owner', 'accepted', 'pending') NOT NULL, \`invited\` tinyint NOT NULL DEFAULT 0, \`date_joined\` datetime NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_89bde91f78d36ca41e9515d91c\` (\`user_id\`), UNIQUE INDEX \`IDX_f4812f00736e35131a65d6032d\` (\`organization_id\`, \`user_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`releases\` (\`id\` int NOT NULL AUTO_INCREMENT, \`version\` varchar(32) NOT NULL, \`title\` varchar(255) NOT NULL, \`notes\` text NOT NULL, \`released_at\` datetime NOT NULL, UNIQUE INDEX \`IDX_1978ebbe268373327a072ad0e9\` (\`version\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`outbox_messages\` (\`id\` int NOT NULL AUTO_INCREMENT, \`idempotency_key\` varchar(128) NOT NULL, \`organization_id\` int NULL, \`channel\` enum ('email', 'sms') NOT NULL, \`to_address\` varchar(254) NOT NULL, \`to_normalized\` varchar(254) NOT NULL, \`from_address\` varchar(254) NOT NULL, \`subject\` varchar(255) NULL, \`text\` text NOT NULL, \`html\` text NULL, \`category\` varchar(64) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_1f3c4f035f0a5befb6de1da25b\` (\`to_normalized\`), INDEX \`IDX_6a0aa110e62ae7aee72e81438c\` (\`organization_id\`, \`id\`), UNIQUE INDEX \`IDX_d6d234f89900376e7e91c8149b\` (\`idempotency_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_tokens\` ADD CONSTRAINT \`FK_018295f41628791c301bfe8b625\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`refresh_tokens\` ADD CONSTRAINT \`FK_3ddc983c5f7bcf132fd8732c3f4\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`organizations\` ADD CONSTRAINT \`FK_c3b69b31bd7f07c3ffa608d9cdb\` FOREIGN KEY (\`industry_id\`) REFERENCES \`industries\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`outbound_messages\` ADD CONSTRAINT \`FK_7702d8bfcbca37b832f89e6d1e9\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`organization_members\` ADD CONSTRAINT \`FK_7062a4fbd9bab22ffd918e5d3d9\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`organization_members\` ADD CONSTRAINT \`FK_89bde91f78d36ca41e9515d91c6\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`organization_members\` DROP FOREIGN KEY \`FK_89bde91f78d36ca41e9515d91c6\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`organization_members\` DROP FOREIGN KEY \`FK_7062a4fbd9bab22ffd918e5d3d9\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`outbound_messages\` DROP FOREIGN KEY \`FK_7702d8bfcbca37b832f89e6d1e9\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`organizations\` DROP FOREIGN KEY \`FK_c3b69b31bd7f07c3ffa608d9cdb\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`refresh_tokens\` DROP FOREIGN KEY \`FK_3ddc983c5f7bcf132fd8732c3f4\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_tokens\` DROP FOREIGN KEY \`FK_018295f41628791c301bfe8b625\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_d6d234f89900376e7e91c8149b\` ON \`outbox_messages\``);
    await queryRunner.query(`DROP INDEX \`IDX_6a0aa110e62ae7aee72e81438c\` ON \`outbox_messages\``);
    await queryRunner.query(`DROP INDEX \`IDX_1f3c4f035f0a5befb6de1da25b\` ON \`outbox_messages\``);
    await queryRunner.query(`DROP TABLE \`outbox_messages\``);
    await queryRunner.query(`DROP INDEX \`IDX_1978ebbe268373327a072ad0e9\` ON \`releases\``);
    await queryRunner.query(`DROP TABLE \`releases\``);
    await queryRunner.query(`DROP INDEX \`IDX_f4812f00736e35131a65d6032d\` ON \`organization_members\``);
    await queryRunner.query(`DROP INDEX \`IDX_89bde91f78d36ca41e9515d91c\` ON \`organization_members\``);
    await queryRunner.query(`DROP TABLE \`organization_members\``);
    await queryRunner.query(`DROP INDEX \`IDX_b3f62fe7f4e1f1ef5768f3c35f\` ON \`outbound_messages\``);
    await queryRunner.query(`DROP INDEX \`IDX_c63bd3157381ce7ded4de003d1\` ON \`outbound_messages\``);
    await queryRunner.query(`DROP TABLE \`outbound_messages\``);
    await queryRunner.query(`DROP INDEX \`IDX_0738c2570657e1cb5f895fa5b9\` ON \`organizations\``);
    await queryRunner.query(`DROP TABLE \`organizations\``);
    await queryRunner.query(`DROP INDEX \`IDX_447df075c342af02a92901dc81\` ON \`industries\``);
    await queryRunner.query(`DROP TABLE \`industries\``);
    await queryRunner.query(`DROP INDEX \`IDX_a7838d2ba25be1342091b6695f\` ON \`refresh_tokens\``);
    await queryRunner.query(`DROP INDEX \`IDX_3ddc983c5f7bcf132fd8732c3f\` ON \`refresh_tokens\``);
    await queryRunner.query(`DROP INDEX \`IDX_d5e27da0cd39bc3bb2811fc8ba\` ON \`refresh_tokens\``);
    await queryRunner.query(`DROP TABLE \`refresh_tokens\``);
    await queryRunner.query(`DROP INDEX \`IDX_8acb431edfc9f9d0e77741468e\` ON \`email_tokens\``);
    await queryRunner.query(`DROP INDEX \`IDX_018295f41628791c301bfe8b62\` ON \`email_tokens\``);
    await queryRunner.query(`DROP TABLE \`email_tokens\``);
    await queryRunner.query(`DROP INDEX \`IDX_5a42435a9cd1daeec3adbb4263\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
  }
}
