import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailSending1795751846146 implements MigrationInterface {
  name = 'EmailSending1795751846146';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "email_campaigns" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "subject" varchar(255) NOT NULL, "html" text, "text" text NOT NULL, "template_id" integer, "template_text_id" integer, "invoice_id" integer, "sender" varchar(320) NOT NULL, "reply_to" varchar(254), "created_by_id" integer, "status" varchar(16) NOT NULL, "total" integer NOT NULL DEFAULT (0), "bulk" boolean NOT NULL DEFAULT (1), "attachment_ids" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_63f922bf236fd7ccf585207a64" ON "email_campaigns" ("organization_id", "template_text_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_92943a1fef764d4987e49fbbe2" ON "email_campaigns" ("organization_id", "template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2b2924e0e6972f8774be1d9dd9" ON "email_campaigns" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "email_recipients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "campaign_id" integer NOT NULL, "lead_id" integer, "email" varchar(254) NOT NULL, "status" varchar(16) NOT NULL, "tracking_token" varchar(32) NOT NULL, "provider_message_id" varchar(255), "error" text, "sent_at" datetime, "delivered_at" datetime, "opened_at" datetime, "open_count" integer NOT NULL DEFAULT (0), "clicked_at" datetime, "click_count" integer NOT NULL DEFAULT (0), "bounced_at" datetime, "spam_reported_at" datetime, "unsubscribed_at" datetime)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_94abd366bccf7ac927f8478b8a" ON "email_recipients" ("provider_message_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_75cd9fd4edf46a7d3ea17f377c" ON "email_recipients" ("tracking_token") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_06bc3f514f126f08f7abbce9c2" ON "email_recipients" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f5974733ecd3da88cc26f990ae" ON "email_recipients" ("campaign_id", "status", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9d385b56652ce3a4e801c90b09" ON "email_recipients" ("organization_id", "campaign_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "email_suppressions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "email" varchar(254) NOT NULL, "reason" varchar(16) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_785b799046ac0ef4b4bc2270b2" ON "email_suppressions" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d567d1a093bdba53cab07fe79f" ON "email_suppressions" ("organization_id", "email") `,
    );
    await queryRunner.query(
      `CREATE TABLE "email_attachments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "size" integer NOT NULL, "content_type" varchar(128) NOT NULL, "storage_key" varchar(255) NOT NULL, "uploaded_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_64d6fb03615287247eb373d8ca" ON "email_attachments" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "email_event_receipts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "provider_event_id" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d0717b5e41a070c84c5ad7f6d3" ON "email_event_receipts" ("provider_event_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_6a0aa110e62ae7aee72e81438c"`);
    await queryRunner.query(`DROP INDEX "IDX_1f3c4f035f0a5befb6de1da25b"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_outbox_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "idempotency_key" varchar(128) NOT NULL, "organization_id" integer, "channel" varchar CHECK( "channel" IN ('email','sms') ) NOT NULL, "to_address" varchar(254) NOT NULL, "to_normalized" varchar(254) NOT NULL, "from_address" varchar(254) NOT NULL, "subject" varchar(255), "text" text NOT NULL, "html" text, "category" varchar(64) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "message_id" varchar(255), "headers" json, CONSTRAINT "UQ_d6d234f89900376e7e91c8149bf" UNIQUE ("idempotency_key"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_outbox_messages"("id", "idempotency_key", "organization_id", "channel", "to_address", "to_normalized", "from_address", "subject", "text", "html", "category", "created_at") SELECT "id", "idempotency_key", "organization_id", "channel", "to_address", "to_normalized", "from_address", "subject", "text", "html", "category", "created_at" FROM "outbox_messages"`,
    );
    await queryRunner.query(`DROP TABLE "outbox_messages"`);
    await queryRunner.query(`ALTER TABLE "temporary_outbox_messages" RENAME TO "outbox_messages"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_6a0aa110e62ae7aee72e81438c" ON "outbox_messages" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1f3c4f035f0a5befb6de1da25b" ON "outbox_messages" ("to_normalized") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_63f922bf236fd7ccf585207a64"`);
    await queryRunner.query(`DROP INDEX "IDX_92943a1fef764d4987e49fbbe2"`);
    await queryRunner.query(`DROP INDEX "IDX_2b2924e0e6972f8774be1d9dd9"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_campaigns" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "subject" varchar(255) NOT NULL, "html" text, "text" text NOT NULL, "template_id" integer, "template_text_id" integer, "invoice_id" integer, "sender" varchar(320) NOT NULL, "reply_to" varchar(254), "created_by_id" integer, "status" varchar(16) NOT NULL, "total" integer NOT NULL DEFAULT (0), "bulk" boolean NOT NULL DEFAULT (1), "attachment_ids" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_ef8457ea58a180d31442cbc3215" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_campaigns"("id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at") SELECT "id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at" FROM "email_campaigns"`,
    );
    await queryRunner.query(`DROP TABLE "email_campaigns"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_campaigns" RENAME TO "email_campaigns"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_63f922bf236fd7ccf585207a64" ON "email_campaigns" ("organization_id", "template_text_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_92943a1fef764d4987e49fbbe2" ON "email_campaigns" ("organization_id", "template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2b2924e0e6972f8774be1d9dd9" ON "email_campaigns" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_94abd366bccf7ac927f8478b8a"`);
    await queryRunner.query(`DROP INDEX "IDX_75cd9fd4edf46a7d3ea17f377c"`);
    await queryRunner.query(`DROP INDEX "IDX_06bc3f514f126f08f7abbce9c2"`);
    await queryRunner.query(`DROP INDEX "IDX_f5974733ecd3da88cc26f990ae"`);
    await queryRunner.query(`DROP INDEX "IDX_9d385b56652ce3a4e801c90b09"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_recipients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "campaign_id" integer NOT NULL, "lead_id" integer, "email" varchar(254) NOT NULL, "status" varchar(16) NOT NULL, "tracking_token" varchar(32) NOT NULL, "provider_message_id" varchar(255), "error" text, "sent_at" datetime, "delivered_at" datetime, "opened_at" datetime, "open_count" integer NOT NULL DEFAULT (0), "clicked_at" datetime, "click_count" integer NOT NULL DEFAULT (0), "bounced_at" datetime, "spam_reported_at" datetime, "unsubscribed_at" datetime, CONSTRAINT "FK_b4a97d24f07fa0f0d998f4a057c" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_33918ef82580d6f9aaf78bf1885" FOREIGN KEY ("campaign_id") REFERENCES "email_campaigns" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_recipients"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "campaign_id", "lead_id", "email", "status", "tracking_token", "provider_message_id", "error", "sent_at", "delivered_at", "opened_at", "open_count", "clicked_at", "click_count", "bounced_at", "spam_reported_at", "unsubscribed_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "campaign_id", "lead_id", "email", "status", "tracking_token", "provider_message_id", "error", "sent_at", "delivered_at", "opened_at", "open_count", "clicked_at", "click_count", "bounced_at", "spam_reported_at", "unsubscribed_at" FROM "email_recipients"`,
    );
    await queryRunner.query(`DROP TABLE "email_recipients"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_recipients" RENAME TO "email_recipients"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_94abd366bccf7ac927f8478b8a" ON "email_recipients" ("provider_message_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_75cd9fd4edf46a7d3ea17f377c" ON "email_recipients" ("tracking_token") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_06bc3f514f126f08f7abbce9c2" ON "email_recipients" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f5974733ecd3da88cc26f990ae" ON "email_recipients" ("campaign_id", "status", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9d385b56652ce3a4e801c90b09" ON "email_recipients" ("organization_id", "campaign_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_785b799046ac0ef4b4bc2270b2"`);
    await queryRunner.query(`DROP INDEX "IDX_d567d1a093bdba53cab07fe79f"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_suppressions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "email" varchar(254) NOT NULL, "reason" varchar(16) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_dc9d9bd6c0ee7b4cab6a609f77e" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_suppressions"("id", "organization_id", "email", "reason", "created_at") SELECT "id", "organization_id", "email", "reason", "created_at" FROM "email_suppressions"`,
    );
    await queryRunner.query(`DROP TABLE "email_suppressions"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_suppressions" RENAME TO "email_suppressions"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_785b799046ac0ef4b4bc2270b2" ON "email_suppressions" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d567d1a093bdba53cab07fe79f" ON "email_suppressions" ("organization_id", "email") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_64d6fb03615287247eb373d8ca"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_attachments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "size" integer NOT NULL, "content_type" varchar(128) NOT NULL, "storage_key" varchar(255) NOT NULL, "uploaded_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_455edb035f9870b5c429ad97470" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_attachments"("id", "organization_id", "name", "size", "content_type", "storage_key", "uploaded_by_id", "created_at") SELECT "id", "organization_id", "name", "size", "content_type", "storage_key", "uploaded_by_id", "created_at" FROM "email_attachments"`,
    );
    await queryRunner.query(`DROP TABLE "email_attachments"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_attachments" RENAME TO "email_attachments"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_64d6fb03615287247eb373d8ca" ON "email_attachments" ("organization_id", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_64d6fb03615287247eb373d8ca"`);
    await queryRunner.query(`ALTER TABLE "email_attachments" RENAME TO "temporary_email_attachments"`);
    await queryRunner.query(
      `CREATE TABLE "email_attachments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "size" integer NOT NULL, "content_type" varchar(128) NOT NULL, "storage_key" varchar(255) NOT NULL, "uploaded_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "email_attachments"("id", "organization_id", "name", "size", "content_type", "storage_key", "uploaded_by_id", "created_at") SELECT "id", "organization_id", "name", "size", "content_type", "storage_key", "uploaded_by_id", "created_at" FROM "temporary_email_attachments"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_attachments"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_64d6fb03615287247eb373d8ca" ON "email_attachments" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_d567d1a093bdba53cab07fe79f"`);
    await queryRunner.query(`DROP INDEX "IDX_785b799046ac0ef4b4bc2270b2"`);
    await queryRunner.query(`ALTER TABLE "email_suppressions" RENAME TO "temporary_email_suppressions"`);
    await queryRunner.query(
      `CREATE TABLE "email_suppressions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "email" varchar(254) NOT NULL, "reason" varchar(16) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "email_suppressions"("id", "organization_id", "email", "reason", "created_at") SELECT "id", "organization_id", "email", "reason", "created_at" FROM "temporary_email_suppressions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_suppressions"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d567d1a093bdba53cab07fe79f" ON "email_suppressions" ("organization_id", "email") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_785b799046ac0ef4b4bc2270b2" ON "email_suppressions" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_9d385b56652ce3a4e801c90b09"`);
    await queryRunner.query(`DROP INDEX "IDX_f5974733ecd3da88cc26f990ae"`);
    await queryRunner.query(`DROP INDEX "IDX_06bc3f514f126f08f7abbce9c2"`);
    await queryRunner.query(`DROP INDEX "IDX_75cd9fd4edf46a7d3ea17f377c"`);
    await queryRunner.query(`DROP INDEX "IDX_94abd366bccf7ac927f8478b8a"`);
    await queryRunner.query(`ALTER TABLE "email_recipients" RENAME TO "temporary_email_recipients"`);
    await queryRunner.query(
      `CREATE TABLE "email_recipients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "campaign_id" integer NOT NULL, "lead_id" integer, "email" varchar(254) NOT NULL, "status" varchar(16) NOT NULL, "tracking_token" varchar(32) NOT NULL, "provider_message_id" varchar(255), "error" text, "sent_at" datetime, "delivered_at" datetime, "opened_at" datetime, "open_count" integer NOT NULL DEFAULT (0), "clicked_at" datetime, "click_count" integer NOT NULL DEFAULT (0), "bounced_at" datetime, "spam_reported_at" datetime, "unsubscribed_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "email_recipients"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "campaign_id", "lead_id", "email", "status", "tracking_token", "provider_message_id", "error", "sent_at", "delivered_at", "opened_at", "open_count", "clicked_at", "click_count", "bounced_at", "spam_reported_at", "unsubscribed_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "campaign_id", "lead_id", "email", "status", "tracking_token", "provider_message_id", "error", "sent_at", "delivered_at", "opened_at", "open_count", "clicked_at", "click_count", "bounced_at", "spam_reported_at", "unsubscribed_at" FROM "temporary_email_recipients"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_recipients"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_9d385b56652ce3a4e801c90b09" ON "email_recipients" ("organization_id", "campaign_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f5974733ecd3da88cc26f990ae" ON "email_recipients" ("campaign_id", "status", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_06bc3f514f126f08f7abbce9c2" ON "email_recipients" ("status") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_75cd9fd4edf46a7d3ea17f377c" ON "email_recipients" ("tracking_token") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_94abd366bccf7ac927f8478b8a" ON "email_recipients" ("provider_message_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_2b2924e0e6972f8774be1d9dd9"`);
    await queryRunner.query(`DROP INDEX "IDX_92943a1fef764d4987e49fbbe2"`);
    await queryRunner.query(`DROP INDEX "IDX_63f922bf236fd7ccf585207a64"`);
    await queryRunner.query(`ALTER TABLE "email_campaigns" RENAME TO "temporary_email_campaigns"`);
    await queryRunner.query(
      `CREATE TABLE "email_campaigns" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "subject" varchar(255) NOT NULL, "html" text, "text" text NOT NULL, "template_id" integer, "template_text_id" integer, "invoice_id" integer, "sender" varchar(320) NOT NULL, "reply_to" varchar(254), "created_by_id" integer, "status" varchar(16) NOT NULL, "total" integer NOT NULL DEFAULT (0), "bulk" boolean NOT NULL DEFAULT (1), "attachment_ids" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "email_campaigns"("id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at") SELECT "id", "organization_id", "subject", "html", "text", "template_id", "template_text_id", "invoice_id", "sender", "reply_to", "created_by_id", "status", "total", "bulk", "attachment_ids", "created_at" FROM "temporary_email_campaigns"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_campaigns"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_2b2924e0e6972f8774be1d9dd9" ON "email_campaigns" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_92943a1fef764d4987e49fbbe2" ON "email_campaigns" ("organization_id", "template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_63f922bf236fd7ccf585207a64" ON "email_campaigns" ("organization_id", "template_text_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_1f3c4f035f0a5befb6de1da25b"`);
    await queryRunner.query(`DROP INDEX "IDX_6a0aa110e62ae7aee72e81438c"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" RENAME TO "temporary_outbox_messages"`);
    await queryRunner.query(
      `CREATE TABLE "outbox_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "idempotency_key" varchar(128) NOT NULL, "organization_id" integer, "channel" varchar CHECK( "channel" IN ('email','sms') ) NOT NULL, "to_address" varchar(254) NOT NULL, "to_normalized" varchar(254) NOT NULL, "from_address" varchar(254) NOT NULL, "subject" varchar(255), "text" text NOT NULL, "html" text, "category" varchar(64) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_d6d234f89900376e7e91c8149bf" UNIQUE ("idempotency_key"))`,
    );
    await queryRunner.query(
      `INSERT INTO "outbox_messages"("id", "idempotency_key", "organization_id", "channel", "to_address", "to_normalized", "from_address", "subject", "text", "html", "category", "created_at") SELECT "id", "idempotency_key", "organization_id", "channel", "to_address", "to_normalized", "from_address", "subject", "text", "html", "category", "created_at" FROM "temporary_outbox_messages"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_outbox_messages"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_1f3c4f035f0a5befb6de1da25b" ON "outbox_messages" ("to_normalized") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6a0aa110e62ae7aee72e81438c" ON "outbox_messages" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_d0717b5e41a070c84c5ad7f6d3"`);
    await queryRunner.query(`DROP TABLE "email_event_receipts"`);
    await queryRunner.query(`DROP INDEX "IDX_64d6fb03615287247eb373d8ca"`);
    await queryRunner.query(`DROP TABLE "email_attachments"`);
    await queryRunner.query(`DROP INDEX "IDX_d567d1a093bdba53cab07fe79f"`);
    await queryRunner.query(`DROP INDEX "IDX_785b799046ac0ef4b4bc2270b2"`);
    await queryRunner.query(`DROP TABLE "email_suppressions"`);
    await queryRunner.query(`DROP INDEX "IDX_9d385b56652ce3a4e801c90b09"`);
    await queryRunner.query(`DROP INDEX "IDX_f5974733ecd3da88cc26f990ae"`);
    await queryRunner.query(`DROP INDEX "IDX_06bc3f514f126f08f7abbce9c2"`);
    await queryRunner.query(`DROP INDEX "IDX_75cd9fd4edf46a7d3ea17f377c"`);
    await queryRunner.query(`DROP INDEX "IDX_94abd366bccf7ac927f8478b8a"`);
    await queryRunner.query(`DROP TABLE "email_recipients"`);
    await queryRunner.query(`DROP INDEX "IDX_2b2924e0e6972f8774be1d9dd9"`);
    await queryRunner.query(`DROP INDEX "IDX_92943a1fef764d4987e49fbbe2"`);
    await queryRunner.query(`DROP INDEX "IDX_63f922bf236fd7ccf585207a64"`);
    await queryRunner.query(`DROP TABLE "email_campaigns"`);
  }
}
