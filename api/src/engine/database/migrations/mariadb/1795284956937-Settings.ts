import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Settings1795284956937 implements MigrationInterface {
  name = 'Settings1795284956937';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`leads\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`first_name\` varchar(150) NULL, \`last_name\` varchar(150) NULL, \`company_name\` varchar(255) NULL, \`email\` varchar(254) NULL, \`cell_phone\` varchar(32) NULL, \`fsm_state\` varchar(32) NOT NULL DEFAULT 'opportunity', \`lead_source_id\` int NULL, \`account_rep\` int NULL, \`sales_rep\` int NULL, \`service_rep\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_fa6e873c7f8b2b852affbd9798\` (\`organization_id\`, \`service_rep\`), INDEX \`IDX_922e4b1cdcbd75704974bc3738\` (\`organization_id\`, \`sales_rep\`), INDEX \`IDX_7131393fe86de4c7a8d1b19f0c\` (\`organization_id\`, \`account_rep\`), INDEX \`IDX_dffd9502bb33b65c79f411ea65\` (\`organization_id\`, \`lead_source_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_groups\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`group_id\` int NOT NULL, UNIQUE INDEX \`IDX_228b1cffd9a5a33ced9e185dab\` (\`organization_id\`, \`lead_id\`, \`group_id\`), INDEX \`IDX_85f61f3d9a0fead4258e37d9ee\` (\`organization_id\`, \`group_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`organization_settings\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`first_follow_up_date\` int NULL, \`second_follow_up_date\` int NULL, \`third_follow_up_date\` int NULL, \`fourth_follow_up_date\` int NULL, \`fifth_follow_up_date\` int NULL, \`magic_numbers\` json NULL, \`show_default_services\` tinyint NOT NULL DEFAULT 1, \`about_us_info_source\` varchar(32) NULL, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_5fbdacce9bdcb454877d068e35\` (\`organization_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_sources\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`description\` text NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_a42f7ca747b5f962e15a076167\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`locations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`description\` text NULL, \`phone_number\` varchar(32) NULL, \`address\` varchar(200) NULL, \`website\` varchar(2048) NULL, \`timezone\` varchar(64) NOT NULL, \`city\` varchar(100) NULL, \`zip_code\` varchar(100) NULL, \`state\` varchar(100) NULL, \`email\` varchar(254) NULL, \`is_main\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_d4c1f99d345f3847f9815b1868\` (\`organization_id\`, \`is_main\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`marketing_groups\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`name_normalized\` varchar(100) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_e47c631e13939c7557689eef87\` (\`organization_id\`, \`name_normalized\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`representative_settings\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`user_id\` int NOT NULL, \`role_title\` enum ('None', 'Account', 'Sales', 'Service') NOT NULL DEFAULT 'None', \`sms_notif\` tinyint NOT NULL DEFAULT 0, UNIQUE INDEX \`IDX_753046fd84438478641df920bf\` (\`organization_id\`, \`user_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_753046fd84438478641df920bf\` ON \`representative_settings\``);
    await queryRunner.query(`DROP TABLE \`representative_settings\``);
    await queryRunner.query(`DROP INDEX \`IDX_e47c631e13939c7557689eef87\` ON \`marketing_groups\``);
    await queryRunner.query(`DROP TABLE \`marketing_groups\``);
    await queryRunner.query(`DROP INDEX \`IDX_d4c1f99d345f3847f9815b1868\` ON \`locations\``);
    await queryRunner.query(`DROP TABLE \`locations\``);
    await queryRunner.query(`DROP INDEX \`IDX_a42f7ca747b5f962e15a076167\` ON \`lead_sources\``);
    await queryRunner.query(`DROP TABLE \`lead_sources\``);
    await queryRunner.query(`DROP INDEX \`IDX_5fbdacce9bdcb454877d068e35\` ON \`organization_settings\``);
    await queryRunner.query(`DROP TABLE \`organization_settings\``);
    await queryRunner.query(`DROP INDEX \`IDX_85f61f3d9a0fead4258e37d9ee\` ON \`lead_groups\``);
    await queryRunner.query(`DROP INDEX \`IDX_228b1cffd9a5a33ced9e185dab\` ON \`lead_groups\``);
    await queryRunner.query(`DROP TABLE \`lead_groups\``);
    await queryRunner.query(`DROP INDEX \`IDX_dffd9502bb33b65c79f411ea65\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_7131393fe86de4c7a8d1b19f0c\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_922e4b1cdcbd75704974bc3738\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_fa6e873c7f8b2b852affbd9798\` ON \`leads\``);
    await queryRunner.query(`DROP TABLE \`leads\``);
  }
}
