import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadRecords1795306676544 implements MigrationInterface {
  name = 'LeadRecords1795306676544';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`lead_sales\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`sale_date\` varchar(10) NULL, \`close_date\` varchar(10) NULL, \`amount_cents\` int NOT NULL, \`service_id\` int NULL, \`carrier\` varchar(150) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_1d0daf6c18f0895a498692b4f0\` (\`organization_id\`, \`lead_id\`, \`sale_date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_client_contacts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`first_name\` varchar(150) NULL, \`last_name\` varchar(150) NULL, \`email\` varchar(254) NULL, \`cell_phone\` varchar(32) NULL, \`address\` varchar(200) NULL, \`city\` varchar(100) NULL, \`state\` varchar(100) NULL, \`zip_code\` varchar(100) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_c50c587837f35259b61b1ba818\` (\`organization_id\`, \`lead_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_invoices\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`provider\` varchar(16) NOT NULL, \`provider_invoice_id\` varchar(255) NULL, \`amount\` int NOT NULL, \`email\` varchar(254) NOT NULL, \`description\` varchar(500) NOT NULL, \`days_until_due\` int NOT NULL, \`status\` varchar(16) NOT NULL, \`hosted_url\` varchar(2048) NULL, \`email_sent\` tinyint NOT NULL DEFAULT 0, \`sms_sent\` tinyint NOT NULL DEFAULT 0, \`created_by_id\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_0a1055faac101a4e8a069390cb\` (\`organization_id\`, \`lead_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`local_customer_invoices\` (\`id\` varchar(64) NOT NULL, \`organization_id\` int NOT NULL, \`pay_token\` varchar(64) NOT NULL, \`idempotency_key\` varchar(128) NOT NULL, \`email\` varchar(254) NOT NULL, \`amount\` int NOT NULL, \`currency\` varchar(3) NOT NULL, \`description\` varchar(500) NOT NULL, \`days_until_due\` int NOT NULL, \`due_at\` datetime NOT NULL, \`status\` varchar(16) NOT NULL, \`metadata\` json NOT NULL, \`paid_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_f6fa2f944b420ca24e2250c136\` (\`pay_token\`), UNIQUE INDEX \`IDX_3523d071357bd28ee56b44924e\` (\`organization_id\`, \`idempotency_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_notes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`note\` text NOT NULL, \`created_by_id\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_ea27708ef233144aac8cad7250\` (\`organization_id\`, \`lead_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_note_history\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`note_id\` int NOT NULL, \`user_id\` int NULL, \`kind\` enum ('create', 'update') NOT NULL, \`old_value\` text NULL, \`new_value\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_824d680e1e356c24b0c85ee1fc\` (\`organization_id\`, \`lead_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_follow_ups\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`date\` varchar(10) NOT NULL, \`text\` varchar(500) NOT NULL, \`completed\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_8fbb72852a0244dd95d679b53c\` (\`organization_id\`, \`lead_id\`, \`completed\`), INDEX \`IDX_9153830e0d7a1796f4e60fe821\` (\`organization_id\`, \`lead_id\`, \`date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`title\` varchar(200) NOT NULL, \`description\` text NULL, \`start\` datetime NOT NULL, \`end\` datetime NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_85aa4c00d3eca2683ea65cc615\` (\`organization_id\`, \`lead_id\`, \`start\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_documents\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`user_id\` int NULL, \`name\` varchar(255) NOT NULL, \`file_extension\` varchar(16) NOT NULL, \`storage_key\` varchar(200) NOT NULL, \`content_type\` varchar(127) NOT NULL, \`size\` int NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_3dd164923cb6b45da46dcae418\` (\`organization_id\`, \`lead_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_reminders\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`user_id\` int NULL, \`date_of_sending\` datetime NOT NULL, \`reminder\` varchar(200) NOT NULL, \`is_completed\` tinyint NOT NULL DEFAULT 0, \`notify_status\` enum ('pending', 'processing', 'sent') NOT NULL DEFAULT 'pending', \`claimed_by\` varchar(64) NULL, \`claimed_at\` datetime NULL, \`sent_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_8073a58852da7d44df128cb340\` (\`notify_status\`, \`date_of_sending\`), INDEX \`IDX_cb19a308057d74657e013420fc\` (\`organization_id\`, \`lead_id\`, \`date_of_sending\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_sales\` ADD CONSTRAINT \`FK_d806f2744d6199d66f2de066582\` FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_client_contacts\` ADD CONSTRAINT \`FK_94353bcb391ebdc9a0e4058666f\` FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_invoices\` ADD CONSTRAINT \`FK_4192a4b7f5383eece67b9838eeb\` FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_notes\` ADD CONSTRAINT \`FK_724573b69882525ab16b174101d\` FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_note_history\` ADD CONSTRAINT \`FK_6988a627c43ee62b0538cda16b3\` FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_follow_ups\` ADD CONSTRAINT \`FK_b84a638a9de5c962bc5b60e733b\` FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_events\` ADD CONSTRAINT \`FK_5f01589188405d4107fff0362fe\` FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_documents\` ADD CONSTRAINT \`FK_b19d3f84832d5a4bebf4336ecfb\` FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_documents\` ADD CONSTRAINT \`FK_7b91c8f42d8c2d6e64d4d015021\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_reminders\` ADD CONSTRAINT \`FK_4ad4988baba6fdbb44c9928334e\` FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`lead_reminders\` DROP FOREIGN KEY \`FK_4ad4988baba6fdbb44c9928334e\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_documents\` DROP FOREIGN KEY \`FK_7b91c8f42d8c2d6e64d4d015021\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_documents\` DROP FOREIGN KEY \`FK_b19d3f84832d5a4bebf4336ecfb\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_events\` DROP FOREIGN KEY \`FK_5f01589188405d4107fff0362fe\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_follow_ups\` DROP FOREIGN KEY \`FK_b84a638a9de5c962bc5b60e733b\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_note_history\` DROP FOREIGN KEY \`FK_6988a627c43ee62b0538cda16b3\``,
    );
    await queryRunner.query(`ALTER TABLE \`lead_notes\` DROP FOREIGN KEY \`FK_724573b69882525ab16b174101d\``);
    await queryRunner.query(
      `ALTER TABLE \`lead_invoices\` DROP FOREIGN KEY \`FK_4192a4b7f5383eece67b9838eeb\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`lead_client_contacts\` DROP FOREIGN KEY \`FK_94353bcb391ebdc9a0e4058666f\``,
    );
    await queryRunner.query(`ALTER TABLE \`lead_sales\` DROP FOREIGN KEY \`FK_d806f2744d6199d66f2de066582\``);
    await queryRunner.query(`DROP INDEX \`IDX_cb19a308057d74657e013420fc\` ON \`lead_reminders\``);
    await queryRunner.query(`DROP INDEX \`IDX_8073a58852da7d44df128cb340\` ON \`lead_reminders\``);
    await queryRunner.query(`DROP TABLE \`lead_reminders\``);
    await queryRunner.query(`DROP INDEX \`IDX_3dd164923cb6b45da46dcae418\` ON \`lead_documents\``);
    await queryRunner.query(`DROP TABLE \`lead_documents\``);
    await queryRunner.query(`DROP INDEX \`IDX_85aa4c00d3eca2683ea65cc615\` ON \`lead_events\``);
    await queryRunner.query(`DROP TABLE \`lead_events\``);
    await queryRunner.query(`DROP INDEX \`IDX_9153830e0d7a1796f4e60fe821\` ON \`lead_follow_ups\``);
    await queryRunner.query(`DROP INDEX \`IDX_8fbb72852a0244dd95d679b53c\` ON \`lead_follow_ups\``);
    await queryRunner.query(`DROP TABLE \`lead_follow_ups\``);
    await queryRunner.query(`DROP INDEX \`IDX_824d680e1e356c24b0c85ee1fc\` ON \`lead_note_history\``);
    await queryRunner.query(`DROP TABLE \`lead_note_history\``);
    await queryRunner.query(`DROP INDEX \`IDX_ea27708ef233144aac8cad7250\` ON \`lead_notes\``);
    await queryRunner.query(`DROP TABLE \`lead_notes\``);
    await queryRunner.query(`DROP INDEX \`IDX_3523d071357bd28ee56b44924e\` ON \`local_customer_invoices\``);
    await queryRunner.query(`DROP INDEX \`IDX_f6fa2f944b420ca24e2250c136\` ON \`local_customer_invoices\``);
    await queryRunner.query(`DROP TABLE \`local_customer_invoices\``);
    await queryRunner.query(`DROP INDEX \`IDX_0a1055faac101a4e8a069390cb\` ON \`lead_invoices\``);
    await queryRunner.query(`DROP TABLE \`lead_invoices\``);
    await queryRunner.query(`DROP INDEX \`IDX_c50c587837f35259b61b1ba818\` ON \`lead_client_contacts\``);
    await queryRunner.query(`DROP TABLE \`lead_client_contacts\``);
    await queryRunner.query(`DROP INDEX \`IDX_1d0daf6c18f0895a498692b4f0\` ON \`lead_sales\``);
    await queryRunner.query(`DROP TABLE \`lead_sales\``);
  }
}
