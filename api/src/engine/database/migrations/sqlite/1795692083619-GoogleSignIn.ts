import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GoogleSignIn1795692083619 implements MigrationInterface {
  name = 'GoogleSignIn1795692083619';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "google_sign_ins" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "state_hash" varchar(64) NOT NULL, "code_verifier" varchar(128) NOT NULL, "nonce" varchar(64) NOT NULL, "callback_at" datetime, "exchange_code_hash" varchar(64), "user_id" integer, "expires_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_5153aa7887aa5d2608a6bb47d5e" UNIQUE ("state_hash"), CONSTRAINT "UQ_c19f5f91725a879c384bbaf7886" UNIQUE ("exchange_code_hash"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a7b54fbb6a5341780d41582eb8" ON "google_sign_ins" ("expires_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_a7b54fbb6a5341780d41582eb8"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_google_sign_ins" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "state_hash" varchar(64) NOT NULL, "code_verifier" varchar(128) NOT NULL, "nonce" varchar(64) NOT NULL, "callback_at" datetime, "exchange_code_hash" varchar(64), "user_id" integer, "expires_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_5153aa7887aa5d2608a6bb47d5e" UNIQUE ("state_hash"), CONSTRAINT "UQ_c19f5f91725a879c384bbaf7886" UNIQUE ("exchange_code_hash"), CONSTRAINT "FK_387d7a8f5242783437ec15ccc6c" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_google_sign_ins"("id", "state_hash", "code_verifier", "nonce", "callback_at", "exchange_code_hash", "user_id", "expires_at", "created_at") SELECT "id", "state_hash", "code_verifier", "nonce", "callback_at", "exchange_code_hash", "user_id", "expires_at", "created_at" FROM "google_sign_ins"`,
    );
    await queryRunner.query(`DROP TABLE "google_sign_ins"`);
    await queryRunner.query(`ALTER TABLE "temporary_google_sign_ins" RENAME TO "google_sign_ins"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_a7b54fbb6a5341780d41582eb8" ON "google_sign_ins" ("expires_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_a7b54fbb6a5341780d41582eb8"`);
    await queryRunner.query(`ALTER TABLE "google_sign_ins" RENAME TO "temporary_google_sign_ins"`);
    await queryRunner.query(
      `CREATE TABLE "google_sign_ins" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "state_hash" varchar(64) NOT NULL, "code_verifier" varchar(128) NOT NULL, "nonce" varchar(64) NOT NULL, "callback_at" datetime, "exchange_code_hash" varchar(64), "user_id" integer, "expires_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_5153aa7887aa5d2608a6bb47d5e" UNIQUE ("state_hash"), CONSTRAINT "UQ_c19f5f91725a879c384bbaf7886" UNIQUE ("exchange_code_hash"))`,
    );
    await queryRunner.query(
      `INSERT INTO "google_sign_ins"("id", "state_hash", "code_verifier", "nonce", "callback_at", "exchange_code_hash", "user_id", "expires_at", "created_at") SELECT "id", "state_hash", "code_verifier", "nonce", "callback_at", "exchange_code_hash", "user_id", "expires_at", "created_at" FROM "temporary_google_sign_ins"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_google_sign_ins"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_a7b54fbb6a5341780d41582eb8" ON "google_sign_ins" ("expires_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_a7b54fbb6a5341780d41582eb8"`);
    await queryRunner.query(`DROP TABLE "google_sign_ins"`);
  }
}
