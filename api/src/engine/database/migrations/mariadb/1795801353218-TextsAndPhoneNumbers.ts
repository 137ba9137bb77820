import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TextsAndPhoneNumbers1795801353218 implements MigrationInterface {
  name = 'TextsAndPhoneNumbers1795801353218';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`phone_numbers\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`phone_number\` varchar(32) NOT NULL, \`number_type\` varchar(16) NOT NULL, \`area_code\` varchar(8) NULL, \`real_phone_number\` varchar(32) NOT NULL, \`provider_sid\` varchar(64) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_6693f98247b4cb8901b8992671\` (\`phone_number\`), INDEX \`IDX_fa2ab221be131254a7f2760fe6\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`call_logs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`call_sid\` varchar(64) NOT NULL, \`from_number\` varchar(32) NOT NULL, \`to_number\` varchar(32) NOT NULL, \`direction\` varchar(16) NOT NULL, \`status\` varchar(24) NOT NULL, \`lead_id\` int NULL, \`started_at\` datetime NOT NULL, \`ended_at\` datetime NULL, \`duration_seconds\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_d17aec41c92831873401f45a96\` (\`call_sid\`), INDEX \`IDX_c89ac8de06f00423922e8ee847\` (\`organization_id\`, \`started_at\`), INDEX \`IDX_2aece5776efde4268e52b05d54\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`text_sends\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`body\` text NOT NULL, \`template_id\` int NULL, \`from_number\` varchar(32) NOT NULL, \`created_by_id\` int NULL, \`status\` varchar(16) NOT NULL, \`total\` int NOT NULL DEFAULT '0', \`skipped_stopped\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_72a31567dfa6ab2160a8648297\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`text_recipients\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`claimed_by\` varchar(64) NULL, \`claimed_at\` datetime NULL, \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NULL, \`send_id\` int NOT NULL, \`lead_id\` int NULL, \`to_number\` varchar(32) NOT NULL, \`status\` varchar(16) NOT NULL, \`body\` text NULL, \`segments\` int NOT NULL DEFAULT '0', \`provider_message_id\` varchar(64) NULL, \`delivery_status\` varchar(16) NULL, \`error\` text NULL, \`sent_at\` datetime NULL, \`delivered_at\` datetime NULL, INDEX \`IDX_f35004f9c31f7e7687d7487fa9\` (\`provider_message_id\`), INDEX \`IDX_eb946a0e0208e2ad32e82aebe3\` (\`status\`), INDEX \`IDX_88ffe46b5e23b88eab82204f49\` (\`send_id\`, \`status\`, \`id\`), INDEX \`IDX_df1e320901dd2b19862d456c66\` (\`organization_id\`, \`lead_id\`, \`id\`), INDEX \`IDX_9ba27cfd1cf3b1acb13724dced\` (\`organization_id\`, \`send_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`inbound_texts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`provider_message_id\` varchar(64) NOT NULL, \`lead_id\` int NULL, \`from_number\` varchar(32) NOT NULL, \`to_number\` varchar(32) NOT NULL, \`body\` text NOT NULL, \`keyword\` varchar(16) NULL, \`received_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_1ebf892bbfe4600ebb6626d1d0\` (\`provider_message_id\`), INDEX \`IDX_b96e9b8b6cadcb5c054a24acd9\` (\`organization_id\`, \`id\`), INDEX \`IDX_bc9feec680a445b428e87d7b50\` (\`organization_id\`, \`lead_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`sms_suppressions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`phone_number\` varchar(32) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_7bfca5a1712d0659851a811e0a\` (\`organization_id\`, \`id\`), UNIQUE INDEX \`IDX_e3c20015bfc2c4a9f74716e0b9\` (\`organization_id\`, \`phone_number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`marketing_groups\` ADD \`is_webform\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE \`phone_numbers\` ADD CONSTRAINT \`FK_f4f92558ca854270ce4ade149f9\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`call_logs\` ADD CONSTRAINT \`FK_09303131797e55e5eda0bc1226b\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`text_sends\` ADD CONSTRAINT \`FK_9a93cf0b1bef9aa525fcdee7e93\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`text_recipients\` ADD CONSTRAINT \`FK_88e1a46ecabda9b2502992301a5\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`text_recipients\` ADD CONSTRAINT \`FK_4eabd666d6b9dd7397e4df92763\` FOREIGN KEY (\`send_id\`) REFERENCES \`text_sends\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`inbound_texts\` ADD CONSTRAINT \`FK_44e4662f14fbd85f9496caf38b7\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`sms_suppressions\` ADD CONSTRAINT \`FK_04954462e9eed1aa4e9c9757101\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`sms_suppressions\` DROP FOREIGN KEY \`FK_04954462e9eed1aa4e9c9757101\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`inbound_texts\` DROP FOREIGN KEY \`FK_44e4662f14fbd85f9496caf38b7\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`text_recipients\` DROP FOREIGN KEY \`FK_4eabd666d6b9dd7397e4df92763\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`text_recipients\` DROP FOREIGN KEY \`FK_88e1a46ecabda9b2502992301a5\``,
    );
    await queryRunner.query(`ALTER TABLE \`text_sends\` DROP FOREIGN KEY \`FK_9a93cf0b1bef9aa525fcdee7e93\``);
    await queryRunner.query(`ALTER TABLE \`call_logs\` DROP FOREIGN KEY \`FK_09303131797e55e5eda0bc1226b\``);
    await queryRunner.query(
      `ALTER TABLE \`phone_numbers\` DROP FOREIGN KEY \`FK_f4f92558ca854270ce4ade149f9\``,
    );
    await queryRunner.query(`ALTER TABLE \`marketing_groups\` DROP COLUMN \`is_webform\``);
    await queryRunner.query(`DROP INDEX \`IDX_e3c20015bfc2c4a9f74716e0b9\` ON \`sms_suppressions\``);
    await queryRunner.query(`DROP INDEX \`IDX_7bfca5a1712d0659851a811e0a\` ON \`sms_suppressions\``);
    await queryRunner.query(`DROP TABLE \`sms_suppressions\``);
    await queryRunner.query(`DROP INDEX \`IDX_bc9feec680a445b428e87d7b50\` ON \`inbound_texts\``);
    await queryRunner.query(`DROP INDEX \`IDX_b96e9b8b6cadcb5c054a24acd9\` ON \`inbound_texts\``);
    await queryRunner.query(`DROP INDEX \`IDX_1ebf892bbfe4600ebb6626d1d0\` ON \`inbound_texts\``);
    await queryRunner.query(`DROP TABLE \`inbound_texts\``);
    await queryRunner.query(`DROP INDEX \`IDX_9ba27cfd1cf3b1acb13724dced\` ON \`text_recipients\``);
    await queryRunner.query(`DROP INDEX \`IDX_df1e320901dd2b19862d456c66\` ON \`text_recipients\``);
    await queryRunner.query(`DROP INDEX \`IDX_88ffe46b5e23b88eab82204f49\` ON \`text_recipients\``);
    await queryRunner.query(`DROP INDEX \`IDX_eb946a0e0208e2ad32e82aebe3\` ON \`text_recipients\``);
    await queryRunner.query(`DROP INDEX \`IDX_f35004f9c31f7e7687d7487fa9\` ON \`text_recipients\``);
    await queryRunner.query(`DROP TABLE \`text_recipients\``);
    await queryRunner.query(`DROP INDEX \`IDX_72a31567dfa6ab2160a8648297\` ON \`text_sends\``);
    await queryRunner.query(`DROP TABLE \`text_sends\``);
    await queryRunner.query(`DROP INDEX \`IDX_2aece5776efde4268e52b05d54\` ON \`call_logs\``);
    await queryRunner.query(`DROP INDEX \`IDX_c89ac8de06f00423922e8ee847\` ON \`call_logs\``);
    await queryRunner.query(`DROP INDEX \`IDX_d17aec41c92831873401f45a96\` ON \`call_logs\``);
    await queryRunner.query(`DROP TABLE \`call_logs\``);
    await queryRunner.query(`DROP INDEX \`IDX_fa2ab221be131254a7f2760fe6\` ON \`phone_numbers\``);
    await queryRunner.query(`DROP INDEX \`IDX_6693f98247b4cb8901b8992671\` ON \`phone_numbers\``);
    await queryRunner.query(`DROP TABLE \`phone_numbers\``);
  }
}
