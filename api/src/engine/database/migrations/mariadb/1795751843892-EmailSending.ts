import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailSending1795751843892 implements MigrationInterface {
  name = 'EmailSending1795751843892';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`email_campaigns\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`subject\` varchar(255) NOT NULL, \`html\` text NULL, \`text\` text NOT NULL, \`template_id\` int NULL, \`template_text_id\` int NULL, \`invoice_id\` int NULL, \`sender\` varchar(320) NOT NULL, \`reply_to\` varchar(254) NULL, \`created_by_id\` int NULL, \`status\` varchar(16) NOT NULL, \`total\` int NOT NULL DEFAULT '0', \`bulk\` tinyint NOT NULL DEFAULT 1, \`attachment_ids\` json NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_63f922bf236fd7ccf585207a64\` (\`organization_id\`, \`template_text_id\`), INDEX \`IDX_92943a1fef764d4987e49fbbe2\` (\`organization_id\`, \`template_id\`), INDEX \`IDX_2b2924e0e6972f8774be1d9dd9\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`email_recipients\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`claimed_by\` varchar(64) NULL, \`claimed_at\` datetime NULL, \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NULL, \`campaign_id\` int NOT NULL, \`lead_id\` int NULL, \`email\` varchar(254) NOT NULL, \`status\` varchar(16) NOT NULL, \`tracking_token\` varchar(32) NOT NULL, \`provider_message_id\` varchar(255) NULL, \`error\` text NULL, \`sent_at\` datetime NULL, \`delivered_at\` datetime NULL, \`opened_at\` datetime NULL, \`open_count\` int NOT NULL DEFAULT '0', \`clicked_at\` datetime NULL, \`click_count\` int NOT NULL DEFAULT '0', \`bounced_at\` datetime NULL, \`spam_reported_at\` datetime NULL, \`unsubscribed_at\` datetime NULL, INDEX \`IDX_94abd366bccf7ac927f8478b8a\` (\`provider_message_id\`), UNIQUE INDEX \`IDX_75cd9fd4edf46a7d3ea17f377c\` (\`tracking_token\`), INDEX \`IDX_06bc3f514f126f08f7abbce9c2\` (\`status\`), INDEX \`IDX_f5974733ecd3da88cc26f990ae\` (\`campaign_id\`, \`status\`, \`id\`), INDEX \`IDX_9d385b56652ce3a4e801c90b09\` (\`organization_id\`, \`campaign_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`email_suppressions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`email\` varchar(254) NOT NULL, \`reason\` varchar(16) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_785b799046ac0ef4b4bc2270b2\` (\`organization_id\`, \`id\`), UNIQUE INDEX \`IDX_d567d1a093bdba53cab07fe79f\` (\`organization_id\`, \`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`email_attachments\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`size\` int NOT NULL, \`content_type\` varchar(128) NOT NULL, \`storage_key\` varchar(255) NOT NULL, \`uploaded_by_id\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_64d6fb03615287247eb373d8ca\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`email_event_receipts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`provider_event_id\` varchar(255) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_d0717b5e41a070c84c5ad7f6d3\` (\`provider_event_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` ADD \`message_id\` varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` ADD \`headers\` json NULL`);
    await queryRunner.query(
      `ALTER TABLE \`email_campaigns\` ADD CONSTRAINT \`FK_ef8457ea58a180d31442cbc3215\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_recipients\` ADD CONSTRAINT \`FK_b4a97d24f07fa0f0d998f4a057c\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_recipients\` ADD CONSTRAINT \`FK_33918ef82580d6f9aaf78bf1885\` FOREIGN KEY (\`campaign_id\`) REFERENCES \`email_campaigns\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_suppressions\` ADD CONSTRAINT \`FK_dc9d9bd6c0ee7b4cab6a609f77e\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_attachments\` ADD CONSTRAINT \`FK_455edb035f9870b5c429ad97470\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`email_attachments\` DROP FOREIGN KEY \`FK_455edb035f9870b5c429ad97470\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_suppressions\` DROP FOREIGN KEY \`FK_dc9d9bd6c0ee7b4cab6a609f77e\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_recipients\` DROP FOREIGN KEY \`FK_33918ef82580d6f9aaf78bf1885\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_recipients\` DROP FOREIGN KEY \`FK_b4a97d24f07fa0f0d998f4a057c\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_campaigns\` DROP FOREIGN KEY \`FK_ef8457ea58a180d31442cbc3215\``,
    );
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` DROP COLUMN \`headers\``);
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` DROP COLUMN \`message_id\``);
    await queryRunner.query(`DROP INDEX \`IDX_d0717b5e41a070c84c5ad7f6d3\` ON \`email_event_receipts\``);
    await queryRunner.query(`DROP TABLE \`email_event_receipts\``);
    await queryRunner.query(`DROP INDEX \`IDX_64d6fb03615287247eb373d8ca\` ON \`email_attachments\``);
    await queryRunner.query(`DROP TABLE \`email_attachments\``);
    await queryRunner.query(`DROP INDEX \`IDX_d567d1a093bdba53cab07fe79f\` ON \`email_suppressions\``);
    await queryRunner.query(`DROP INDEX \`IDX_785b799046ac0ef4b4bc2270b2\` ON \`email_suppressions\``);
    await queryRunner.query(`DROP TABLE \`email_suppressions\``);
    await queryRunner.query(`DROP INDEX \`IDX_9d385b56652ce3a4e801c90b09\` ON \`email_recipients\``);
    await queryRunner.query(`DROP INDEX \`IDX_f5974733ecd3da88cc26f990ae\` ON \`email_recipients\``);
    await queryRunner.query(`DROP INDEX \`IDX_06bc3f514f126f08f7abbce9c2\` ON \`email_recipients\``);
    await queryRunner.query(`DROP INDEX \`IDX_75cd9fd4edf46a7d3ea17f377c\` ON \`email_recipients\``);
    await queryRunner.query(`DROP INDEX \`IDX_94abd366bccf7ac927f8478b8a\` ON \`email_recipients\``);
    await queryRunner.query(`DROP TABLE \`email_recipients\``);
    await queryRunner.query(`DROP INDEX \`IDX_2b2924e0e6972f8774be1d9dd9\` ON \`email_campaigns\``);
    await queryRunner.query(`DROP INDEX \`IDX_92943a1fef764d4987e49fbbe2\` ON \`email_campaigns\``);
    await queryRunner.query(`DROP INDEX \`IDX_63f922bf236fd7ccf585207a64\` ON \`email_campaigns\``);
    await queryRunner.query(`DROP TABLE \`email_campaigns\``);
  }
}
