import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795270843718 implements MigrationInterface {
  name = 'Init1795270843718';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "email_normalized" varchar(254) NOT NULL, "password_hash" varchar(255), "first_name" varchar(150) NOT NULL, "last_name" varchar(150) NOT NULL, "address" varchar(255), "city" varchar(150), "state" varchar(150), "zip_code" varchar(20), "cell_phone" varchar(32), "signature" text, "is_2fa_enabled" boolean NOT NULL DEFAULT (0), "is_otp_enabled" boolean NOT NULL DEFAULT (0), "provider" varchar(32) NOT NULL DEFAULT ('email'), "email_change_new_email" varchar(254), "email_change_token_expiration" datetime, "sms_notif" boolean NOT NULL DEFAULT (0), "is_verified" boolean NOT NULL DEFAULT (0), "is_superuser" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_5a42435a9cd1daeec3adbb42636" UNIQUE ("email_normalized"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "email_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "purpose" varchar CHECK( "purpose" IN ('verify','reset') ) NOT NULL, "token_hash" varchar(64) NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_8acb431edfc9f9d0e77741468ed" UNIQUE ("token_hash"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_018295f41628791c301bfe8b62" ON "email_tokens" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "refresh_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "token_hash" varchar(64) NOT NULL, "family_id" varchar(36) NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "revoked_at" datetime, "replaced_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_a7838d2ba25be1342091b6695f1" UNIQUE ("token_hash"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d5e27da0cd39bc3bb2811fc8ba" ON "refresh_tokens" ("family_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3ddc983c5f7bcf132fd8732c3f" ON "refresh_tokens" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "industries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, CONSTRAINT "UQ_447df075c342af02a92901dc810" UNIQUE ("name"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "organizations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "email" varchar(254) NOT NULL, "email_normalized" varchar(254) NOT NULL, "industry_id" integer, "logo" varchar(1024), "seat_number" integer NOT NULL DEFAULT (1), "used_seats" integer NOT NULL DEFAULT (0), "package_id" varchar(255), "stripe_customer_id" varchar(255), "is_subscribed" boolean NOT NULL DEFAULT (0), "eula" integer NOT NULL DEFAULT (0), "last_eula" integer NOT NULL DEFAULT (0), "deletions" json NOT NULL, "email_change_token_expiration" datetime, "email_change_new_email" varchar(254), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_0738c2570657e1cb5f895fa5b94" UNIQUE ("email_normalized"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "outbound_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer, "channel" varchar CHECK( "channel" IN ('email','sms') ) NOT NULL, "to_address" varchar(254) NOT NULL, "subject" varchar(255), "text" text NOT NULL, "html" text, "category" varchar(64) NOT NULL, "status" varchar CHECK( "status" IN ('pending','processing','sent','failed') ) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "claimed_by" varchar(64), "claimed_at" datetime, "next_attempt_at" datetime, "last_error" text, "sent_at" datetime, "provider_message_id" varchar(128), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c63bd3157381ce7ded4de003d1" ON "outbound_messages" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b3f62fe7f4e1f1ef5768f3c35f" ON "outbound_messages" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "organization_members" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "user_id" integer NOT NULL, "is_owner" boolean NOT NULL DEFAULT (0), "status" varchar CHECK( "status" IN ('owner','accepted','pending') ) NOT NULL, "invited" boolean NOT NULL DEFAULT (0), "date_joined" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_89bde91f78d36ca41e9515d91c" ON "organization_members" ("user_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_f4812f00736e35131a65d6032d" ON "organization_members" ("organization_id", "user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "releases" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "version" varchar(32) NOT NULL, "title" varchar(255) NOT NULL, "notes" text NOT NULL, "released_at" datetime NOT NULL, CONSTRAINT "UQ_1978ebbe268373327a072ad0e98" UNIQUE ("version"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "outbox_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "idempotency_key" varchar(128) NOT NULL, "organization_id" integer, "channel" varchar CHECK( "channel" IN ('email','sms') ) NOT NULL, "to_address" varchar(254) NOT NULL, "to_normalized" varchar(254) NOT NULL, "from_address" varchar(254) NOT NULL, "subject" varchar(255), "text" text NOT NULL, "html" text, "category" varchar(64) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_d6d234f89900376e7e91c8149bf" UNIQUE ("idempotency_key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1f3c4f035f0a5befb6de1da25b" ON "outbox_messages" ("to_normalized") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6a0aa110e62ae7aee72e81438c" ON "outbox_messages" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_018295f41628791c301bfe8b62"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "purpose" varchar CHECK( "purpose" IN ('verify','reset') ) NOT NULL, "token_hash" varchar(64) NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_8acb431edfc9f9d0e77741468ed" UNIQUE ("token_hash"), CONSTRAINT "FK_018295f41628791c301bfe8b625" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_tokens"("id", "purpose", "token_hash", "user_id", "expires_at", "used_at", "created_at") SELECT "id", "purpose", "token_hash", "user_id", "expires_at", "used_at", "created_at" FROM "email_tokens"`,
    );
    await queryRunner.query(`DROP TABLE "email_tokens"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_tokens" RENAME TO "email_tokens"`);
    await queryRunner.query(`CREATE INDEX "IDX_018295f41628791c301bfe8b62" ON "email_tokens" ("user_id") `);
    await queryRunner.query(`DROP INDEX "IDX_d5e27da0cd39bc3bb2811fc8ba"`);
    await queryRunner.query(`DROP INDEX "IDX_3ddc983c5f7bcf132fd8732c3f"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_refresh_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "token_hash" varchar(64) NOT NULL, "family_id" varchar(36) NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "revoked_at" datetime, "replaced_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_a7838d2ba25be1342091b6695f1" UNIQUE ("token_hash"), CONSTRAINT "FK_3ddc983c5f7bcf132fd8732c3f4" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_refresh_tokens"("id", "token_hash", "family_id", "user_id", "expires_at", "revoked_at", "replaced_by", "created_at") SELECT "id", "token_hash", "family_id", "user_id", "expires_at", "revoked_at", "replaced_by", "created_at" FROM "refresh_tokens"`,
    );
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`ALTER TABLE "temporary_refresh_tokens" RENAME TO "refresh_tokens"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d5e27da0cd39bc3bb2811fc8ba" ON "refresh_tokens" ("family_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3ddc983c5f7bcf132fd8732c3f" ON "refresh_tokens" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_organizations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "email" varchar(254) NOT NULL, "email_normalized" varchar(254) NOT NULL, "industry_id" integer, "logo" varchar(1024), "seat_number" integer NOT NULL DEFAULT (1), "used_seats" integer NOT NULL DEFAULT (0), "package_id" varchar(255), "stripe_customer_id" varchar(255), "is_subscribed" boolean NOT NULL DEFAULT (0), "eula" integer NOT NULL DEFAULT (0), "last_eula" integer NOT NULL DEFAULT (0), "deletions" json NOT NULL, "email_change_token_expiration" datetime, "email_change_new_email" varchar(254), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_0738c2570657e1cb5f895fa5b94" UNIQUE ("email_normalized"), CONSTRAINT "FK_c3b69b31bd7f07c3ffa608d9cdb" FOREIGN KEY ("industry_id") REFERENCES "industries" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_organizations"("id", "name", "email", "email_normalized", "industry_id", "logo", "seat_number", "used_seats", "package_id", "stripe_customer_id", "is_subscribed", "eula", "last_eula", "deletions", "email_change_token_expiration", "email_change_new_email", "created_at", "updated_at") SELECT "id", "name", "email", "email_normalized", "industry_id", "logo", "seat_number", "used_seats", "package_id", "stripe_customer_id", "is_subscribed", "eula", "last_eula", "deletions", "email_change_token_expiration", "email_change_new_email", "created_at", "updated_at" FROM "organizations"`,
    );
    await queryRunner.query(`DROP TABLE "organizations"`);
    await queryRunner.query(`ALTER TABLE "temporary_organizations" RENAME TO "organizations"`);
    await queryRunner.query(`DROP INDEX "IDX_c63bd3157381ce7ded4de003d1"`);
    await queryRunner.query(`DROP INDEX "IDX_b3f62fe7f4e1f1ef5768f3c35f"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_outbound_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer, "channel" varchar CHECK( "channel" IN ('email','sms') ) NOT NULL, "to_address" varchar(254) NOT NULL, "subject" varchar(255), "text" text NOT NULL, "html" text, "category" varchar(64) NOT NULL, "status" varchar CHECK( "status" IN ('pending','processing','sent','failed') ) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "claimed_by" varchar(64), "claimed_at" datetime, "next_attempt_at" datetime, "last_error" text, "sent_at" datetime, "provider_message_id" varchar(128), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_7702d8bfcbca37b832f89e6d1e9" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_outbound_messages"("id", "organization_id", "channel", "to_address", "subject", "text", "html", "category", "status", "attempts", "claimed_by", "claimed_at", "next_attempt_at", "last_error", "sent_at", "provider_message_id", "created_at", "updated_at") SELECT "id", "organization_id", "channel", "to_address", "subject", "text", "html", "category", "status", "attempts", "claimed_by", "claimed_at", "next_attempt_at", "last_error", "sent_at", "provider_message_id", "created_at", "updated_at" FROM "outbound_messages"`,
    );
    await queryRunner.query(`DROP TABLE "outbound_messages"`);
    await queryRunner.query(`ALTER TABLE "temporary_outbound_messages" RENAME TO "outbound_messages"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_c63bd3157381ce7ded4de003d1" ON "outbound_messages" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b3f62fe7f4e1f1ef5768f3c35f" ON "outbound_messages" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_89bde91f78d36ca41e9515d91c"`);
    await queryRunner.query(`DROP INDEX "IDX_f4812f00736e35131a65d6032d"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_organization_members" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "user_id" integer NOT NULL, "is_owner" boolean NOT NULL DEFAULT (0), "status" varchar CHECK( "status" IN ('owner','accepted','pending') ) NOT NULL, "invited" boolean NOT NULL DEFAULT (0), "date_joined" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_7062a4fbd9bab22ffd918e5d3d9" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_89bde91f78d36ca41e9515d91c6" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_organization_members"("id", "organization_id", "user_id", "is_owner", "status", "invited", "date_joined", "created_at") SELECT "id", "organization_id", "user_id", "is_owner", "status", "invited", "date_joined", "created_at" FROM "organization_members"`,
    );
    await queryRunner.query(`DROP TABLE "organization_members"`);
    await queryRunner.query(`ALTER TABLE "temporary_organization_members" RENAME TO "organization_members"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_89bde91f78d36ca41e9515d91c" ON "organization_members" ("user_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_f4812f00736e35131a65d6032d" ON "organization_members" ("organization_id", "user_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_f4812f00736e35131a65d6032d"`);
    await queryRunner.query(`DROP INDEX "IDX_89bde91f78d36ca41e9515d91c"`);
    await queryRunner.query(`ALTER TABLE "organization_members" RENAME TO "temporary_organization_members"`);
    await queryRunner.query(
      `CREATE TABLE "organization_members" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "user_id" integer NOT NULL, "is_owner" boolean NOT NULL DEFAULT (0), "status" varchar CHECK( "status" IN ('owner','accepted','pending') ) NOT NULL, "invited" boolean NOT NULL DEFAULT (0), "date_joined" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "organization_members"("id", "organization_id", "user_id", "is_owner", "status", "invited", "date_joined", "created_at") SELECT "id", "organization_id", "user_id", "is_owner", "status", "invited", "date_joined", "created_at" FROM "temporary_organization_members"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_organization_members"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_f4812f00736e35131a65d6032d" ON "organization_members" ("organization_id", "user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_89bde91f78d36ca41e9515d91c" ON "organization_members" ("user_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_b3f62fe7f4e1f1ef5768f3c35f"`);
    await queryRunner.query(`DROP INDEX "IDX_c63bd3157381ce7ded4de003d1"`);
    await queryRunner.query(`ALTER TABLE "outbound_messages" RENAME TO "temporary_outbound_messages"`);
    await queryRunner.query(
      `CREATE TABLE "outbound_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer, "channel" varchar CHECK( "channel" IN ('email','sms') ) NOT NULL, "to_address" varchar(254) NOT NULL, "subject" varchar(255), "text" text NOT NULL, "html" text, "category" varchar(64) NOT NULL, "status" varchar CHECK( "status" IN ('pending','processing','sent','failed') ) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "claimed_by" varchar(64), "claimed_at" datetime, "next_attempt_at" datetime, "last_error" text, "sent_at" datetime, "provider_message_id" varchar(128), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "outbound_messages"("id", "organization_id", "channel", "to_address", "subject", "text", "html", "category", "status", "attempts", "claimed_by", "claimed_at", "next_attempt_at", "last_error", "sent_at", "provider_message_id", "created_at", "updated_at") SELECT "id", "organization_id", "channel", "to_address", "subject", "text", "html", "category", "status", "attempts", "claimed_by", "claimed_at", "next_attempt_at", "last_error", "sent_at", "provider_message_id", "created_at", "updated_at" FROM "temporary_outbound_messages"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_outbound_messages"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_b3f62fe7f4e1f1ef5768f3c35f" ON "outbound_messages" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c63bd3157381ce7ded4de003d1" ON "outbound_messages" ("status") `,
    );
    await queryRunner.query(`ALTER TABLE "organizations" RENAME TO "temporary_organizations"`);
    await queryRunner.query(
      `CREATE TABLE "organizations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "email" varchar(254) NOT NULL, "email_normalized" varchar(254) NOT NULL, "industry_id" integer, "logo" varchar(1024), "seat_number" integer NOT NULL DEFAULT (1), "used_seats" integer NOT NULL DEFAULT (0), "package_id" varchar(255), "stripe_customer_id" varchar(255), "is_subscribed" boolean NOT NULL DEFAULT (0), "eula" integer NOT NULL DEFAULT (0), "last_eula" integer NOT NULL DEFAULT (0), "deletions" json NOT NULL, "email_change_token_expiration" datetime, "email_change_new_email" varchar(254), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_0738c2570657e1cb5f895fa5b94" UNIQUE ("email_normalized"))`,
    );
    await queryRunner.query(
      `INSERT INTO "organizations"("id", "name", "email", "email_normalized", "industry_id", "logo", "seat_number", "used_seats", "package_id", "stripe_customer_id", "is_subscribed", "eula", "last_eula", "deletions", "email_change_token_expiration", "email_change_new_email", "created_at", "updated_at") SELECT "id", "name", "email", "email_normalized", "industry_id", "logo", "seat_number", "used_seats", "package_id", "stripe_customer_id", "is_subscribed", "eula", "last_eula", "deletions", "email_change_token_expiration", "email_change_new_email", "created_at", "updated_at" FROM "temporary_organizations"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_organizations"`);
    await queryRunner.query(`DROP INDEX "IDX_3ddc983c5f7bcf132fd8732c3f"`);
    await queryRunner.query(`DROP INDEX "IDX_d5e27da0cd39bc3bb2811fc8ba"`);
    await queryRunner.query(`ALTER TABLE "refresh_tokens" RENAME TO "temporary_refresh_tokens"`);
    await queryRunner.query(
      `CREATE TABLE "refresh_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "token_hash" varchar(64) NOT NULL, "family_id" varchar(36) NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "revoked_at" datetime, "replaced_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_a7838d2ba25be1342091b6695f1" UNIQUE ("token_hash"))`,
    );
    await queryRunner.query(
      `INSERT INTO "refresh_tokens"("id", "token_hash", "family_id", "user_id", "expires_at", "revoked_at", "replaced_by", "created_at") SELECT "id", "token_hash", "family_id", "user_id", "expires_at", "revoked_at", "replaced_by", "created_at" FROM "temporary_refresh_tokens"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_refresh_tokens"`);
    await queryRunner.query(`CREATE INDEX "IDX_3ddc983c5f7bcf132fd8732c3f" ON "refresh_tokens" ("user_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_d5e27da0cd39bc3bb2811fc8ba" ON "refresh_tokens" ("family_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_018295f41628791c301bfe8b62"`);
    await queryRunner.query(`ALTER TABLE "email_tokens" RENAME TO "temporary_email_tokens"`);
    await queryRunner.query(
      `CREATE TABLE "email_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "purpose" varchar CHECK( "purpose" IN ('verify','reset') ) NOT NULL, "token_hash" varchar(64) NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_8acb431edfc9f9d0e77741468ed" UNIQUE ("token_hash"))`,
    );
    await queryRunner.query(
      `INSERT INTO "email_tokens"("id", "purpose", "token_hash", "user_id", "expires_at", "used_at", "created_at") SELECT "id", "purpose", "token_hash", "user_id", "expires_at", "used_at", "created_at" FROM "temporary_email_tokens"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_tokens"`);
    await queryRunner.query(`CREATE INDEX "IDX_018295f41628791c301bfe8b62" ON "email_tokens" ("user_id") `);
    await queryRunner.query(`DROP INDEX "IDX_6a0aa110e62ae7aee72e81438c"`);
    await queryRunner.query(`DROP INDEX "IDX_1f3c4f035f0a5befb6de1da25b"`);
    await queryRunner.query(`DROP TABLE "outbox_messages"`);
    await queryRunner.query(`DROP TABLE "releases"`);
    await queryRunner.query(`DROP INDEX "IDX_f4812f00736e35131a65d6032d"`);
    await queryRunner.query(`DROP INDEX "IDX_89bde91f78d36ca41e9515d91c"`);
    await queryRunner.query(`DROP TABLE "organization_members"`);
    await queryRunner.query(`DROP INDEX "IDX_b3f62fe7f4e1f1ef5768f3c35f"`);
    await queryRunner.query(`DROP INDEX "IDX_c63bd3157381ce7ded4de003d1"`);
    await queryRunner.query(`DROP TABLE "outbound_messages"`);
    await queryRunner.query(`DROP TABLE "organizations"`);
    await queryRunner.query(`DROP TABLE "industries"`);
    await queryRunner.query(`DROP INDEX "IDX_3ddc983c5f7bcf132fd8732c3f"`);
    await queryRunner.query(`DROP INDEX "IDX_d5e27da0cd39bc3bb2811fc8ba"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP INDEX "IDX_018295f41628791c301bfe8b62"`);
    await queryRunner.query(`DROP TABLE "email_tokens"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
