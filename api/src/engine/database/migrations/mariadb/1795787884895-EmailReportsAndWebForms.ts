import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillEmailReports } from '../email-reports-backfill';

export class EmailReportsAndWebForms1795787884895 implements MigrationInterface {
  name = 'EmailReportsAndWebForms1795787884895';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`web_form_keys\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`token\` varchar(64) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_72e9c19e0753791114e79d8d9e\` (\`token\`), UNIQUE INDEX \`IDX_af15221453b1f03eb2da7c7e3b\` (\`organization_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`form_submissions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`lead_id\` int NOT NULL, \`fields\` json NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_644d980386a6922a05c74e7aa3\` (\`organization_id\`, \`lead_id\`), INDEX \`IDX_320bf353c4501f4f410b7f35b1\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`email_report_counts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`campaign_id\` int NOT NULL, \`metric\` varchar(24) NOT NULL, \`hour\` datetime NOT NULL, \`count\` int NOT NULL DEFAULT '0', INDEX \`IDX_9e90e08f7fdcaeb6870c3cc3c3\` (\`organization_id\`, \`campaign_id\`), UNIQUE INDEX \`IDX_536b5960dbbc39176da8d99acb\` (\`campaign_id\`, \`metric\`, \`hour\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`email_event_logs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`campaign_id\` int NOT NULL, \`recipient_id\` int NOT NULL, \`event\` varchar(24) NOT NULL, \`at\` datetime NOT NULL, \`detail\` text NULL, INDEX \`IDX_7f1f2ed3c5e30c168e41a7d6d8\` (\`campaign_id\`), INDEX \`IDX_42a99a11db28cc44e196480bfa\` (\`organization_id\`, \`recipient_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_campaigns\` ADD \`type\` varchar(16) NOT NULL DEFAULT 'bulk'`,
    );
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` ADD \`automation_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` ADD \`automation_name\` varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` ADD \`snapshot_html\` json NULL`);
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` ADD \`unique_opens\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` ADD \`unique_clicks\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE \`email_sending_domains\` ADD \`provider_domain_id\` varchar(64) NULL`,
    );
    // html becomes a JSON string (as email_templates.html) without losing a campaign: quoted in place.
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` MODIFY \`html\` longtext NULL`);
    await queryRunner.query(
      `UPDATE \`email_campaigns\` SET \`html\` = JSON_QUOTE(\`html\`) WHERE \`html\` IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` MODIFY \`html\` json NULL`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_d57984b370ddf798888135e35e\` ON \`email_campaigns\` (\`organization_id\`, \`type\`, \`created_at\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_ae4ad39bd32881aadeba2edcc4\` ON \`email_campaigns\` (\`organization_id\`, \`created_at\`)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`web_form_keys\` ADD CONSTRAINT \`FK_af15221453b1f03eb2da7c7e3b9\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`form_submissions\` ADD CONSTRAINT \`FK_fe671fdbd231c0e2f223e3f4c58\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`form_submissions\` ADD CONSTRAINT \`FK_9c87322691e7baf879c0ba4c9be\` FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_report_counts\` ADD CONSTRAINT \`FK_f3861d0f71b804fdfee3df2ccdf\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_report_counts\` ADD CONSTRAINT \`FK_da7788a0b5d006d034b67fd1e22\` FOREIGN KEY (\`campaign_id\`) REFERENCES \`email_campaigns\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_event_logs\` ADD CONSTRAINT \`FK_60cac4ee1181ac592678cb7b90b\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_event_logs\` ADD CONSTRAINT \`FK_a7bee48bcee918e58a9066681b4\` FOREIGN KEY (\`recipient_id\`) REFERENCES \`email_recipients\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await backfillEmailReports(queryRunner, 'mariadb');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`email_event_logs\` DROP FOREIGN KEY \`FK_a7bee48bcee918e58a9066681b4\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_event_logs\` DROP FOREIGN KEY \`FK_60cac4ee1181ac592678cb7b90b\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_report_counts\` DROP FOREIGN KEY \`FK_da7788a0b5d006d034b67fd1e22\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_report_counts\` DROP FOREIGN KEY \`FK_f3861d0f71b804fdfee3df2ccdf\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`form_submissions\` DROP FOREIGN KEY \`FK_9c87322691e7baf879c0ba4c9be\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`form_submissions\` DROP FOREIGN KEY \`FK_fe671fdbd231c0e2f223e3f4c58\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`web_form_keys\` DROP FOREIGN KEY \`FK_af15221453b1f03eb2da7c7e3b9\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_ae4ad39bd32881aadeba2edcc4\` ON \`email_campaigns\``);
    await queryRunner.query(`DROP INDEX \`IDX_d57984b370ddf798888135e35e\` ON \`email_campaigns\``);
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` MODIFY \`html\` longtext NULL`);
    await queryRunner.query(
      `UPDATE \`email_campaigns\` SET \`html\` = JSON_UNQUOTE(\`html\`) WHERE \`html\` IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` MODIFY \`html\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`email_sending_domains\` DROP COLUMN \`provider_domain_id\``);
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` DROP COLUMN \`unique_clicks\``);
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` DROP COLUMN \`unique_opens\``);
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` DROP COLUMN \`snapshot_html\``);
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` DROP COLUMN \`automation_name\``);
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` DROP COLUMN \`automation_id\``);
    await queryRunner.query(`ALTER TABLE \`email_campaigns\` DROP COLUMN \`type\``);
    await queryRunner.query(`DROP INDEX \`IDX_42a99a11db28cc44e196480bfa\` ON \`email_event_logs\``);
    await queryRunner.query(`DROP INDEX \`IDX_7f1f2ed3c5e30c168e41a7d6d8\` ON \`email_event_logs\``);
    await queryRunner.query(`DROP TABLE \`email_event_logs\``);
    await queryRunner.query(`DROP INDEX \`IDX_536b5960dbbc39176da8d99acb\` ON \`email_report_counts\``);
    await queryRunner.query(`DROP INDEX \`IDX_9e90e08f7fdcaeb6870c3cc3c3\` ON \`email_report_counts\``);
    await queryRunner.query(`DROP TABLE \`email_report_counts\``);
    await queryRunner.query(`DROP INDEX \`IDX_320bf353c4501f4f410b7f35b1\` ON \`form_submissions\``);
    await queryRunner.query(`DROP INDEX \`IDX_644d980386a6922a05c74e7aa3\` ON \`form_submissions\``);
    await queryRunner.query(`DROP TABLE \`form_submissions\``);
    await queryRunner.query(`DROP INDEX \`IDX_af15221453b1f03eb2da7c7e3b\` ON \`web_form_keys\``);
    await queryRunner.query(`DROP INDEX \`IDX_72e9c19e0753791114e79d8d9e\` ON \`web_form_keys\``);
    await queryRunner.query(`DROP TABLE \`web_form_keys\``);
  }
}
