import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillEmailReports } from '../email-reports-backfill';

export class EmailReportsAndWebForms1795787885310 implements MigrationInterface {
  name = 'EmailReportsAndWebForms1795787885310';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "web_form_keys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "token" varchar(64) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_72e9c19e0753791114e79d8d9e" ON "web_form_keys" ("token") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_af15221453b1f03eb2da7c7e3b" ON "web_form_keys" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "form_submissions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "fields" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_644d980386a6922a05c74e7aa3" ON "form_submissions" ("organization_id", "lead_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_320bf353c4501f4f410b7f35b1" ON "form_submissions" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "email_report_counts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "campaign_id" integer NOT NULL, "metric" varchar(24) NOT NULL, "hour" datetime NOT NULL, "count" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9e90e08f7fdcaeb6870c3cc3c3" ON "email_report_counts" ("organization_id", "campaign_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_536b5960dbbc39176da8d99acb" ON "email_report_counts" ("campaign_id", "metric", "hour") `,
    );
    await queryRunner.query(
      `CREATE TABLE "email_event_logs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "campaign_id" integer NOT NULL, "recipient_id" integer NOT NULL, "event" varchar(24) NOT NULL, "at" datetime NOT NULL, "detail" text)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7f1f2ed3c5e30c168e41a7d6d8" ON "email_event_logs" ("campaign_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_42a99a11db28cc44e196480bfa" ON "email_event_logs" ("organization_id", "recipient_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_2b2924e0e6972f8774be1d9dd9"`);
    await queryRunner.query(`DROP INDEX "IDX_92943a1fef764d4987e49fbbe2"`);
    await queryRunner.query(`DROP INDEX "IDX_63f922bf236fd7ccf585207a64"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_campaigns" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "subject" varchar(255) NOT NULL, "html" text, "text" text NOT NULL, "template_id" integer, "template_text_id" integer, "invoice_id" integer, "sender" varchar(320) NOT NULL, "reply_to" varchar(254), "created_by_id" integer, "status" varchar(16) NOT NULL, "total" integer NOT NULL DEFAULT (0), "bulk" boolean NOT NULL DEFAULT (1), "attachment_ids" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "type" varchar(16) NOT NULL DEFAULT ('bulk'), "automation_id" integer, "automation_name" varchar(255), "snapshot_html" json, "unique_opens" integer NOT NULL DEFAULT (0), "unique_clicks" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_ef8457ea58a180d31442cbc3215" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_campaigns"("id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at") SELECT "id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at" FROM "email_campaigns"`,
    );
    await queryRunner.query(`DROP TABLE "email_campaigns"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_campaigns" RENAME TO "email_campaigns"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_2b2924e0e6972f8774be1d9dd9" ON "email_campaigns" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_92943a1fef764d4987e49fbbe2" ON "email_campaigns" ("organization_id", "template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_63f922bf236fd7ccf585207a64" ON "email_campaigns" ("organization_id", "template_text_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_db69b5c0eb068b51252c72ecbd"`);
    await queryRunner.query(`DROP INDEX "IDX_be8d633d32fee2d92f17cfe076"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_sending_domains" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "domain" varchar(253) NOT NULL, "ip_address" varchar(45) NOT NULL, "dkim_selector" varchar(63) NOT NULL, "dkim_private_key" text NOT NULL, "records" json NOT NULL, "valid" boolean NOT NULL DEFAULT (0), "verified_at" datetime, "sender_email" varchar(254), "sender_name" varchar(100), "reply_to_email" varchar(254), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "provider_domain_id" varchar(64), CONSTRAINT "FK_db69b5c0eb068b51252c72ecbdb" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_sending_domains"("id", "organization_id", "domain", "ip_address", "dkim_selector", "dkim_private_key", "records", "valid", "verified_at", "sender_email", "sender_name", "reply_to_email", "created_at", "updated_at") SELECT "id", "organization_id", "domain", "ip_address", "dkim_selector", "dkim_private_key", "records", "valid", "verified_at", "sender_email", "sender_name", "reply_to_email", "created_at", "updated_at" FROM "email_sending_domains"`,
    );
    await queryRunner.query(`DROP TABLE "email_sending_domains"`);
    await queryRunner.query(
      `ALTER TABLE "temporary_email_sending_domains" RENAME TO "email_sending_domains"`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_db69b5c0eb068b51252c72ecbd" ON "email_sending_domains" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_be8d633d32fee2d92f17cfe076" ON "email_sending_domains" ("domain") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_2b2924e0e6972f8774be1d9dd9"`);
    await queryRunner.query(`DROP INDEX "IDX_92943a1fef764d4987e49fbbe2"`);
    await queryRunner.query(`DROP INDEX "IDX_63f922bf236fd7ccf585207a64"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_campaigns" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "subject" varchar(255) NOT NULL, "html" json, "text" text NOT NULL, "template_id" integer, "template_text_id" integer, "invoice_id" integer, "sender" varchar(320) NOT NULL, "reply_to" varchar(254), "created_by_id" integer, "status" varchar(16) NOT NULL, "total" integer NOT NULL DEFAULT (0), "bulk" boolean NOT NULL DEFAULT (1), "attachment_ids" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "type" varchar(16) NOT NULL DEFAULT ('bulk'), "automation_id" integer, "automation_name" varchar(255), "snapshot_html" json, "unique_opens" integer NOT NULL DEFAULT (0), "unique_clicks" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_ef8457ea58a180d31442cbc3215" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_campaigns"("id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at", "type", "automation_id", "automation_name", "snapshot_html", "unique_opens", "unique_clicks") SELECT "id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at", "type", "automation_id", "automation_name", "snapshot_html", "unique_opens", "unique_clicks" FROM "email_campaigns"`,
    );
    await queryRunner.query(`DROP TABLE "email_campaigns"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_campaigns" RENAME TO "email_campaigns"`);
    // html becomes a JSON string (as email_templates.html) without losing a campaign: quoted in place.
    await queryRunner.query(
      `UPDATE "email_campaigns" SET "html" = json_quote("html") WHERE "html" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2b2924e0e6972f8774be1d9dd9" ON "email_campaigns" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_92943a1fef764d4987e49fbbe2" ON "email_campaigns" ("organization_id", "template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_63f922bf236fd7ccf585207a64" ON "email_campaigns" ("organization_id", "template_text_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d57984b370ddf798888135e35e" ON "email_campaigns" ("organization_id", "type", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ae4ad39bd32881aadeba2edcc4" ON "email_campaigns" ("organization_id", "created_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_72e9c19e0753791114e79d8d9e"`);
    await queryRunner.query(`DROP INDEX "IDX_af15221453b1f03eb2da7c7e3b"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_web_form_keys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "token" varchar(64) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_af15221453b1f03eb2da7c7e3b9" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_web_form_keys"("id", "organization_id", "token", "created_at") SELECT "id", "organization_id", "token", "created_at" FROM "web_form_keys"`,
    );
    await queryRunner.query(`DROP TABLE "web_form_keys"`);
    await queryRunner.query(`ALTER TABLE "temporary_web_form_keys" RENAME TO "web_form_keys"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_72e9c19e0753791114e79d8d9e" ON "web_form_keys" ("token") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_af15221453b1f03eb2da7c7e3b" ON "web_form_keys" ("organization_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_644d980386a6922a05c74e7aa3"`);
    await queryRunner.query(`DROP INDEX "IDX_320bf353c4501f4f410b7f35b1"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_form_submissions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "fields" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_fe671fdbd231c0e2f223e3f4c58" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9c87322691e7baf879c0ba4c9be" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_form_submissions"("id", "organization_id", "lead_id", "fields", "created_at") SELECT "id", "organization_id", "lead_id", "fields", "created_at" FROM "form_submissions"`,
    );
    await queryRunner.query(`DROP TABLE "form_submissions"`);
    await queryRunner.query(`ALTER TABLE "temporary_form_submissions" RENAME TO "form_submissions"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_644d980386a6922a05c74e7aa3" ON "form_submissions" ("organization_id", "lead_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_320bf353c4501f4f410b7f35b1" ON "form_submissions" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_9e90e08f7fdcaeb6870c3cc3c3"`);
    await queryRunner.query(`DROP INDEX "IDX_536b5960dbbc39176da8d99acb"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_report_counts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "campaign_id" integer NOT NULL, "metric" varchar(24) NOT NULL, "hour" datetime NOT NULL, "count" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_f3861d0f71b804fdfee3df2ccdf" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_da7788a0b5d006d034b67fd1e22" FOREIGN KEY ("campaign_id") REFERENCES "email_campaigns" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_report_counts"("id", "organization_id", "campaign_id", "metric", "hour", "count") SELECT "id", "organization_id", "campaign_id", "metric", "hour", "count" FROM "email_report_counts"`,
    );
    await queryRunner.query(`DROP TABLE "email_report_counts"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_report_counts" RENAME TO "email_report_counts"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_9e90e08f7fdcaeb6870c3cc3c3" ON "email_report_counts" ("organization_id", "campaign_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_536b5960dbbc39176da8d99acb" ON "email_report_counts" ("campaign_id", "metric", "hour") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_7f1f2ed3c5e30c168e41a7d6d8"`);
    await queryRunner.query(`DROP INDEX "IDX_42a99a11db28cc44e196480bfa"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_event_logs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "campaign_id" integer NOT NULL, "recipient_id" integer NOT NULL, "event" varchar(24) NOT NULL, "at" datetime NOT NULL, "detail" text, CONSTRAINT "FK_60cac4ee1181ac592678cb7b90b" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_a7bee48bcee918e58a9066681b4" FOREIGN KEY ("recipient_id") REFERENCES "email_recipients" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_event_logs"("id", "organization_id", "campaign_id", "recipient_id", "event", "at", "detail") SELECT "id", "organization_id", "campaign_id", "recipient_id", "event", "at", "detail" FROM "email_event_logs"`,
    );
    await queryRunner.query(`DROP TABLE "email_event_logs"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_event_logs" RENAME TO "email_event_logs"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_7f1f2ed3c5e30c168e41a7d6d8" ON "email_event_logs" ("campaign_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_42a99a11db28cc44e196480bfa" ON "email_event_logs" ("organization_id", "recipient_id", "id") `,
    );
    await backfillEmailReports(queryRunner, 'sqlite');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_42a99a11db28cc44e196480bfa"`);
    await queryRunner.query(`DROP INDEX "IDX_7f1f2ed3c5e30c168e41a7d6d8"`);
    await queryRunner.query(`ALTER TABLE "email_event_logs" RENAME TO "temporary_email_event_logs"`);
    await queryRunner.query(
      `CREATE TABLE "email_event_logs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "campaign_id" integer NOT NULL, "recipient_id" integer NOT NULL, "event" varchar(24) NOT NULL, "at" datetime NOT NULL, "detail" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "email_event_logs"("id", "organization_id", "campaign_id", "recipient_id", "event", "at", "detail") SELECT "id", "organization_id", "campaign_id", "recipient_id", "event", "at", "detail" FROM "temporary_email_event_logs"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_event_logs"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_42a99a11db28cc44e196480bfa" ON "email_event_logs" ("organization_id", "recipient_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7f1f2ed3c5e30c168e41a7d6d8" ON "email_event_logs" ("campaign_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_536b5960dbbc39176da8d99acb"`);
    await queryRunner.query(`DROP INDEX "IDX_9e90e08f7fdcaeb6870c3cc3c3"`);
    await queryRunner.query(`ALTER TABLE "email_report_counts" RENAME TO "temporary_email_report_counts"`);
    await queryRunner.query(
      `CREATE TABLE "email_report_counts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "campaign_id" integer NOT NULL, "metric" varchar(24) NOT NULL, "hour" datetime NOT NULL, "count" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "email_report_counts"("id", "organization_id", "campaign_id", "metric", "hour", "count") SELECT "id", "organization_id", "campaign_id", "metric", "hour", "count" FROM "temporary_email_report_counts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_report_counts"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_536b5960dbbc39176da8d99acb" ON "email_report_counts" ("campaign_id", "metric", "hour") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9e90e08f7fdcaeb6870c3cc3c3" ON "email_report_counts" ("organization_id", "campaign_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_320bf353c4501f4f410b7f35b1"`);
    await queryRunner.query(`DROP INDEX "IDX_644d980386a6922a05c74e7aa3"`);
    await queryRunner.query(`ALTER TABLE "form_submissions" RENAME TO "temporary_form_submissions"`);
    await queryRunner.query(
      `CREATE TABLE "form_submissions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "fields" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "form_submissions"("id", "organization_id", "lead_id", "fields", "created_at") SELECT "id", "organization_id", "lead_id", "fields", "created_at" FROM "temporary_form_submissions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_form_submissions"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_320bf353c4501f4f410b7f35b1" ON "form_submissions" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_644d980386a6922a05c74e7aa3" ON "form_submissions" ("organization_id", "lead_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_af15221453b1f03eb2da7c7e3b"`);
    await queryRunner.query(`DROP INDEX "IDX_72e9c19e0753791114e79d8d9e"`);
    await queryRunner.query(`ALTER TABLE "web_form_keys" RENAME TO "temporary_web_form_keys"`);
    await queryRunner.query(
      `CREATE TABLE "web_form_keys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "token" varchar(64) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "web_form_keys"("id", "organization_id", "token", "created_at") SELECT "id", "organization_id", "token", "created_at" FROM "temporary_web_form_keys"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_web_form_keys"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_af15221453b1f03eb2da7c7e3b" ON "web_form_keys" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_72e9c19e0753791114e79d8d9e" ON "web_form_keys" ("token") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_ae4ad39bd32881aadeba2edcc4"`);
    await queryRunner.query(`DROP INDEX "IDX_d57984b370ddf798888135e35e"`);
    await queryRunner.query(`DROP INDEX "IDX_63f922bf236fd7ccf585207a64"`);
    await queryRunner.query(`DROP INDEX "IDX_92943a1fef764d4987e49fbbe2"`);
    await queryRunner.query(`DROP INDEX "IDX_2b2924e0e6972f8774be1d9dd9"`);
    await queryRunner.query(`ALTER TABLE "email_campaigns" RENAME TO "temporary_email_campaigns"`);
    await queryRunner.query(
      `CREATE TABLE "email_campaigns" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "subject" varchar(255) NOT NULL, "html" text, "text" text NOT NULL, "template_id" integer, "template_text_id" integer, "invoice_id" integer, "sender" varchar(320) NOT NULL, "reply_to" varchar(254), "created_by_id" integer, "status" varchar(16) NOT NULL, "total" integer NOT NULL DEFAULT (0), "bulk" boolean NOT NULL DEFAULT (1), "attachment_ids" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "type" varchar(16) NOT NULL DEFAULT ('bulk'), "automation_id" integer, "automation_name" varchar(255), "snapshot_html" json, "unique_opens" integer NOT NULL DEFAULT (0), "unique_clicks" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_ef8457ea58a180d31442cbc3215" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `UPDATE "temporary_email_campaigns" SET "html" = json_extract("html", '$') WHERE "html" IS NOT NULL`,
    );
    await queryRunner.query(
      `INSERT INTO "email_campaigns"("id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at", "type", "automation_id", "automation_name", "snapshot_html", "unique_opens", "unique_clicks") SELECT "id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at", "type", "automation_id", "automation_name", "snapshot_html", "unique_opens", "unique_clicks" FROM "temporary_email_campaigns"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_campaigns"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_63f922bf236fd7ccf585207a64" ON "email_campaigns" ("organization_id", "template_text_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_92943a1fef764d4987e49fbbe2" ON "email_campaigns" ("organization_id", "template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2b2924e0e6972f8774be1d9dd9" ON "email_campaigns" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_be8d633d32fee2d92f17cfe076"`);
    await queryRunner.query(`DROP INDEX "IDX_db69b5c0eb068b51252c72ecbd"`);
    await queryRunner.query(
      `ALTER TABLE "email_sending_domains" RENAME TO "temporary_email_sending_domains"`,
    );
    await queryRunner.query(
      `CREATE TABLE "email_sending_domains" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "domain" varchar(253) NOT NULL, "ip_address" varchar(45) NOT NULL, "dkim_selector" varchar(63) NOT NULL, "dkim_private_key" text NOT NULL, "records" json NOT NULL, "valid" boolean NOT NULL DEFAULT (0), "verified_at" datetime, "sender_email" varchar(254), "sender_name" varchar(100), "reply_to_email" varchar(254), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_db69b5c0eb068b51252c72ecbdb" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "email_sending_domains"("id", "organization_id", "domain", "ip_address", "dkim_selector", "dkim_private_key", "records", "valid", "verified_at", "sender_email", "sender_name", "reply_to_email", "created_at", "updated_at") SELECT "id", "organization_id", "domain", "ip_address", "dkim_selector", "dkim_private_key", "records", "valid", "verified_at", "sender_email", "sender_name", "reply_to_email", "created_at", "updated_at" FROM "temporary_email_sending_domains"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_sending_domains"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_be8d633d32fee2d92f17cfe076" ON "email_sending_domains" ("domain") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_db69b5c0eb068b51252c72ecbd" ON "email_sending_domains" ("organization_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_63f922bf236fd7ccf585207a64"`);
    await queryRunner.query(`DROP INDEX "IDX_92943a1fef764d4987e49fbbe2"`);
    await queryRunner.query(`DROP INDEX "IDX_2b2924e0e6972f8774be1d9dd9"`);
    await queryRunner.query(`ALTER TABLE "email_campaigns" RENAME TO "temporary_email_campaigns"`);
    await queryRunner.query(
      `CREATE TABLE "email_campaigns" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "subject" varchar(255) NOT NULL, "html" text, "text" text NOT NULL, "template_id" integer, "template_text_id" integer, "invoice_id" integer, "sender" varchar(320) NOT NULL, "reply_to" varchar(254), "created_by_id" integer, "status" varchar(16) NOT NULL, "total" integer NOT NULL DEFAULT (0), "bulk" boolean NOT NULL DEFAULT (1), "attachment_ids" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_ef8457ea58a180d31442cbc3215" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "email_campaigns"("id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at") SELECT "id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at" FROM "temporary_email_campaigns"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_campaigns"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_63f922bf236fd7ccf585207a64" ON "email_campaigns" ("organization_id", "template_text_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_92943a1fef764d4987e49fbbe2" ON "email_campaigns" ("organization_id", "template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2b2924e0e6972f8774be1d9dd9" ON "email_campaigns" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_42a99a11db28cc44e196480bfa"`);
    await queryRunner.query(`DROP INDEX "IDX_7f1f2ed3c5e30c168e41a7d6d8"`);
    await queryRunner.query(`DROP TABLE "email_event_logs"`);
    await queryRunner.query(`DROP INDEX "IDX_536b5960dbbc39176da8d99acb"`);
    await queryRunner.query(`DROP INDEX "IDX_9e90e08f7fdcaeb6870c3cc3c3"`);
    await queryRunner.query(`DROP TABLE "email_report_counts"`);
    await queryRunner.query(`DROP INDEX "IDX_320bf353c4501f4f410b7f35b1"`);
    await queryRunner.query(`DROP INDEX "IDX_644d980386a6922a05c74e7aa3"`);
    await queryRunner.query(`DROP TABLE "form_submissions"`);
    await queryRunner.query(`DROP INDEX "IDX_af15221453b1f03eb2da7c7e3b"`);
    await queryRunner.query(`DROP INDEX "IDX_72e9c19e0753791114e79d8d9e"`);
    await queryRunner.query(`DROP TABLE "web_form_keys"`);
  }
}
