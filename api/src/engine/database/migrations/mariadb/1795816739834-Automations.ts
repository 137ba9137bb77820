import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Automations1795816739834 implements MigrationInterface {
  name = 'Automations1795816739834';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`automation_holidays\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`date\` varchar(10) NOT NULL, \`recurrence\` varchar(32) NULL, \`seed_key\` varchar(32) NULL, \`subject\` varchar(255) NULL, \`email_template_id\` int NULL, \`text_template_id\` int NULL, \`active\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`deleted_at\` datetime(6) NULL, INDEX \`IDX_5a3865c60729a22bce2b29cf4d\` (\`organization_id\`, \`date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`automation_follow_ups\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`slot\` int NOT NULL, \`active\` tinyint NOT NULL DEFAULT 0, \`subject\` varchar(255) NULL, \`email_template_id\` int NULL, \`text_template_id\` int NULL, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_bc1b90bef1fc29f4fe553607be\` (\`organization_id\`, \`slot\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`automations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`type\` int NOT NULL, \`buckets\` json NOT NULL, \`lead_list_ids\` json NOT NULL, \`group_ids\` json NOT NULL, \`included_service_ids\` json NOT NULL, \`excluded_service_ids\` json NOT NULL, \`is_interaction_based\` tinyint NOT NULL DEFAULT 0, \`source_automation_id\` int NULL, \`condition\` int NULL, \`date_field\` varchar(32) NULL, \`stop_on_reply\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_8bb562725b10eec05de4c3b8f5\` (\`organization_id\`, \`source_automation_id\`), INDEX \`IDX_d693e3dc0cac9262aa4aebd3bf\` (\`organization_id\`, \`active\`, \`type\`), INDEX \`IDX_9c442d3b3928fab38398582d27\` (\`organization_id\`, \`type\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`automation_actions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`automation_id\` int NOT NULL, \`send\` varchar(16) NOT NULL, \`day\` int NULL, \`date\` varchar(10) NULL, \`subject\` varchar(255) NULL, \`email_template_id\` int NULL, \`text_template_id\` int NULL, \`reminder\` text NULL, \`position\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_992676493786684fc29a443d7f\` (\`organization_id\`, \`text_template_id\`), INDEX \`IDX_1bfb154654aaf2458f8ecf4228\` (\`organization_id\`, \`email_template_id\`), INDEX \`IDX_77d3766cfb4513e4a86f782049\` (\`organization_id\`, \`automation_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`automation_enrollments\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`automation_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`entered_on\` varchar(10) NOT NULL, \`entered_at\` datetime NOT NULL, \`status\` varchar(16) NOT NULL, \`ended_at\` datetime NULL, INDEX \`IDX_e4a313ffa0bde9fd8803369f5c\` (\`organization_id\`, \`lead_id\`), INDEX \`IDX_9b722bef064af7d037a66309c9\` (\`automation_id\`, \`status\`, \`entered_on\`), UNIQUE INDEX \`IDX_383be118dbba293224886153dc\` (\`organization_id\`, \`automation_id\`, \`lead_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`automation_steps\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`claimed_by\` varchar(64) NULL, \`claimed_at\` datetime NULL, \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NULL, \`kind\` varchar(16) NOT NULL, \`source_id\` int NOT NULL, \`action_id\` int NULL, \`lead_id\` int NOT NULL, \`channel\` varchar(16) NOT NULL, \`due_at\` datetime NOT NULL, \`due_key\` varchar(160) NOT NULL, \`status\` varchar(16) NOT NULL, \`email_campaign_id\` int NULL, \`text_send_id\` int NULL, \`reminder_id\` int NULL, \`error\` text NULL, \`done_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_fbdf0c937fcad66037fed1309a\` (\`organization_id\`, \`lead_id\`), INDEX \`IDX_41e762d1b26bcd2de750ddfcc9\` (\`organization_id\`, \`kind\`, \`source_id\`, \`id\`), INDEX \`IDX_5f9010e0ed7f6ca950c0a36ff4\` (\`status\`, \`due_at\`), UNIQUE INDEX \`IDX_d7add2f527b71a936706c2786d\` (\`organization_id\`, \`due_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`lead_follow_ups\` ADD \`strategy_slot\` int NULL`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_6a2b3f0997b0afedab6aa8e0b3\` ON \`lead_follow_ups\` (\`organization_id\`, \`date\`, \`strategy_slot\`)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_holidays\` ADD CONSTRAINT \`FK_8792fac143bafa9a895e54e3d44\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_follow_ups\` ADD CONSTRAINT \`FK_924f3016fbd467d5b36517008c5\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`automations\` ADD CONSTRAINT \`FK_522e87f4a229d71d5a1db069c84\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_actions\` ADD CONSTRAINT \`FK_39fe097b75eed3e6723b57e0575\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_actions\` ADD CONSTRAINT \`FK_fcc1bf57201b14322ca378c6fc4\` FOREIGN KEY (\`automation_id\`) REFERENCES \`automations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_enrollments\` ADD CONSTRAINT \`FK_1d7caf3ec6d88dfaa05c3b12df9\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_enrollments\` ADD CONSTRAINT \`FK_762454a78af013c0435ef2178fc\` FOREIGN KEY (\`automation_id\`) REFERENCES \`automations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_steps\` ADD CONSTRAINT \`FK_d9c93440ce5115da0fad4f1c812\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`automation_steps\` DROP FOREIGN KEY \`FK_d9c93440ce5115da0fad4f1c812\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_enrollments\` DROP FOREIGN KEY \`FK_762454a78af013c0435ef2178fc\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_enrollments\` DROP FOREIGN KEY \`FK_1d7caf3ec6d88dfaa05c3b12df9\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_actions\` DROP FOREIGN KEY \`FK_fcc1bf57201b14322ca378c6fc4\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_actions\` DROP FOREIGN KEY \`FK_39fe097b75eed3e6723b57e0575\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`automations\` DROP FOREIGN KEY \`FK_522e87f4a229d71d5a1db069c84\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_follow_ups\` DROP FOREIGN KEY \`FK_924f3016fbd467d5b36517008c5\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`automation_holidays\` DROP FOREIGN KEY \`FK_8792fac143bafa9a895e54e3d44\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_6a2b3f0997b0afedab6aa8e0b3\` ON \`lead_follow_ups\``);
    await queryRunner.query(`ALTER TABLE \`lead_follow_ups\` DROP COLUMN \`strategy_slot\``);
    await queryRunner.query(`DROP INDEX \`IDX_d7add2f527b71a936706c2786d\` ON \`automation_steps\``);
    await queryRunner.query(`DROP INDEX \`IDX_5f9010e0ed7f6ca950c0a36ff4\` ON \`automation_steps\``);
    await queryRunner.query(`DROP INDEX \`IDX_41e762d1b26bcd2de750ddfcc9\` ON \`automation_steps\``);
    await queryRunner.query(`DROP INDEX \`IDX_fbdf0c937fcad66037fed1309a\` ON \`automation_steps\``);
    await queryRunner.query(`DROP TABLE \`automation_steps\``);
    await queryRunner.query(`DROP INDEX \`IDX_383be118dbba293224886153dc\` ON \`automation_enrollments\``);
    await queryRunner.query(`DROP INDEX \`IDX_9b722bef064af7d037a66309c9\` ON \`automation_enrollments\``);
    await queryRunner.query(`DROP INDEX \`IDX_e4a313ffa0bde9fd8803369f5c\` ON \`automation_enrollments\``);
    await queryRunner.query(`DROP TABLE \`automation_enrollments\``);
    await queryRunner.query(`DROP INDEX \`IDX_77d3766cfb4513e4a86f782049\` ON \`automation_actions\``);
    await queryRunner.query(`DROP INDEX \`IDX_1bfb154654aaf2458f8ecf4228\` ON \`automation_actions\``);
    await queryRunner.query(`DROP INDEX \`IDX_992676493786684fc29a443d7f\` ON \`automation_actions\``);
    await queryRunner.query(`DROP TABLE \`automation_actions\``);
    await queryRunner.query(`DROP INDEX \`IDX_9c442d3b3928fab38398582d27\` ON \`automations\``);
    await queryRunner.query(`DROP INDEX \`IDX_d693e3dc0cac9262aa4aebd3bf\` ON \`automations\``);
    await queryRunner.query(`DROP INDEX \`IDX_8bb562725b10eec05de4c3b8f5\` ON \`automations\``);
    await queryRunner.query(`DROP TABLE \`automations\``);
    await queryRunner.query(`DROP INDEX \`IDX_bc1b90bef1fc29f4fe553607be\` ON \`automation_follow_ups\``);
    await queryRunner.query(`DROP TABLE \`automation_follow_ups\``);
    await queryRunner.query(`DROP INDEX \`IDX_5a3865c60729a22bce2b29cf4d\` ON \`automation_holidays\``);
    await queryRunner.query(`DROP TABLE \`automation_holidays\``);
  }
}
