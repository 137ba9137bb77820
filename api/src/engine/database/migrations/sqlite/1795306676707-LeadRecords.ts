import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadRecords1795306676707 implements MigrationInterface {
  name = 'LeadRecords1795306676707';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lead_sales" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "sale_date" varchar(10), "close_date" varchar(10), "amount_cents" integer NOT NULL, "service_id" integer, "carrier" varchar(150), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1d0daf6c18f0895a498692b4f0" ON "lead_sales" ("organization_id", "lead_id", "sale_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_client_contacts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "first_name" varchar(150), "last_name" varchar(150), "email" varchar(254), "cell_phone" varchar(32), "address" varchar(200), "city" varchar(100), "state" varchar(100), "zip_code" varchar(100), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c50c587837f35259b61b1ba818" ON "lead_client_contacts" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_invoices" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "provider" varchar(16) NOT NULL, "provider_invoice_id" varchar(255), "amount" integer NOT NULL, "email" varchar(254) NOT NULL, "description" varchar(500) NOT NULL, "days_until_due" integer NOT NULL, "status" varchar(16) NOT NULL, "hosted_url" varchar(2048), "email_sent" boolean NOT NULL DEFAULT (0), "sms_sent" boolean NOT NULL DEFAULT (0), "created_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0a1055faac101a4e8a069390cb" ON "lead_invoices" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "local_customer_invoices" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" integer NOT NULL, "pay_token" varchar(64) NOT NULL, "idempotency_key" varchar(128) NOT NULL, "email" varchar(254) NOT NULL, "amount" integer NOT NULL, "currency" varchar(3) NOT NULL, "description" varchar(500) NOT NULL, "days_until_due" integer NOT NULL, "due_at" datetime NOT NULL, "status" varchar(16) NOT NULL, "metadata" json NOT NULL, "paid_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_f6fa2f944b420ca24e2250c136" ON "local_customer_invoices" ("pay_token") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_3523d071357bd28ee56b44924e" ON "local_customer_invoices" ("organization_id", "idempotency_key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_notes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "note" text NOT NULL, "created_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ea27708ef233144aac8cad7250" ON "lead_notes" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_note_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "note_id" integer NOT NULL, "user_id" integer, "kind" varchar CHECK( "kind" IN ('create','update') ) NOT NULL, "old_value" text, "new_value" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_824d680e1e356c24b0c85ee1fc" ON "lead_note_history" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_follow_ups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "date" varchar(10) NOT NULL, "text" varchar(500) NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8fbb72852a0244dd95d679b53c" ON "lead_follow_ups" ("organization_id", "lead_id", "completed") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9153830e0d7a1796f4e60fe821" ON "lead_follow_ups" ("organization_id", "lead_id", "date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "title" varchar(200) NOT NULL, "description" text, "start" datetime NOT NULL, "end" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_85aa4c00d3eca2683ea65cc615" ON "lead_events" ("organization_id", "lead_id", "start") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_documents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "user_id" integer, "name" varchar(255) NOT NULL, "file_extension" varchar(16) NOT NULL, "storage_key" varchar(200) NOT NULL, "content_type" varchar(127) NOT NULL, "size" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_3dd164923cb6b45da46dcae418" ON "lead_documents" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_reminders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "user_id" integer, "date_of_sending" datetime NOT NULL, "reminder" varchar(200) NOT NULL, "is_completed" boolean NOT NULL DEFAULT (0), "notify_status" varchar CHECK( "notify_status" IN ('pending','processing','sent') ) NOT NULL DEFAULT ('pending'), "claimed_by" varchar(64), "claimed_at" datetime, "sent_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8073a58852da7d44df128cb340" ON "lead_reminders" ("notify_status", "date_of_sending") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cb19a308057d74657e013420fc" ON "lead_reminders" ("organization_id", "lead_id", "date_of_sending") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_1d0daf6c18f0895a498692b4f0"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_lead_sales" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "sale_date" varchar(10), "close_date" varchar(10), "amount_cents" integer NOT NULL, "service_id" integer, "carrier" varchar(150), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_d806f2744d6199d66f2de066582" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_lead_sales"("id", "organization_id", "lead_id", "sale_date", "close_date", "amount_cents", "service_id", "carrier", "created_at", "updated_at") SELECT "id", "organization_id", "lead_id", "sale_date", "close_date", "amount_cents", "service_id", "carrier", "created_at", "updated_at" FROM "lead_sales"`,
    );
    await queryRunner.query(`DROP TABLE "lead_sales"`);
    await queryRunner.query(`ALTER TABLE "temporary_lead_sales" RENAME TO "lead_sales"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_1d0daf6c18f0895a498692b4f0" ON "lead_sales" ("organization_id", "lead_id", "sale_date") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_c50c587837f35259b61b1ba818"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_lead_client_contacts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "first_name" varchar(150), "last_name" varchar(150), "email" varchar(254), "cell_phone" varchar(32), "address" varchar(200), "city" varchar(100), "state" varchar(100), "zip_code" varchar(100), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_94353bcb391ebdc9a0e4058666f" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_lead_client_contacts"("id", "organization_id", "lead_id", "first_name", "last_name", "email", "cell_phone", "address", "city", "state", "zip_code", "created_at", "updated_at") SELECT "id", "organization_id", "lead_id", "first_name", "last_name", "email", "cell_phone", "address", "city", "state", "zip_code", "created_at", "updated_at" FROM "lead_client_contacts"`,
    );
    await queryRunner.query(`DROP TABLE "lead_client_contacts"`);
    await queryRunner.query(`ALTER TABLE "temporary_lead_client_contacts" RENAME TO "lead_client_contacts"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_c50c587837f35259b61b1ba818" ON "lead_client_contacts" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_0a1055faac101a4e8a069390cb"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_lead_invoices" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "provider" varchar(16) NOT NULL, "provider_invoice_id" varchar(255), "amount" integer NOT NULL, "email" varchar(254) NOT NULL, "description" varchar(500) NOT NULL, "days_until_due" integer NOT NULL, "status" varchar(16) NOT NULL, "hosted_url" varchar(2048), "email_sent" boolean NOT NULL DEFAULT (0), "sms_sent" boolean NOT NULL DEFAULT (0), "created_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_4192a4b7f5383eece67b9838eeb" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_lead_invoices"("id", "organization_id", "lead_id", "provider", "provider_invoice_id", "amount", "email", "description", "days_until_due", "status", "hosted_url", "email_sent", "sms_sent", "created_by_id", "created_at", "updated_at") SELECT "id", "organization_id", "lead_id", "provider", "provider_invoice_id", "amount", "email", "description", "days_until_due", "status", "hosted_url", "email_sent", "sms_sent", "created_by_id", "created_at", "updated_at" FROM "lead_invoices"`,
    );
    await queryRunner.query(`DROP TABLE "lead_invoices"`);
    await queryRunner.query(`ALTER TABLE "temporary_lead_invoices" RENAME TO "lead_invoices"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_0a1055faac101a4e8a069390cb" ON "lead_invoices" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_ea27708ef233144aac8cad7250"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_lead_notes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "note" text NOT NULL, "created_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_724573b69882525ab16b174101d" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_lead_notes"("id", "organization_id", "lead_id", "note", "created_by_id", "created_at", "updated_at") SELECT "id", "organization_id", "lead_id", "note", "created_by_id", "created_at", "updated_at" FROM "lead_notes"`,
    );
    await queryRunner.query(`DROP TABLE "lead_notes"`);
    await queryRunner.query(`ALTER TABLE "temporary_lead_notes" RENAME TO "lead_notes"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_ea27708ef233144aac8cad7250" ON "lead_notes" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_824d680e1e356c24b0c85ee1fc"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_lead_note_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "note_id" integer NOT NULL, "user_id" integer, "kind" varchar CHECK( "kind" IN ('create','update') ) NOT NULL, "old_value" text, "new_value" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_6988a627c43ee62b0538cda16b3" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_lead_note_history"("id", "organization_id", "lead_id", "note_id", "user_id", "kind", "old_value", "new_value", "created_at") SELECT "id", "organization_id", "lead_id", "note_id", "user_id", "kind", "old_value", "new_value", "created_at" FROM "lead_note_history"`,
    );
    await queryRunner.query(`DROP TABLE "lead_note_history"`);
    await queryRunner.query(`ALTER TABLE "temporary_lead_note_history" RENAME TO "lead_note_history"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_824d680e1e356c24b0c85ee1fc" ON "lead_note_history" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_8fbb72852a0244dd95d679b53c"`);
    await queryRunner.query(`DROP INDEX "IDX_9153830e0d7a1796f4e60fe821"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_lead_follow_ups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "date" varchar(10) NOT NULL, "text" varchar(500) NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_b84a638a9de5c962bc5b60e733b" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_lead_follow_ups"("id", "organization_id", "lead_id", "date", "text", "completed", "created_at") SELECT "id", "organization_id", "lead_id", "date", "text", "completed", "created_at" FROM "lead_follow_ups"`,
    );
    await queryRunner.query(`DROP TABLE "lead_follow_ups"`);
    await queryRunner.query(`ALTER TABLE "temporary_lead_follow_ups" RENAME TO "lead_follow_ups"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_8fbb72852a0244dd95d679b53c" ON "lead_follow_ups" ("organization_id", "lead_id", "completed") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9153830e0d7a1796f4e60fe821" ON "lead_follow_ups" ("organization_id", "lead_id", "date") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_85aa4c00d3eca2683ea65cc615"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_lead_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "title" varchar(200) NOT NULL, "description" text, "start" datetime NOT NULL, "end" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_5f01589188405d4107fff0362fe" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_lead_events"("id", "organization_id", "lead_id", "title", "description", "start", "end", "created_at") SELECT "id", "organization_id", "lead_id", "title", "description", "start", "end", "created_at" FROM "lead_events"`,
    );
    await queryRunner.query(`DROP TABLE "lead_events"`);
    await queryRunner.query(`ALTER TABLE "temporary_lead_events" RENAME TO "lead_events"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_85aa4c00d3eca2683ea65cc615" ON "lead_events" ("organization_id", "lead_id", "start") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_3dd164923cb6b45da46dcae418"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_lead_documents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "user_id" integer, "name" varchar(255) NOT NULL, "file_extension" varchar(16) NOT NULL, "storage_key" varchar(200) NOT NULL, "content_type" varchar(127) NOT NULL, "size" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_b19d3f84832d5a4bebf4336ecfb" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_7b91c8f42d8c2d6e64d4d015021" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_lead_documents"("id", "organization_id", "lead_id", "user_id", "name", "file_extension", "storage_key", "content_type", "size", "created_at") SELECT "id", "organization_id", "lead_id", "user_id", "name", "file_extension", "storage_key", "content_type", "size", "created_at" FROM "lead_documents"`,
    );
    await queryRunner.query(`DROP TABLE "lead_documents"`);
    await queryRunner.query(`ALTER TABLE "temporary_lead_documents" RENAME TO "lead_documents"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_3dd164923cb6b45da46dcae418" ON "lead_documents" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_8073a58852da7d44df128cb340"`);
    await queryRunner.query(`DROP INDEX "IDX_cb19a308057d74657e013420fc"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_lead_reminders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "user_id" integer, "date_of_sending" datetime NOT NULL, "reminder" varchar(200) NOT NULL, "is_completed" boolean NOT NULL DEFAULT (0), "notify_status" varchar CHECK( "notify_status" IN ('pending','processing','sent') ) NOT NULL DEFAULT ('pending'), "claimed_by" varchar(64), "claimed_at" datetime, "sent_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_4ad4988baba6fdbb44c9928334e" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_lead_reminders"("id", "organization_id", "lead_id", "user_id", "date_of_sending", "reminder", "is_completed", "notify_status", "claimed_by", "claimed_at", "sent_at", "created_at", "updated_at") SELECT "id", "organization_id", "lead_id", "user_id", "date_of_sending", "reminder", "is_completed", "notify_status", "claimed_by", "claimed_at", "sent_at", "created_at", "updated_at" FROM "lead_reminders"`,
    );
    await queryRunner.query(`DROP TABLE "lead_reminders"`);
    await queryRunner.query(`ALTER TABLE "temporary_lead_reminders" RENAME TO "lead_reminders"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_8073a58852da7d44df128cb340" ON "lead_reminders" ("notify_status", "date_of_sending") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cb19a308057d74657e013420fc" ON "lead_reminders" ("organization_id", "lead_id", "date_of_sending") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_cb19a308057d74657e013420fc"`);
    await queryRunner.query(`DROP INDEX "IDX_8073a58852da7d44df128cb340"`);
    await queryRunner.query(`ALTER TABLE "lead_reminders" RENAME TO "temporary_lead_reminders"`);
    await queryRunner.query(
      `CREATE TABLE "lead_reminders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "user_id" integer, "date_of_sending" datetime NOT NULL, "reminder" varchar(200) NOT NULL, "is_completed" boolean NOT NULL DEFAULT (0), "notify_status" varchar CHECK( "notify_status" IN ('pending','processing','sent') ) NOT NULL DEFAULT ('pending'), "claimed_by" varchar(64), "claimed_at" datetime, "sent_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "lead_reminders"("id", "organization_id", "lead_id", "user_id", "date_of_sending", "reminder", "is_completed", "notify_status", "claimed_by", "claimed_at", "sent_at", "created_at", "updated_at") SELECT "id", "organization_id", "lead_id", "user_id", "date_of_sending", "reminder", "is_completed", "notify_status", "claimed_by", "claimed_at", "sent_at", "created_at", "updated_at" FROM "temporary_lead_reminders"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_lead_reminders"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_cb19a308057d74657e013420fc" ON "lead_reminders" ("organization_id", "lead_id", "date_of_sending") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8073a58852da7d44df128cb340" ON "lead_reminders" ("notify_status", "date_of_sending") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_3dd164923cb6b45da46dcae418"`);
    await queryRunner.query(`ALTER TABLE "lead_documents" RENAME TO "temporary_lead_documents"`);
    await queryRunner.query(
      `CREATE TABLE "lead_documents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "user_id" integer, "name" varchar(255) NOT NULL, "file_extension" varchar(16) NOT NULL, "storage_key" varchar(200) NOT NULL, "content_type" varchar(127) NOT NULL, "size" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "lead_documents"("id", "organization_id", "lead_id", "user_id", "name", "file_extension", "storage_key", "content_type", "size", "created_at") SELECT "id", "organization_id", "lead_id", "user_id", "name", "file_extension", "storage_key", "content_type", "size", "created_at" FROM "temporary_lead_documents"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_lead_documents"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_3dd164923cb6b45da46dcae418" ON "lead_documents" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_85aa4c00d3eca2683ea65cc615"`);
    await queryRunner.query(`ALTER TABLE "lead_events" RENAME TO "temporary_lead_events"`);
    await queryRunner.query(
      `CREATE TABLE "lead_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "title" varchar(200) NOT NULL, "description" text, "start" datetime NOT NULL, "end" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "lead_events"("id", "organization_id", "lead_id", "title", "description", "start", "end", "created_at") SELECT "id", "organization_id", "lead_id", "title", "description", "start", "end", "created_at" FROM "temporary_lead_events"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_lead_events"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_85aa4c00d3eca2683ea65cc615" ON "lead_events" ("organization_id", "lead_id", "start") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_9153830e0d7a1796f4e60fe821"`);
    await queryRunner.query(`DROP INDEX "IDX_8fbb72852a0244dd95d679b53c"`);
    await queryRunner.query(`ALTER TABLE "lead_follow_ups" RENAME TO "temporary_lead_follow_ups"`);
    await queryRunner.query(
      `CREATE TABLE "lead_follow_ups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "date" varchar(10) NOT NULL, "text" varchar(500) NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "lead_follow_ups"("id", "organization_id", "lead_id", "date", "text", "completed", "created_at") SELECT "id", "organization_id", "lead_id", "date", "text", "completed", "created_at" FROM "temporary_lead_follow_ups"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_lead_follow_ups"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_9153830e0d7a1796f4e60fe821" ON "lead_follow_ups" ("organization_id", "lead_id", "date") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8fbb72852a0244dd95d679b53c" ON "lead_follow_ups" ("organization_id", "lead_id", "completed") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_824d680e1e356c24b0c85ee1fc"`);
    await queryRunner.query(`ALTER TABLE "lead_note_history" RENAME TO "temporary_lead_note_history"`);
    await queryRunner.query(
      `CREATE TABLE "lead_note_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "note_id" integer NOT NULL, "user_id" integer, "kind" varchar CHECK( "kind" IN ('create','update') ) NOT NULL, "old_value" text, "new_value" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "lead_note_history"("id", "organization_id", "lead_id", "note_id", "user_id", "kind", "old_value", "new_value", "created_at") SELECT "id", "organization_id", "lead_id", "note_id", "user_id", "kind", "old_value", "new_value", "created_at" FROM "temporary_lead_note_history"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_lead_note_history"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_824d680e1e356c24b0c85ee1fc" ON "lead_note_history" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_ea27708ef233144aac8cad7250"`);
    await queryRunner.query(`ALTER TABLE "lead_notes" RENAME TO "temporary_lead_notes"`);
    await queryRunner.query(
      `CREATE TABLE "lead_notes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "note" text NOT NULL, "created_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "lead_notes"("id", "organization_id", "lead_id", "note", "created_by_id", "created_at", "updated_at") SELECT "id", "organization_id", "lead_id", "note", "created_by_id", "created_at", "updated_at" FROM "temporary_lead_notes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_lead_notes"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_ea27708ef233144aac8cad7250" ON "lead_notes" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_0a1055faac101a4e8a069390cb"`);
    await queryRunner.query(`ALTER TABLE "lead_invoices" RENAME TO "temporary_lead_invoices"`);
    await queryRunner.query(
      `CREATE TABLE "lead_invoices" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "provider" varchar(16) NOT NULL, "provider_invoice_id" varchar(255), "amount" integer NOT NULL, "email" varchar(254) NOT NULL, "description" varchar(500) NOT NULL, "days_until_due" integer NOT NULL, "status" varchar(16) NOT NULL, "hosted_url" varchar(2048), "email_sent" boolean NOT NULL DEFAULT (0), "sms_sent" boolean NOT NULL DEFAULT (0), "created_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "lead_invoices"("id", "organization_id", "lead_id", "provider", "provider_invoice_id", "amount", "email", "description", "days_until_due", "status", "hosted_url", "email_sent", "sms_sent", "created_by_id", "created_at", "updated_at") SELECT "id", "organization_id", "lead_id", "provider", "provider_invoice_id", "amount", "email", "description", "days_until_due", "status", "hosted_url", "email_sent", "sms_sent", "created_by_id", "created_at", "updated_at" FROM "temporary_lead_invoices"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_lead_invoices"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_0a1055faac101a4e8a069390cb" ON "lead_invoices" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_c50c587837f35259b61b1ba818"`);
    await queryRunner.query(`ALTER TABLE "lead_client_contacts" RENAME TO "temporary_lead_client_contacts"`);
    await queryRunner.query(
      `CREATE TABLE "lead_client_contacts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "first_name" varchar(150), "last_name" varchar(150), "email" varchar(254), "cell_phone" varchar(32), "address" varchar(200), "city" varchar(100), "state" varchar(100), "zip_code" varchar(100), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "lead_client_contacts"("id", "organization_id", "lead_id", "first_name", "last_name", "email", "cell_phone", "address", "city", "state", "zip_code", "created_at", "updated_at") SELECT "id", "organization_id", "lead_id", "first_name", "last_name", "email", "cell_phone", "address", "city", "state", "zip_code", "created_at", "updated_at" FROM "temporary_lead_client_contacts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_lead_client_contacts"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_c50c587837f35259b61b1ba818" ON "lead_client_contacts" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_1d0daf6c18f0895a498692b4f0"`);
    await queryRunner.query(`ALTER TABLE "lead_sales" RENAME TO "temporary_lead_sales"`);
    await queryRunner.query(
      `CREATE TABLE "lead_sales" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "sale_date" varchar(10), "close_date" varchar(10), "amount_cents" integer NOT NULL, "service_id" integer, "carrier" varchar(150), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "lead_sales"("id", "organization_id", "lead_id", "sale_date", "close_date", "amount_cents", "service_id", "carrier", "created_at", "updated_at") SELECT "id", "organization_id", "lead_id", "sale_date", "close_date", "amount_cents", "service_id", "carrier", "created_at", "updated_at" FROM "temporary_lead_sales"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_lead_sales"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_1d0daf6c18f0895a498692b4f0" ON "lead_sales" ("organization_id", "lead_id", "sale_date") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_cb19a308057d74657e013420fc"`);
    await queryRunner.query(`DROP INDEX "IDX_8073a58852da7d44df128cb340"`);
    await queryRunner.query(`DROP TABLE "lead_reminders"`);
    await queryRunner.query(`DROP INDEX "IDX_3dd164923cb6b45da46dcae418"`);
    await queryRunner.query(`DROP TABLE "lead_documents"`);
    await queryRunner.query(`DROP INDEX "IDX_85aa4c00d3eca2683ea65cc615"`);
    await queryRunner.query(`DROP TABLE "lead_events"`);
    await queryRunner.query(`DROP INDEX "IDX_9153830e0d7a1796f4e60fe821"`);
    await queryRunner.query(`DROP INDEX "IDX_8fbb72852a0244dd95d679b53c"`);
    await queryRunner.query(`DROP TABLE "lead_follow_ups"`);
    await queryRunner.query(`DROP INDEX "IDX_824d680e1e356c24b0c85ee1fc"`);
    await queryRunner.query(`DROP TABLE "lead_note_history"`);
    await queryRunner.query(`DROP INDEX "IDX_ea27708ef233144aac8cad7250"`);
    await queryRunner.query(`DROP TABLE "lead_notes"`);
    await queryRunner.query(`DROP INDEX "IDX_3523d071357bd28ee56b44924e"`);
    await queryRunner.query(`DROP INDEX "IDX_f6fa2f944b420ca24e2250c136"`);
    await queryRunner.query(`DROP TABLE "local_customer_invoices"`);
    await queryRunner.query(`DROP INDEX "IDX_0a1055faac101a4e8a069390cb"`);
    await queryRunner.query(`DROP TABLE "lead_invoices"`);
    await queryRunner.query(`DROP INDEX "IDX_c50c587837f35259b61b1ba818"`);
    await queryRunner.query(`DROP TABLE "lead_client_contacts"`);
    await queryRunner.query(`DROP INDEX "IDX_1d0daf6c18f0895a498692b4f0"`);
    await queryRunner.query(`DROP TABLE "lead_sales"`);
  }
}
