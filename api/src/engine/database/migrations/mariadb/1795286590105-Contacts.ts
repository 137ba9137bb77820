import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Contacts1795286590105 implements MigrationInterface {
  name = 'Contacts1795286590105';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`lead_lists\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`title\` varchar(100) NOT NULL, \`kind\` enum ('opportunity', 'demoted', 'unallocated') NOT NULL DEFAULT 'opportunity', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_d4d0c10a3e655bb2e083c75d66\` (\`organization_id\`, \`kind\`), INDEX \`IDX_e1f593d265d2d20afc5995cf97\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_history\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`user_id\` int NULL, \`action\` varchar(32) NOT NULL, \`field\` varchar(64) NULL, \`old_value\` text NULL, \`new_value\` text NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_a48c1a49f8f3e476c6faed7f56\` (\`organization_id\`, \`lead_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`first_name_normalized\` varchar(150) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`last_name_normalized\` varchar(150) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`company_name_normalized\` varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`gender\` varchar(20) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`birthday\` varchar(10) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`job_title\` varchar(150) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`website_url\` varchar(2048) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`address\` varchar(200) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`city\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`state\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`zip_code\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`industry\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`sales_status\` varchar(50) NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`amounts\` json NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`temperature\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`social\` json NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`imported\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`lead_list_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`leads\` ADD \`came_from_list\` varchar(255) NULL`);
    await queryRunner.query(
      `ALTER TABLE \`leads\` ADD \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`leads\` CHANGE \`fsm_state\` \`fsm_state\` varchar(32) NOT NULL DEFAULT 'Opportunity'`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_378bf47458c3ea7f7dfd64d6c7\` ON \`leads\` (\`organization_id\`, \`lead_list_id\`, \`id\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_0ff2ea5fcc41460f27cb71bff6\` ON \`leads\` (\`organization_id\`, \`cell_phone\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_17366f35c507d0fcc2693875d9\` ON \`leads\` (\`organization_id\`, \`email\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_ae5e424cdcfc5089f26da65abf\` ON \`leads\` (\`organization_id\`, \`fsm_state\`, \`company_name_normalized\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_462ce5b8bb7ae6bf4767a3fce5\` ON \`leads\` (\`organization_id\`, \`fsm_state\`, \`first_name_normalized\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_bc04c101a199685c705c8379ca\` ON \`leads\` (\`organization_id\`, \`fsm_state\`, \`last_name_normalized\`, \`id\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_46eda982a8d95621b4250803b1\` ON \`leads\` (\`organization_id\`, \`fsm_state\`, \`id\`)`,
    );
    // Rows written before the stages existed (issue 5's minimal table): the spec's bucket names and the
    // lower-cased search copies.
    await queryRunner.query(
      `UPDATE leads SET fsm_state = CASE LOWER(fsm_state) WHEN 'opportunity' THEN 'Opportunity' WHEN 'prospect' THEN 'Prospect' WHEN 'client' THEN 'Client' WHEN 'former_client' THEN 'Former Clients' WHEN 'former clients' THEN 'Former Clients' WHEN 'other' THEN 'Other' ELSE fsm_state END`,
    );
    await queryRunner.query(
      `UPDATE leads SET first_name_normalized = LOWER(first_name), last_name_normalized = LOWER(last_name), company_name_normalized = LOWER(company_name), email = LOWER(email)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_46eda982a8d95621b4250803b1\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_bc04c101a199685c705c8379ca\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_462ce5b8bb7ae6bf4767a3fce5\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_ae5e424cdcfc5089f26da65abf\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_17366f35c507d0fcc2693875d9\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_0ff2ea5fcc41460f27cb71bff6\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_378bf47458c3ea7f7dfd64d6c7\` ON \`leads\``);
    await queryRunner.query(
      `ALTER TABLE \`leads\` CHANGE \`fsm_state\` \`fsm_state\` varchar(32) NOT NULL DEFAULT 'opportunity'`,
    );
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`updated_at\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`came_from_list\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`lead_list_id\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`imported\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`social\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`temperature\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`amounts\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`sales_status\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`industry\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`zip_code\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`state\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`city\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`address\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`website_url\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`job_title\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`birthday\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`gender\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`company_name_normalized\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`last_name_normalized\``);
    await queryRunner.query(`ALTER TABLE \`leads\` DROP COLUMN \`first_name_normalized\``);
    await queryRunner.query(`DROP INDEX \`IDX_a48c1a49f8f3e476c6faed7f56\` ON \`lead_history\``);
    await queryRunner.query(`DROP TABLE \`lead_history\``);
    await queryRunner.query(`DROP INDEX \`IDX_e1f593d265d2d20afc5995cf97\` ON \`lead_lists\``);
    await queryRunner.query(`DROP INDEX \`IDX_d4d0c10a3e655bb2e083c75d66\` ON \`lead_lists\``);
    await queryRunner.query(`DROP TABLE \`lead_lists\``);
  }
}
