import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Automations1795816740301 implements MigrationInterface {
  name = 'Automations1795816740301';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "automation_holidays" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "date" varchar(10) NOT NULL, "recurrence" varchar(32), "seed_key" varchar(32), "subject" varchar(255), "email_template_id" integer, "text_template_id" integer, "active" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5a3865c60729a22bce2b29cf4d" ON "automation_holidays" ("organization_id", "date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "automation_follow_ups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "slot" integer NOT NULL, "active" boolean NOT NULL DEFAULT (0), "subject" varchar(255), "email_template_id" integer, "text_template_id" integer, "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_bc1b90bef1fc29f4fe553607be" ON "automation_follow_ups" ("organization_id", "slot") `,
    );
    await queryRunner.query(
      `CREATE TABLE "automations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "type" integer NOT NULL, "buckets" json NOT NULL, "lead_list_ids" json NOT NULL, "group_ids" json NOT NULL, "included_service_ids" json NOT NULL, "excluded_service_ids" json NOT NULL, "is_interaction_based" boolean NOT NULL DEFAULT (0), "source_automation_id" integer, "condition" integer, "date_field" varchar(32), "stop_on_reply" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8bb562725b10eec05de4c3b8f5" ON "automations" ("organization_id", "source_automation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d693e3dc0cac9262aa4aebd3bf" ON "automations" ("organization_id", "active", "type") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9c442d3b3928fab38398582d27" ON "automations" ("organization_id", "type", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "automation_actions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "automation_id" integer NOT NULL, "send" varchar(16) NOT NULL, "day" integer, "date" varchar(10), "subject" varchar(255), "email_template_id" integer, "text_template_id" integer, "reminder" text, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_992676493786684fc29a443d7f" ON "automation_actions" ("organization_id", "text_template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1bfb154654aaf2458f8ecf4228" ON "automation_actions" ("organization_id", "email_template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_77d3766cfb4513e4a86f782049" ON "automation_actions" ("organization_id", "automation_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "automation_enrollments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "automation_id" integer NOT NULL, "lead_id" integer NOT NULL, "entered_on" varchar(10) NOT NULL, "entered_at" datetime NOT NULL, "status" varchar(16) NOT NULL, "ended_at" datetime)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e4a313ffa0bde9fd8803369f5c" ON "automation_enrollments" ("organization_id", "lead_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9b722bef064af7d037a66309c9" ON "automation_enrollments" ("automation_id", "status", "entered_on") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_383be118dbba293224886153dc" ON "automation_enrollments" ("organization_id", "automation_id", "lead_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "automation_steps" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "kind" varchar(16) NOT NULL, "source_id" integer NOT NULL, "action_id" integer, "lead_id" integer NOT NULL, "channel" varchar(16) NOT NULL, "due_at" datetime NOT NULL, "due_key" varchar(160) NOT NULL, "status" varchar(16) NOT NULL, "email_campaign_id" integer, "text_send_id" integer, "reminder_id" integer, "error" text, "done_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fbdf0c937fcad66037fed1309a" ON "automation_steps" ("organization_id", "lead_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_41e762d1b26bcd2de750ddfcc9" ON "automation_steps" ("organization_id", "kind", "source_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5f9010e0ed7f6ca950c0a36ff4" ON "automation_steps" ("status", "due_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d7add2f527b71a936706c2786d" ON "automation_steps" ("organization_id", "due_key") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_9153830e0d7a1796f4e60fe821"`);
    await queryRunner.query(`DROP INDEX "IDX_8fbb72852a0244dd95d679b53c"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_lead_follow_ups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "date" varchar(10) NOT NULL, "text" varchar(500) NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "strategy_slot" integer, CONSTRAINT "FK_b84a638a9de5c962bc5b60e733b" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_lead_follow_ups"("id", "organization_id", "lead_id", "date", "text", "completed", "created_at") SELECT "id", "organization_id", "lead_id", "date", "text", "completed", "created_at" FROM "lead_follow_ups"`,
    );
    await queryRunner.query(`DROP TABLE "lead_follow_ups"`);
    await queryRunner.query(`ALTER TABLE "temporary_lead_follow_ups" RENAME TO "lead_follow_ups"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_9153830e0d7a1796f4e60fe821" ON "lead_follow_ups" ("organization_id", "lead_id", "date") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8fbb72852a0244dd95d679b53c" ON "lead_follow_ups" ("organization_id", "lead_id", "completed") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6a2b3f0997b0afedab6aa8e0b3" ON "lead_follow_ups" ("organization_id", "date", "strategy_slot") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_5a3865c60729a22bce2b29cf4d"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_automation_holidays" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "date" varchar(10) NOT NULL, "recurrence" varchar(32), "seed_key" varchar(32), "subject" varchar(255), "email_template_id" integer, "text_template_id" integer, "active" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime, CONSTRAINT "FK_8792fac143bafa9a895e54e3d44" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_automation_holidays"("id", "organization_id", "name", "date", "recurrence", "seed_key", "subject", "email_template_id", "text_template_id", "active", "created_at", "updated_at", "deleted_at") SELECT "id", "organization_id", "name", "date", "recurrence", "seed_key", "subject", "email_template_id", "text_template_id", "active", "created_at", "updated_at", "deleted_at" FROM "automation_holidays"`,
    );
    await queryRunner.query(`DROP TABLE "automation_holidays"`);
    await queryRunner.query(`ALTER TABLE "temporary_automation_holidays" RENAME TO "automation_holidays"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_5a3865c60729a22bce2b29cf4d" ON "automation_holidays" ("organization_id", "date") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_bc1b90bef1fc29f4fe553607be"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_automation_follow_ups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "slot" integer NOT NULL, "active" boolean NOT NULL DEFAULT (0), "subject" varchar(255), "email_template_id" integer, "text_template_id" integer, "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_924f3016fbd467d5b36517008c5" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_automation_follow_ups"("id", "organization_id", "slot", "active", "subject", "email_template_id", "text_template_id", "updated_at") SELECT "id", "organization_id", "slot", "active", "subject", "email_template_id", "text_template_id", "updated_at" FROM "automation_follow_ups"`,
    );
    await queryRunner.query(`DROP TABLE "automation_follow_ups"`);
    await queryRunner.query(
      `ALTER TABLE "temporary_automation_follow_ups" RENAME TO "automation_follow_ups"`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_bc1b90bef1fc29f4fe553607be" ON "automation_follow_ups" ("organization_id", "slot") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_8bb562725b10eec05de4c3b8f5"`);
    await queryRunner.query(`DROP INDEX "IDX_d693e3dc0cac9262aa4aebd3bf"`);
    await queryRunner.query(`DROP INDEX "IDX_9c442d3b3928fab38398582d27"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_automations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "type" integer NOT NULL, "buckets" json NOT NULL, "lead_list_ids" json NOT NULL, "group_ids" json NOT NULL, "included_service_ids" json NOT NULL, "excluded_service_ids" json NOT NULL, "is_interaction_based" boolean NOT NULL DEFAULT (0), "source_automation_id" integer, "condition" integer, "date_field" varchar(32), "stop_on_reply" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_522e87f4a229d71d5a1db069c84" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_automations"("id", "organization_id", "name", "active", "type", "buckets", "lead_list_ids", "group_ids", "included_service_ids", "excluded_service_ids", "is_interaction_based", "source_automation_id", "condition", "date_field", "stop_on_reply", "created_at", "updated_at") SELECT "id", "organization_id", "name", "active", "type", "buckets", "lead_list_ids", "group_ids", "included_service_ids", "excluded_service_ids", "is_interaction_based", "source_automation_id", "condition", "date_field", "stop_on_reply", "created_at", "updated_at" FROM "automations"`,
    );
    await queryRunner.query(`DROP TABLE "automations"`);
    await queryRunner.query(`ALTER TABLE "temporary_automations" RENAME TO "automations"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_8bb562725b10eec05de4c3b8f5" ON "automations" ("organization_id", "source_automation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d693e3dc0cac9262aa4aebd3bf" ON "automations" ("organization_id", "active", "type") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9c442d3b3928fab38398582d27" ON "automations" ("organization_id", "type", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_992676493786684fc29a443d7f"`);
    await queryRunner.query(`DROP INDEX "IDX_1bfb154654aaf2458f8ecf4228"`);
    await queryRunner.query(`DROP INDEX "IDX_77d3766cfb4513e4a86f782049"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_automation_actions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "automation_id" integer NOT NULL, "send" varchar(16) NOT NULL, "day" integer, "date" varchar(10), "subject" varchar(255), "email_template_id" integer, "text_template_id" integer, "reminder" text, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_39fe097b75eed3e6723b57e0575" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_fcc1bf57201b14322ca378c6fc4" FOREIGN KEY ("automation_id") REFERENCES "automations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_automation_actions"("id", "organization_id", "automation_id", "send", "day", "date", "subject", "email_template_id", "text_template_id", "reminder", "position", "created_at", "updated_at") SELECT "id", "organization_id", "automation_id", "send", "day", "date", "subject", "email_template_id", "text_template_id", "reminder", "position", "created_at", "updated_at" FROM "automation_actions"`,
    );
    await queryRunner.query(`DROP TABLE "automation_actions"`);
    await queryRunner.query(`ALTER TABLE "temporary_automation_actions" RENAME TO "automation_actions"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_992676493786684fc29a443d7f" ON "automation_actions" ("organization_id", "text_template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1bfb154654aaf2458f8ecf4228" ON "automation_actions" ("organization_id", "email_template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_77d3766cfb4513e4a86f782049" ON "automation_actions" ("organization_id", "automation_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_e4a313ffa0bde9fd8803369f5c"`);
    await queryRunner.query(`DROP INDEX "IDX_9b722bef064af7d037a66309c9"`);
    await queryRunner.query(`DROP INDEX "IDX_383be118dbba293224886153dc"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_automation_enrollments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "automation_id" integer NOT NULL, "lead_id" integer NOT NULL, "entered_on" varchar(10) NOT NULL, "entered_at" datetime NOT NULL, "status" varchar(16) NOT NULL, "ended_at" datetime, CONSTRAINT "FK_1d7caf3ec6d88dfaa05c3b12df9" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_762454a78af013c0435ef2178fc" FOREIGN KEY ("automation_id") REFERENCES "automations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_automation_enrollments"("id", "organization_id", "automation_id", "lead_id", "entered_on", "entered_at", "status", "ended_at") SELECT "id", "organization_id", "automation_id", "lead_id", "entered_on", "entered_at", "status", "ended_at" FROM "automation_enrollments"`,
    );
    await queryRunner.query(`DROP TABLE "automation_enrollments"`);
    await queryRunner.query(
      `ALTER TABLE "temporary_automation_enrollments" RENAME TO "automation_enrollments"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e4a313ffa0bde9fd8803369f5c" ON "automation_enrollments" ("organization_id", "lead_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9b722bef064af7d037a66309c9" ON "automation_enrollments" ("automation_id", "status", "entered_on") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_383be118dbba293224886153dc" ON "automation_enrollments" ("organization_id", "automation_id", "lead_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_fbdf0c937fcad66037fed1309a"`);
    await queryRunner.query(`DROP INDEX "IDX_41e762d1b26bcd2de750ddfcc9"`);
    await queryRunner.query(`DROP INDEX "IDX_5f9010e0ed7f6ca950c0a36ff4"`);
    await queryRunner.query(`DROP INDEX "IDX_d7add2f527b71a936706c2786d"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_automation_steps" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "kind" varchar(16) NOT NULL, "source_id" integer NOT NULL, "action_id" integer, "lead_id" integer NOT NULL, "channel" varchar(16) NOT NULL, "due_at" datetime NOT NULL, "due_key" varchar(160) NOT NULL, "status" varchar(16) NOT NULL, "email_campaign_id" integer, "text_send_id" integer, "reminder_id" integer, "error" text, "done_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_d9c93440ce5115da0fad4f1c812" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_automation_steps"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "kind", "source_id", "action_id", "lead_id", "channel", "due_at", "due_key", "status", "email_campaign_id", "text_send_id", "reminder_id", "error", "done_at", "created_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "kind", "source_id", "action_id", "lead_id", "channel", "due_at", "due_key", "status", "email_campaign_id", "text_send_id", "reminder_id", "error", "done_at", "created_at" FROM "automation_steps"`,
    );
    await queryRunner.query(`DROP TABLE "automation_steps"`);
    await queryRunner.query(`ALTER TABLE "temporary_automation_steps" RENAME TO "automation_steps"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_fbdf0c937fcad66037fed1309a" ON "automation_steps" ("organization_id", "lead_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_41e762d1b26bcd2de750ddfcc9" ON "automation_steps" ("organization_id", "kind", "source_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5f9010e0ed7f6ca950c0a36ff4" ON "automation_steps" ("status", "due_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d7add2f527b71a936706c2786d" ON "automation_steps" ("organization_id", "due_key") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d7add2f527b71a936706c2786d"`);
    await queryRunner.query(`DROP INDEX "IDX_5f9010e0ed7f6ca950c0a36ff4"`);
    await queryRunner.query(`DROP INDEX "IDX_41e762d1b26bcd2de750ddfcc9"`);
    await queryRunner.query(`DROP INDEX "IDX_fbdf0c937fcad66037fed1309a"`);
    await queryRunner.query(`ALTER TABLE "automation_steps" RENAME TO "temporary_automation_steps"`);
    await queryRunner.query(
      `CREATE TABLE "automation_steps" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "kind" varchar(16) NOT NULL, "source_id" integer NOT NULL, "action_id" integer, "lead_id" integer NOT NULL, "channel" varchar(16) NOT NULL, "due_at" datetime NOT NULL, "due_key" varchar(160) NOT NULL, "status" varchar(16) NOT NULL, "email_campaign_id" integer, "text_send_id" integer, "reminder_id" integer, "error" text, "done_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "automation_steps"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "kind", "source_id", "action_id", "lead_id", "channel", "due_at", "due_key", "status", "email_campaign_id", "text_send_id", "reminder_id", "error", "done_at", "created_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "kind", "source_id", "action_id", "lead_id", "channel", "due_at", "due_key", "status", "email_campaign_id", "text_send_id", "reminder_id", "error", "done_at", "created_at" FROM "temporary_automation_steps"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_automation_steps"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d7add2f527b71a936706c2786d" ON "automation_steps" ("organization_id", "due_key") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5f9010e0ed7f6ca950c0a36ff4" ON "automation_steps" ("status", "due_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_41e762d1b26bcd2de750ddfcc9" ON "automation_steps" ("organization_id", "kind", "source_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fbdf0c937fcad66037fed1309a" ON "automation_steps" ("organization_id", "lead_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_383be118dbba293224886153dc"`);
    await queryRunner.query(`DROP INDEX "IDX_9b722bef064af7d037a66309c9"`);
    await queryRunner.query(`DROP INDEX "IDX_e4a313ffa0bde9fd8803369f5c"`);
    await queryRunner.query(
      `ALTER TABLE "automation_enrollments" RENAME TO "temporary_automation_enrollments"`,
    );
    await queryRunner.query(
      `CREATE TABLE "automation_enrollments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "automation_id" integer NOT NULL, "lead_id" integer NOT NULL, "entered_on" varchar(10) NOT NULL, "entered_at" datetime NOT NULL, "status" varchar(16) NOT NULL, "ended_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "automation_enrollments"("id", "organization_id", "automation_id", "lead_id", "entered_on", "entered_at", "status", "ended_at") SELECT "id", "organization_id", "automation_id", "lead_id", "entered_on", "entered_at", "status", "ended_at" FROM "temporary_automation_enrollments"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_automation_enrollments"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_383be118dbba293224886153dc" ON "automation_enrollments" ("organization_id", "automation_id", "lead_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9b722bef064af7d037a66309c9" ON "automation_enrollments" ("automation_id", "status", "entered_on") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e4a313ffa0bde9fd8803369f5c" ON "automation_enrollments" ("organization_id", "lead_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_77d3766cfb4513e4a86f782049"`);
    await queryRunner.query(`DROP INDEX "IDX_1bfb154654aaf2458f8ecf4228"`);
    await queryRunner.query(`DROP INDEX "IDX_992676493786684fc29a443d7f"`);
    await queryRunner.query(`ALTER TABLE "automation_actions" RENAME TO "temporary_automation_actions"`);
    await queryRunner.query(
      `CREATE TABLE "automation_actions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "automation_id" integer NOT NULL, "send" varchar(16) NOT NULL, "day" integer, "date" varchar(10), "subject" varchar(255), "email_template_id" integer, "text_template_id" integer, "reminder" text, "position" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "automation_actions"("id", "organization_id", "automation_id", "send", "day", "date", "subject", "email_template_id", "text_template_id", "reminder", "position", "created_at", "updated_at") SELECT "id", "organization_id", "automation_id", "send", "day", "date", "subject", "email_template_id", "text_template_id", "reminder", "position", "created_at", "updated_at" FROM "temporary_automation_actions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_automation_actions"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_77d3766cfb4513e4a86f782049" ON "automation_actions" ("organization_id", "automation_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1bfb154654aaf2458f8ecf4228" ON "automation_actions" ("organization_id", "email_template_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_992676493786684fc29a443d7f" ON "automation_actions" ("organization_id", "text_template_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_9c442d3b3928fab38398582d27"`);
    await queryRunner.query(`DROP INDEX "IDX_d693e3dc0cac9262aa4aebd3bf"`);
    await queryRunner.query(`DROP INDEX "IDX_8bb562725b10eec05de4c3b8f5"`);
    await queryRunner.query(`ALTER TABLE "automations" RENAME TO "temporary_automations"`);
    await queryRunner.query(
      `CREATE TABLE "automations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "active" boolean NOT NULL DEFAULT (1), "type" integer NOT NULL, "buckets" json NOT NULL, "lead_list_ids" json NOT NULL, "group_ids" json NOT NULL, "included_service_ids" json NOT NULL, "excluded_service_ids" json NOT NULL, "is_interaction_based" boolean NOT NULL DEFAULT (0), "source_automation_id" integer, "condition" integer, "date_field" varchar(32), "stop_on_reply" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "automations"("id", "organization_id", "name", "active", "type", "buckets", "lead_list_ids", "group_ids", "included_service_ids", "excluded_service_ids", "is_interaction_based", "source_automation_id", "condition", "date_field", "stop_on_reply", "created_at", "updated_at") SELECT "id", "organization_id", "name", "active", "type", "buckets", "lead_list_ids", "group_ids", "included_service_ids", "excluded_service_ids", "is_interaction_based", "source_automation_id", "condition", "date_field", "stop_on_reply", "created_at", "updated_at" FROM "temporary_automations"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_automations"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_9c442d3b3928fab38398582d27" ON "automations" ("organization_id", "type", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d693e3dc0cac9262aa4aebd3bf" ON "automations" ("organization_id", "active", "type") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8bb562725b10eec05de4c3b8f5" ON "automations" ("organization_id", "source_automation_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_bc1b90bef1fc29f4fe553607be"`);
    await queryRunner.query(
      `ALTER TABLE "automation_follow_ups" RENAME TO "temporary_automation_follow_ups"`,
    );
    await queryRunner.query(
      `CREATE TABLE "automation_follow_ups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "slot" integer NOT NULL, "active" boolean NOT NULL DEFAULT (0), "subject" varchar(255), "email_template_id" integer, "text_template_id" integer, "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "automation_follow_ups"("id", "organization_id", "slot", "active", "subject", "email_template_id", "text_template_id", "updated_at") SELECT "id", "organization_id", "slot", "active", "subject", "email_template_id", "text_template_id", "updated_at" FROM "temporary_automation_follow_ups"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_automation_follow_ups"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_bc1b90bef1fc29f4fe553607be" ON "automation_follow_ups" ("organization_id", "slot") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_5a3865c60729a22bce2b29cf4d"`);
    await queryRunner.query(`ALTER TABLE "automation_holidays" RENAME TO "temporary_automation_holidays"`);
    await queryRunner.query(
      `CREATE TABLE "automation_holidays" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "date" varchar(10) NOT NULL, "recurrence" varchar(32), "seed_key" varchar(32), "subject" varchar(255), "email_template_id" integer, "text_template_id" integer, "active" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "automation_holidays"("id", "organization_id", "name", "date", "recurrence", "seed_key", "subject", "email_template_id", "text_template_id", "active", "created_at", "updated_at", "deleted_at") SELECT "id", "organization_id", "name", "date", "recurrence", "seed_key", "subject", "email_template_id", "text_template_id", "active", "created_at", "updated_at", "deleted_at" FROM "temporary_automation_holidays"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_automation_holidays"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_5a3865c60729a22bce2b29cf4d" ON "automation_holidays" ("organization_id", "date") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_6a2b3f0997b0afedab6aa8e0b3"`);
    await queryRunner.query(`DROP INDEX "IDX_8fbb72852a0244dd95d679b53c"`);
    await queryRunner.query(`DROP INDEX "IDX_9153830e0d7a1796f4e60fe821"`);
    await queryRunner.query(`ALTER TABLE "lead_follow_ups" RENAME TO "temporary_lead_follow_ups"`);
    await queryRunner.query(
      `CREATE TABLE "lead_follow_ups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "date" varchar(10) NOT NULL, "text" varchar(500) NOT NULL, "completed" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_b84a638a9de5c962bc5b60e733b" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "lead_follow_ups"("id", "organization_id", "lead_id", "date", "text", "completed", "created_at") SELECT "id", "organization_id", "lead_id", "date", "text", "completed", "created_at" FROM "temporary_lead_follow_ups"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_lead_follow_ups"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_8fbb72852a0244dd95d679b53c" ON "lead_follow_ups" ("organization_id", "lead_id", "completed") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9153830e0d7a1796f4e60fe821" ON "lead_follow_ups" ("organization_id", "lead_id", "date") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_d7add2f527b71a936706c2786d"`);
    await queryRunner.query(`DROP INDEX "IDX_5f9010e0ed7f6ca950c0a36ff4"`);
    await queryRunner.query(`DROP INDEX "IDX_41e762d1b26bcd2de750ddfcc9"`);
    await queryRunner.query(`DROP INDEX "IDX_fbdf0c937fcad66037fed1309a"`);
    await queryRunner.query(`DROP TABLE "automation_steps"`);
    await queryRunner.query(`DROP INDEX "IDX_383be118dbba293224886153dc"`);
    await queryRunner.query(`DROP INDEX "IDX_9b722bef064af7d037a66309c9"`);
    await queryRunner.query(`DROP INDEX "IDX_e4a313ffa0bde9fd8803369f5c"`);
    await queryRunner.query(`DROP TABLE "automation_enrollments"`);
    await queryRunner.query(`DROP INDEX "IDX_77d3766cfb4513e4a86f782049"`);
    await queryRunner.query(`DROP INDEX "IDX_1bfb154654aaf2458f8ecf4228"`);
    await queryRunner.query(`DROP INDEX "IDX_992676493786684fc29a443d7f"`);
    await queryRunner.query(`DROP TABLE "automation_actions"`);
    await queryRunner.query(`DROP INDEX "IDX_9c442d3b3928fab38398582d27"`);
    await queryRunner.query(`DROP INDEX "IDX_d693e3dc0cac9262aa4aebd3bf"`);
    await queryRunner.query(`DROP INDEX "IDX_8bb562725b10eec05de4c3b8f5"`);
    await queryRunner.query(`DROP TABLE "automations"`);
    await queryRunner.query(`DROP INDEX "IDX_bc1b90bef1fc29f4fe553607be"`);
    await queryRunner.query(`DROP TABLE "automation_follow_ups"`);
    await queryRunner.query(`DROP INDEX "IDX_5a3865c60729a22bce2b29cf4d"`);
    await queryRunner.query(`DROP TABLE "automation_holidays"`);
  }
}
