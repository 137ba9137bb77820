import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TextsAndPhoneNumbers1795801353663 implements MigrationInterface {
  name = 'TextsAndPhoneNumbers1795801353663';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "phone_numbers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "phone_number" varchar(32) NOT NULL, "number_type" varchar(16) NOT NULL, "area_code" varchar(8), "real_phone_number" varchar(32) NOT NULL, "provider_sid" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_6693f98247b4cb8901b8992671" ON "phone_numbers" ("phone_number") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fa2ab221be131254a7f2760fe6" ON "phone_numbers" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "call_logs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "call_sid" varchar(64) NOT NULL, "from_number" varchar(32) NOT NULL, "to_number" varchar(32) NOT NULL, "direction" varchar(16) NOT NULL, "status" varchar(24) NOT NULL, "lead_id" integer, "started_at" datetime NOT NULL, "ended_at" datetime, "duration_seconds" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d17aec41c92831873401f45a96" ON "call_logs" ("call_sid") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c89ac8de06f00423922e8ee847" ON "call_logs" ("organization_id", "started_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2aece5776efde4268e52b05d54" ON "call_logs" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "text_sends" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "body" text NOT NULL, "template_id" integer, "from_number" varchar(32) NOT NULL, "created_by_id" integer, "status" varchar(16) NOT NULL, "total" integer NOT NULL DEFAULT (0), "skipped_stopped" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_72a31567dfa6ab2160a8648297" ON "text_sends" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "text_recipients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "send_id" integer NOT NULL, "lead_id" integer, "to_number" varchar(32) NOT NULL, "status" varchar(16) NOT NULL, "body" text, "segments" integer NOT NULL DEFAULT (0), "provider_message_id" varchar(64), "delivery_status" varchar(16), "error" text, "sent_at" datetime, "delivered_at" datetime)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f35004f9c31f7e7687d7487fa9" ON "text_recipients" ("provider_message_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_eb946a0e0208e2ad32e82aebe3" ON "text_recipients" ("status") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_88ffe46b5e23b88eab82204f49" ON "text_recipients" ("send_id", "status", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_df1e320901dd2b19862d456c66" ON "text_recipients" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9ba27cfd1cf3b1acb13724dced" ON "text_recipients" ("organization_id", "send_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "inbound_texts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "provider_message_id" varchar(64) NOT NULL, "lead_id" integer, "from_number" varchar(32) NOT NULL, "to_number" varchar(32) NOT NULL, "body" text NOT NULL, "keyword" varchar(16), "received_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_1ebf892bbfe4600ebb6626d1d0" ON "inbound_texts" ("provider_message_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b96e9b8b6cadcb5c054a24acd9" ON "inbound_texts" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bc9feec680a445b428e87d7b50" ON "inbound_texts" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sms_suppressions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "phone_number" varchar(32) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7bfca5a1712d0659851a811e0a" ON "sms_suppressions" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_e3c20015bfc2c4a9f74716e0b9" ON "sms_suppressions" ("organization_id", "phone_number") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_e47c631e13939c7557689eef87"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_marketing_groups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_normalized" varchar(100) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "is_webform" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_marketing_groups"("id", "organization_id", "name", "name_normalized", "created_at") SELECT "id", "organization_id", "name", "name_normalized", "created_at" FROM "marketing_groups"`,
    );
    await queryRunner.query(`DROP TABLE "marketing_groups"`);
    await queryRunner.query(`ALTER TABLE "temporary_marketing_groups" RENAME TO "marketing_groups"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_e47c631e13939c7557689eef87" ON "marketing_groups" ("organization_id", "name_normalized") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_6693f98247b4cb8901b8992671"`);
    await queryRunner.query(`DROP INDEX "IDX_fa2ab221be131254a7f2760fe6"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_phone_numbers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "phone_number" varchar(32) NOT NULL, "number_type" varchar(16) NOT NULL, "area_code" varchar(8), "real_phone_number" varchar(32) NOT NULL, "provider_sid" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_f4f92558ca854270ce4ade149f9" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_phone_numbers"("id", "organization_id", "phone_number", "number_type", "area_code", "real_phone_number", "provider_sid", "created_at", "updated_at") SELECT "id", "organization_id", "phone_number", "number_type", "area_code", "real_phone_number", "provider_sid", "created_at", "updated_at" FROM "phone_numbers"`,
    );
    await queryRunner.query(`DROP TABLE "phone_numbers"`);
    await queryRunner.query(`ALTER TABLE "temporary_phone_numbers" RENAME TO "phone_numbers"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_6693f98247b4cb8901b8992671" ON "phone_numbers" ("phone_number") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fa2ab221be131254a7f2760fe6" ON "phone_numbers" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_d17aec41c92831873401f45a96"`);
    await queryRunner.query(`DROP INDEX "IDX_c89ac8de06f00423922e8ee847"`);
    await queryRunner.query(`DROP INDEX "IDX_2aece5776efde4268e52b05d54"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_call_logs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "call_sid" varchar(64) NOT NULL, "from_number" varchar(32) NOT NULL, "to_number" varchar(32) NOT NULL, "direction" varchar(16) NOT NULL, "status" varchar(24) NOT NULL, "lead_id" integer, "started_at" datetime NOT NULL, "ended_at" datetime, "duration_seconds" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_09303131797e55e5eda0bc1226b" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_call_logs"("id", "organization_id", "call_sid", "from_number", "to_number", "direction", "status", "lead_id", "started_at", "ended_at", "duration_seconds", "created_at", "updated_at") SELECT "id", "organization_id", "call_sid", "from_number", "to_number", "direction", "status", "lead_id", "started_at", "ended_at", "duration_seconds", "created_at", "updated_at" FROM "call_logs"`,
    );
    await queryRunner.query(`DROP TABLE "call_logs"`);
    await queryRunner.query(`ALTER TABLE "temporary_call_logs" RENAME TO "call_logs"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d17aec41c92831873401f45a96" ON "call_logs" ("call_sid") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c89ac8de06f00423922e8ee847" ON "call_logs" ("organization_id", "started_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2aece5776efde4268e52b05d54" ON "call_logs" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_72a31567dfa6ab2160a8648297"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_text_sends" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "body" text NOT NULL, "template_id" integer, "from_number" varchar(32) NOT NULL, "created_by_id" integer, "status" varchar(16) NOT NULL, "total" integer NOT NULL DEFAULT (0), "skipped_stopped" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_9a93cf0b1bef9aa525fcdee7e93" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_text_sends"("id", "organization_id", "body", "template_id", "from_number", "created_by_id", "status", "total", "skipped_stopped", "created_at") SELECT "id", "organization_id", "body", "template_id", "from_number", "created_by_id", "status", "total", "skipped_stopped", "created_at" FROM "text_sends"`,
    );
    await queryRunner.query(`DROP TABLE "text_sends"`);
    await queryRunner.query(`ALTER TABLE "temporary_text_sends" RENAME TO "text_sends"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_72a31567dfa6ab2160a8648297" ON "text_sends" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_f35004f9c31f7e7687d7487fa9"`);
    await queryRunner.query(`DROP INDEX "IDX_eb946a0e0208e2ad32e82aebe3"`);
    await queryRunner.query(`DROP INDEX "IDX_88ffe46b5e23b88eab82204f49"`);
    await queryRunner.query(`DROP INDEX "IDX_df1e320901dd2b19862d456c66"`);
    await queryRunner.query(`DROP INDEX "IDX_9ba27cfd1cf3b1acb13724dced"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_text_recipients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "send_id" integer NOT NULL, "lead_id" integer, "to_number" varchar(32) NOT NULL, "status" varchar(16) NOT NULL, "body" text, "segments" integer NOT NULL DEFAULT (0), "provider_message_id" varchar(64), "delivery_status" varchar(16), "error" text, "sent_at" datetime, "delivered_at" datetime, CONSTRAINT "FK_88e1a46ecabda9b2502992301a5" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4eabd666d6b9dd7397e4df92763" FOREIGN KEY ("send_id") REFERENCES "text_sends" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_text_recipients"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "send_id", "lead_id", "to_number", "status", "body", "segments", "provider_message_id", "delivery_status", "error", "sent_at", "delivered_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "send_id", "lead_id", "to_number", "status", "body", "segments", "provider_message_id", "delivery_status", "error", "sent_at", "delivered_at" FROM "text_recipients"`,
    );
    await queryRunner.query(`DROP TABLE "text_recipients"`);
    await queryRunner.query(`ALTER TABLE "temporary_text_recipients" RENAME TO "text_recipients"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_f35004f9c31f7e7687d7487fa9" ON "text_recipients" ("provider_message_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_eb946a0e0208e2ad32e82aebe3" ON "text_recipients" ("status") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_88ffe46b5e23b88eab82204f49" ON "text_recipients" ("send_id", "status", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_df1e320901dd2b19862d456c66" ON "text_recipients" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9ba27cfd1cf3b1acb13724dced" ON "text_recipients" ("organization_id", "send_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_1ebf892bbfe4600ebb6626d1d0"`);
    await queryRunner.query(`DROP INDEX "IDX_b96e9b8b6cadcb5c054a24acd9"`);
    await queryRunner.query(`DROP INDEX "IDX_bc9feec680a445b428e87d7b50"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_inbound_texts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "provider_message_id" varchar(64) NOT NULL, "lead_id" integer, "from_number" varchar(32) NOT NULL, "to_number" varchar(32) NOT NULL, "body" text NOT NULL, "keyword" varchar(16), "received_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_44e4662f14fbd85f9496caf38b7" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_inbound_texts"("id", "organization_id", "provider_message_id", "lead_id", "from_number", "to_number", "body", "keyword", "received_at") SELECT "id", "organization_id", "provider_message_id", "lead_id", "from_number", "to_number", "body", "keyword", "received_at" FROM "inbound_texts"`,
    );
    await queryRunner.query(`DROP TABLE "inbound_texts"`);
    await queryRunner.query(`ALTER TABLE "temporary_inbound_texts" RENAME TO "inbound_texts"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_1ebf892bbfe4600ebb6626d1d0" ON "inbound_texts" ("provider_message_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b96e9b8b6cadcb5c054a24acd9" ON "inbound_texts" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bc9feec680a445b428e87d7b50" ON "inbound_texts" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_7bfca5a1712d0659851a811e0a"`);
    await queryRunner.query(`DROP INDEX "IDX_e3c20015bfc2c4a9f74716e0b9"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_sms_suppressions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "phone_number" varchar(32) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_04954462e9eed1aa4e9c9757101" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_sms_suppressions"("id", "organization_id", "phone_number", "created_at") SELECT "id", "organization_id", "phone_number", "created_at" FROM "sms_suppressions"`,
    );
    await queryRunner.query(`DROP TABLE "sms_suppressions"`);
    await queryRunner.query(`ALTER TABLE "temporary_sms_suppressions" RENAME TO "sms_suppressions"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_7bfca5a1712d0659851a811e0a" ON "sms_suppressions" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_e3c20015bfc2c4a9f74716e0b9" ON "sms_suppressions" ("organization_id", "phone_number") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_e3c20015bfc2c4a9f74716e0b9"`);
    await queryRunner.query(`DROP INDEX "IDX_7bfca5a1712d0659851a811e0a"`);
    await queryRunner.query(`ALTER TABLE "sms_suppressions" RENAME TO "temporary_sms_suppressions"`);
    await queryRunner.query(
      `CREATE TABLE "sms_suppressions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "phone_number" varchar(32) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "sms_suppressions"("id", "organization_id", "phone_number", "created_at") SELECT "id", "organization_id", "phone_number", "created_at" FROM "temporary_sms_suppressions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_sms_suppressions"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_e3c20015bfc2c4a9f74716e0b9" ON "sms_suppressions" ("organization_id", "phone_number") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7bfca5a1712d0659851a811e0a" ON "sms_suppressions" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_bc9feec680a445b428e87d7b50"`);
    await queryRunner.query(`DROP INDEX "IDX_b96e9b8b6cadcb5c054a24acd9"`);
    await queryRunner.query(`DROP INDEX "IDX_1ebf892bbfe4600ebb6626d1d0"`);
    await queryRunner.query(`ALTER TABLE "inbound_texts" RENAME TO "temporary_inbound_texts"`);
    await queryRunner.query(
      `CREATE TABLE "inbound_texts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "provider_message_id" varchar(64) NOT NULL, "lead_id" integer, "from_number" varchar(32) NOT NULL, "to_number" varchar(32) NOT NULL, "body" text NOT NULL, "keyword" varchar(16), "received_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "inbound_texts"("id", "organization_id", "provider_message_id", "lead_id", "from_number", "to_number", "body", "keyword", "received_at") SELECT "id", "organization_id", "provider_message_id", "lead_id", "from_number", "to_number", "body", "keyword", "received_at" FROM "temporary_inbound_texts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_inbound_texts"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_bc9feec680a445b428e87d7b50" ON "inbound_texts" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b96e9b8b6cadcb5c054a24acd9" ON "inbound_texts" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_1ebf892bbfe4600ebb6626d1d0" ON "inbound_texts" ("provider_message_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_9ba27cfd1cf3b1acb13724dced"`);
    await queryRunner.query(`DROP INDEX "IDX_df1e320901dd2b19862d456c66"`);
    await queryRunner.query(`DROP INDEX "IDX_88ffe46b5e23b88eab82204f49"`);
    await queryRunner.query(`DROP INDEX "IDX_eb946a0e0208e2ad32e82aebe3"`);
    await queryRunner.query(`DROP INDEX "IDX_f35004f9c31f7e7687d7487fa9"`);
    await queryRunner.query(`ALTER TABLE "text_recipients" RENAME TO "temporary_text_recipients"`);
    await queryRunner.query(
      `CREATE TABLE "text_recipients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "send_id" integer NOT NULL, "lead_id" integer, "to_number" varchar(32) NOT NULL, "status" varchar(16) NOT NULL, "body" text, "segments" integer NOT NULL DEFAULT (0), "provider_message_id" varchar(64), "delivery_status" varchar(16), "error" text, "sent_at" datetime, "delivered_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "text_recipients"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "send_id", "lead_id", "to_number", "status", "body", "segments", "provider_message_id", "delivery_status", "error", "sent_at", "delivered_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "send_id", "lead_id", "to_number", "status", "body", "segments", "provider_message_id", "delivery_status", "error", "sent_at", "delivered_at" FROM "temporary_text_recipients"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_text_recipients"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_9ba27cfd1cf3b1acb13724dced" ON "text_recipients" ("organization_id", "send_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_df1e320901dd2b19862d456c66" ON "text_recipients" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_88ffe46b5e23b88eab82204f49" ON "text_recipients" ("send_id", "status", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_eb946a0e0208e2ad32e82aebe3" ON "text_recipients" ("status") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_f35004f9c31f7e7687d7487fa9" ON "text_recipients" ("provider_message_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_72a31567dfa6ab2160a8648297"`);
    await queryRunner.query(`ALTER TABLE "text_sends" RENAME TO "temporary_text_sends"`);
    await queryRunner.query(
      `CREATE TABLE "text_sends" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "body" text NOT NULL, "template_id" integer, "from_number" varchar(32) NOT NULL, "created_by_id" integer, "status" varchar(16) NOT NULL, "total" integer NOT NULL DEFAULT (0), "skipped_stopped" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "text_sends"("id", "organization_id", "body", "template_id", "from_number", "created_by_id", "status", "total", "skipped_stopped", "created_at") SELECT "id", "organization_id", "body", "template_id", "from_number", "created_by_id", "status", "total", "skipped_stopped", "created_at" FROM "temporary_text_sends"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_text_sends"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_72a31567dfa6ab2160a8648297" ON "text_sends" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_2aece5776efde4268e52b05d54"`);
    await queryRunner.query(`DROP INDEX "IDX_c89ac8de06f00423922e8ee847"`);
    await queryRunner.query(`DROP INDEX "IDX_d17aec41c92831873401f45a96"`);
    await queryRunner.query(`ALTER TABLE "call_logs" RENAME TO "temporary_call_logs"`);
    await queryRunner.query(
      `CREATE TABLE "call_logs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "call_sid" varchar(64) NOT NULL, "from_number" varchar(32) NOT NULL, "to_number" varchar(32) NOT NULL, "direction" varchar(16) NOT NULL, "status" varchar(24) NOT NULL, "lead_id" integer, "started_at" datetime NOT NULL, "ended_at" datetime, "duration_seconds" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "call_logs"("id", "organization_id", "call_sid", "from_number", "to_number", "direction", "status", "lead_id", "started_at", "ended_at", "duration_seconds", "created_at", "updated_at") SELECT "id", "organization_id", "call_sid", "from_number", "to_number", "direction", "status", "lead_id", "started_at", "ended_at", "duration_seconds", "created_at", "updated_at" FROM "temporary_call_logs"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_call_logs"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_2aece5776efde4268e52b05d54" ON "call_logs" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c89ac8de06f00423922e8ee847" ON "call_logs" ("organization_id", "started_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d17aec41c92831873401f45a96" ON "call_logs" ("call_sid") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_fa2ab221be131254a7f2760fe6"`);
    await queryRunner.query(`DROP INDEX "IDX_6693f98247b4cb8901b8992671"`);
    await queryRunner.query(`ALTER TABLE "phone_numbers" RENAME TO "temporary_phone_numbers"`);
    await queryRunner.query(
      `CREATE TABLE "phone_numbers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "phone_number" varchar(32) NOT NULL, "number_type" varchar(16) NOT NULL, "area_code" varchar(8), "real_phone_number" varchar(32) NOT NULL, "provider_sid" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "phone_numbers"("id", "organization_id", "phone_number", "number_type", "area_code", "real_phone_number", "provider_sid", "created_at", "updated_at") SELECT "id", "organization_id", "phone_number", "number_type", "area_code", "real_phone_number", "provider_sid", "created_at", "updated_at" FROM "temporary_phone_numbers"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_phone_numbers"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_fa2ab221be131254a7f2760fe6" ON "phone_numbers" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_6693f98247b4cb8901b8992671" ON "phone_numbers" ("phone_number") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_e47c631e13939c7557689eef87"`);
    await queryRunner.query(`ALTER TABLE "marketing_groups" RENAME TO "temporary_marketing_groups"`);
    await queryRunner.query(
      `CREATE TABLE "marketing_groups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_normalized" varchar(100) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "marketing_groups"("id", "organization_id", "name", "name_normalized", "created_at") SELECT "id", "organization_id", "name", "name_normalized", "created_at" FROM "temporary_marketing_groups"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_marketing_groups"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_e47c631e13939c7557689eef87" ON "marketing_groups" ("organization_id", "name_normalized") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_e3c20015bfc2c4a9f74716e0b9"`);
    await queryRunner.query(`DROP INDEX "IDX_7bfca5a1712d0659851a811e0a"`);
    await queryRunner.query(`DROP TABLE "sms_suppressions"`);
    await queryRunner.query(`DROP INDEX "IDX_bc9feec680a445b428e87d7b50"`);
    await queryRunner.query(`DROP INDEX "IDX_b96e9b8b6cadcb5c054a24acd9"`);
    await queryRunner.query(`DROP INDEX "IDX_1ebf892bbfe4600ebb6626d1d0"`);
    await queryRunner.query(`DROP TABLE "inbound_texts"`);
    await queryRunner.query(`DROP INDEX "IDX_9ba27cfd1cf3b1acb13724dced"`);
    await queryRunner.query(`DROP INDEX "IDX_df1e320901dd2b19862d456c66"`);
    await queryRunner.query(`DROP INDEX "IDX_88ffe46b5e23b88eab82204f49"`);
    await queryRunner.query(`DROP INDEX "IDX_eb946a0e0208e2ad32e82aebe3"`);
    await queryRunner.query(`DROP INDEX "IDX_f35004f9c31f7e7687d7487fa9"`);
    await queryRunner.query(`DROP TABLE "text_recipients"`);
    await queryRunner.query(`DROP INDEX "IDX_72a31567dfa6ab2160a8648297"`);
    await queryRunner.query(`DROP TABLE "text_sends"`);
    await queryRunner.query(`DROP INDEX "IDX_2aece5776efde4268e52b05d54"`);
    await queryRunner.query(`DROP INDEX "IDX_c89ac8de06f00423922e8ee847"`);
    await queryRunner.query(`DROP INDEX "IDX_d17aec41c92831873401f45a96"`);
    await queryRunner.query(`DROP TABLE "call_logs"`);
    await queryRunner.query(`DROP INDEX "IDX_fa2ab221be131254a7f2760fe6"`);
    await queryRunner.query(`DROP INDEX "IDX_6693f98247b4cb8901b8992671"`);
    await queryRunner.query(`DROP TABLE "phone_numbers"`);
  }
}
