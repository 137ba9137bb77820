import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsAndOrganizations1795274666865 implements MigrationInterface {
  name = 'AccountsAndOrganizations1795274666865';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "email_signatures" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "user_id" integer NOT NULL, "html" text NOT NULL, "use_company_number" boolean NOT NULL DEFAULT (0), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_8e2da9facfaf68ad8349437b0b" ON "email_signatures" ("organization_id", "user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "invitations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "email" varchar(254) NOT NULL, "email_normalized" varchar(254) NOT NULL, "token_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "invited_by_id" integer, "invited_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_872ac94a64b3d44fc4b554780cd" UNIQUE ("token_hash"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_0457471a3fe35edbf30a90e935" ON "invitations" ("organization_id", "email_normalized") `,
    );
    await queryRunner.query(
      `CREATE TABLE "backup_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "code_hash" varchar(64) NOT NULL, "used_at" datetime)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bdf93036ac0728e92a3b587462" ON "backup_codes" ("user_id", "code_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "login_challenges" ("id" varchar(36) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "two_factor_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "purpose" varchar CHECK( "purpose" IN ('login','setup','disable') ) NOT NULL, "phone" varchar(32) NOT NULL, "code_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "sent_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_baa9f88e679ed4a49595eb8fdf" ON "two_factor_codes" ("user_id", "purpose", "sent_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "temporary_organizations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "email" varchar(254) NOT NULL, "email_normalized" varchar(254) NOT NULL, "industry_id" integer, "logo" varchar(1024), "seat_number" integer NOT NULL DEFAULT (1), "used_seats" integer NOT NULL DEFAULT (0), "package_id" varchar(255), "stripe_customer_id" varchar(255), "is_subscribed" boolean NOT NULL DEFAULT (0), "eula" integer NOT NULL DEFAULT (0), "last_eula" integer NOT NULL DEFAULT (0), "deletions" json NOT NULL, "email_change_token_expiration" datetime, "email_change_new_email" varchar(254), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "email_change_token_hash" varchar(64), "delete_after" datetime, "deletion_claimed_at" datetime, CONSTRAINT "UQ_0738c2570657e1cb5f895fa5b94" UNIQUE ("email_normalized"), CONSTRAINT "FK_c3b69b31bd7f07c3ffa608d9cdb" FOREIGN KEY ("industry_id") REFERENCES "industries" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_organizations"("id", "name", "email", "email_normalized", "industry_id", "logo", "seat_number", "used_seats", "package_id", "stripe_customer_id", "is_subscribed", "eula", "last_eula", "deletions", "email_change_token_expiration", "email_change_new_email", "created_at", "updated_at") SELECT "id", "name", "email", "email_normalized", "industry_id", "logo", "seat_number", "used_seats", "package_id", "stripe_customer_id", "is_subscribed", "eula", "last_eula", "deletions", "email_change_token_expiration", "email_change_new_email", "created_at", "updated_at" FROM "organizations"`,
    );
    await queryRunner.query(`DROP TABLE "organizations"`);
    await queryRunner.query(`ALTER TABLE "temporary_organizations" RENAME TO "organizations"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "email_normalized" varchar(254) NOT NULL, "password_hash" varchar(255), "first_name" varchar(150) NOT NULL, "last_name" varchar(150) NOT NULL, "address" varchar(255), "city" varchar(150), "state" varchar(150), "zip_code" varchar(20), "cell_phone" varchar(32), "signature" text, "is_2fa_enabled" boolean NOT NULL DEFAULT (0), "is_otp_enabled" boolean NOT NULL DEFAULT (0), "provider" varchar(32) NOT NULL DEFAULT ('email'), "email_change_new_email" varchar(254), "email_change_token_expiration" datetime, "sms_notif" boolean NOT NULL DEFAULT (0), "is_verified" boolean NOT NULL DEFAULT (0), "is_superuser" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "two_factor_phone" varchar(32), "otp_secret" varchar(255), "otp_pending_secret" varchar(255), "otp_last_step" integer, CONSTRAINT "UQ_5a42435a9cd1daeec3adbb42636" UNIQUE ("email_normalized"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_users"("id", "email", "email_normalized", "password_hash", "first_name", "last_name", "address", "city", "state", "zip_code", "cell_phone", "signature", "is_2fa_enabled", "is_otp_enabled", "provider", "email_change_new_email", "email_change_token_expiration", "sms_notif", "is_verified", "is_superuser", "created_at", "updated_at") SELECT "id", "email", "email_normalized", "password_hash", "first_name", "last_name", "address", "city", "state", "zip_code", "cell_phone", "signature", "is_2fa_enabled", "is_otp_enabled", "provider", "email_change_new_email", "email_change_token_expiration", "sms_notif", "is_verified", "is_superuser", "created_at", "updated_at" FROM "users"`,
    );
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`ALTER TABLE "temporary_users" RENAME TO "users"`);
    await queryRunner.query(`DROP INDEX "IDX_018295f41628791c301bfe8b62"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "purpose" varchar CHECK( "purpose" IN ('verify','reset','email_change') ) NOT NULL, "token_hash" varchar(64) NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_8acb431edfc9f9d0e77741468ed" UNIQUE ("token_hash"), CONSTRAINT "FK_018295f41628791c301bfe8b625" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_tokens"("id", "purpose", "token_hash", "user_id", "expires_at", "used_at", "created_at") SELECT "id", "purpose", "token_hash", "user_id", "expires_at", "used_at", "created_at" FROM "email_tokens"`,
    );
    await queryRunner.query(`DROP TABLE "email_tokens"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_tokens" RENAME TO "email_tokens"`);
    await queryRunner.query(`CREATE INDEX "IDX_018295f41628791c301bfe8b62" ON "email_tokens" ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_f9ce1e87dd0753becc9eb8147d" ON "organizations" ("email_change_token_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f57497f7349976f4e4a804bc22" ON "organizations" ("delete_after") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_8e2da9facfaf68ad8349437b0b"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_signatures" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "user_id" integer NOT NULL, "html" text NOT NULL, "use_company_number" boolean NOT NULL DEFAULT (0), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_eb20078bef48d71900b7aa9cfd3" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_cb98fa3f085176b6a784b0e5c2d" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_signatures"("id", "organization_id", "user_id", "html", "use_company_number", "updated_at") SELECT "id", "organization_id", "user_id", "html", "use_company_number", "updated_at" FROM "email_signatures"`,
    );
    await queryRunner.query(`DROP TABLE "email_signatures"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_signatures" RENAME TO "email_signatures"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_8e2da9facfaf68ad8349437b0b" ON "email_signatures" ("organization_id", "user_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_0457471a3fe35edbf30a90e935"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_invitations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "email" varchar(254) NOT NULL, "email_normalized" varchar(254) NOT NULL, "token_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "invited_by_id" integer, "invited_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_872ac94a64b3d44fc4b554780cd" UNIQUE ("token_hash"), CONSTRAINT "FK_42d1dbb4d85dc3643fdc6560af0" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_d4de0403dd012cf87b430af70ef" FOREIGN KEY ("invited_by_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_invitations"("id", "organization_id", "email", "email_normalized", "token_hash", "expires_at", "invited_by_id", "invited_at", "created_at") SELECT "id", "organization_id", "email", "email_normalized", "token_hash", "expires_at", "invited_by_id", "invited_at", "created_at" FROM "invitations"`,
    );
    await queryRunner.query(`DROP TABLE "invitations"`);
    await queryRunner.query(`ALTER TABLE "temporary_invitations" RENAME TO "invitations"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_0457471a3fe35edbf30a90e935" ON "invitations" ("organization_id", "email_normalized") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_bdf93036ac0728e92a3b587462"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_backup_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "code_hash" varchar(64) NOT NULL, "used_at" datetime, CONSTRAINT "FK_70066ea80d2f4b871beda32633b" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_backup_codes"("id", "user_id", "code_hash", "used_at") SELECT "id", "user_id", "code_hash", "used_at" FROM "backup_codes"`,
    );
    await queryRunner.query(`DROP TABLE "backup_codes"`);
    await queryRunner.query(`ALTER TABLE "temporary_backup_codes" RENAME TO "backup_codes"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_bdf93036ac0728e92a3b587462" ON "backup_codes" ("user_id", "code_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "temporary_login_challenges" ("id" varchar(36) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_23bb9553efaa83910672d214f65" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_login_challenges"("id", "user_id", "attempts", "expires_at", "used_at", "created_at") SELECT "id", "user_id", "attempts", "expires_at", "used_at", "created_at" FROM "login_challenges"`,
    );
    await queryRunner.query(`DROP TABLE "login_challenges"`);
    await queryRunner.query(`ALTER TABLE "temporary_login_challenges" RENAME TO "login_challenges"`);
    await queryRunner.query(`DROP INDEX "IDX_baa9f88e679ed4a49595eb8fdf"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_two_factor_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "purpose" varchar CHECK( "purpose" IN ('login','setup','disable') ) NOT NULL, "phone" varchar(32) NOT NULL, "code_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "sent_at" datetime NOT NULL, CONSTRAINT "FK_2964c08f5dad491493479c38601" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_two_factor_codes"("id", "user_id", "purpose", "phone", "code_hash", "expires_at", "used_at", "sent_at") SELECT "id", "user_id", "purpose", "phone", "code_hash", "expires_at", "used_at", "sent_at" FROM "two_factor_codes"`,
    );
    await queryRunner.query(`DROP TABLE "two_factor_codes"`);
    await queryRunner.query(`ALTER TABLE "temporary_two_factor_codes" RENAME TO "two_factor_codes"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_baa9f88e679ed4a49595eb8fdf" ON "two_factor_codes" ("user_id", "purpose", "sent_at") `,
    );
  }

  // Hand-edited: TypeORM's undo runs "PRAGMA foreign_keys = OFF" inside the transaction (a no-op), so re-creating
  // users/organizations would rewrite their children's foreign keys to the dropped temporary table. Columns
  // are dropped in place instead (SQLite >= 3.35).
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_baa9f88e679ed4a49595eb8fdf"`);
    await queryRunner.query(`ALTER TABLE "two_factor_codes" RENAME TO "temporary_two_factor_codes"`);
    await queryRunner.query(
      `CREATE TABLE "two_factor_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "purpose" varchar CHECK( "purpose" IN ('login','setup','disable') ) NOT NULL, "phone" varchar(32) NOT NULL, "code_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "sent_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "two_factor_codes"("id", "user_id", "purpose", "phone", "code_hash", "expires_at", "used_at", "sent_at") SELECT "id", "user_id", "purpose", "phone", "code_hash", "expires_at", "used_at", "sent_at" FROM "temporary_two_factor_codes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_two_factor_codes"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_baa9f88e679ed4a49595eb8fdf" ON "two_factor_codes" ("user_id", "purpose", "sent_at") `,
    );
    await queryRunner.query(`ALTER TABLE "login_challenges" RENAME TO "temporary_login_challenges"`);
    await queryRunner.query(
      `CREATE TABLE "login_challenges" ("id" varchar(36) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "login_challenges"("id", "user_id", "attempts", "expires_at", "used_at", "created_at") SELECT "id", "user_id", "attempts", "expires_at", "used_at", "created_at" FROM "temporary_login_challenges"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_login_challenges"`);
    await queryRunner.query(`DROP INDEX "IDX_bdf93036ac0728e92a3b587462"`);
    await queryRunner.query(`ALTER TABLE "backup_codes" RENAME TO "temporary_backup_codes"`);
    await queryRunner.query(
      `CREATE TABLE "backup_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "code_hash" varchar(64) NOT NULL, "used_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "backup_codes"("id", "user_id", "code_hash", "used_at") SELECT "id", "user_id", "code_hash", "used_at" FROM "temporary_backup_codes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_backup_codes"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_bdf93036ac0728e92a3b587462" ON "backup_codes" ("user_id", "code_hash") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_0457471a3fe35edbf30a90e935"`);
    await queryRunner.query(`ALTER TABLE "invitations" RENAME TO "temporary_invitations"`);
    await queryRunner.query(
      `CREATE TABLE "invitations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "email" varchar(254) NOT NULL, "email_normalized" varchar(254) NOT NULL, "token_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "invited_by_id" integer, "invited_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_872ac94a64b3d44fc4b554780cd" UNIQUE ("token_hash"))`,
    );
    await queryRunner.query(
      `INSERT INTO "invitations"("id", "organization_id", "email", "email_normalized", "token_hash", "expires_at", "invited_by_id", "invited_at", "created_at") SELECT "id", "organization_id", "email", "email_normalized", "token_hash", "expires_at", "invited_by_id", "invited_at", "created_at" FROM "temporary_invitations"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_invitations"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_0457471a3fe35edbf30a90e935" ON "invitations" ("organization_id", "email_normalized") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_8e2da9facfaf68ad8349437b0b"`);
    await queryRunner.query(`ALTER TABLE "email_signatures" RENAME TO "temporary_email_signatures"`);
    await queryRunner.query(
      `CREATE TABLE "email_signatures" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "user_id" integer NOT NULL, "html" text NOT NULL, "use_company_number" boolean NOT NULL DEFAULT (0), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "email_signatures"("id", "organization_id", "user_id", "html", "use_company_number", "updated_at") SELECT "id", "organization_id", "user_id", "html", "use_company_number", "updated_at" FROM "temporary_email_signatures"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_signatures"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_8e2da9facfaf68ad8349437b0b" ON "email_signatures" ("organization_id", "user_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_f57497f7349976f4e4a804bc22"`);
    await queryRunner.query(`DROP INDEX "IDX_f9ce1e87dd0753becc9eb8147d"`);
    await queryRunner.query(`DROP INDEX "IDX_018295f41628791c301bfe8b62"`);
    await queryRunner.query(`ALTER TABLE "email_tokens" RENAME TO "temporary_email_tokens"`);
    await queryRunner.query(
      `CREATE TABLE "email_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "purpose" varchar CHECK( "purpose" IN ('verify','reset') ) NOT NULL, "token_hash" varchar(64) NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_8acb431edfc9f9d0e77741468ed" UNIQUE ("token_hash"), CONSTRAINT "FK_018295f41628791c301bfe8b625" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "email_tokens"("id", "purpose", "token_hash", "user_id", "expires_at", "used_at", "created_at") SELECT "id", "purpose", "token_hash", "user_id", "expires_at", "used_at", "created_at" FROM "temporary_email_tokens"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_tokens"`);
    await queryRunner.query(`CREATE INDEX "IDX_018295f41628791c301bfe8b62" ON "email_tokens" ("user_id") `);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "two_factor_phone"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "otp_secret"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "otp_pending_secret"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "otp_last_step"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "email_change_token_hash"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "delete_after"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "deletion_claimed_at"`);
    await queryRunner.query(`DROP INDEX "IDX_baa9f88e679ed4a49595eb8fdf"`);
    await queryRunner.query(`DROP TABLE "two_factor_codes"`);
    await queryRunner.query(`DROP TABLE "login_challenges"`);
    await queryRunner.query(`DROP INDEX "IDX_bdf93036ac0728e92a3b587462"`);
    await queryRunner.query(`DROP TABLE "backup_codes"`);
    await queryRunner.query(`DROP INDEX "IDX_0457471a3fe35edbf30a90e935"`);
    await queryRunner.query(`DROP TABLE "invitations"`);
    await queryRunner.query(`DROP INDEX "IDX_8e2da9facfaf68ad8349437b0b"`);
    await queryRunner.query(`DROP TABLE "email_signatures"`);
  }
}
