import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailSendingDomains1795777595573 implements MigrationInterface {
  name = 'EmailSendingDomains1795777595573';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "email_sending_domains" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "domain" varchar(253) NOT NULL, "ip_address" varchar(45) NOT NULL, "dkim_selector" varchar(63) NOT NULL, "dkim_private_key" text NOT NULL, "records" json NOT NULL, "valid" boolean NOT NULL DEFAULT (0), "verified_at" datetime, "sender_email" varchar(254), "sender_name" varchar(100), "reply_to_email" varchar(254), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_be8d633d32fee2d92f17cfe076" ON "email_sending_domains" ("domain") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_db69b5c0eb068b51252c72ecbd" ON "email_sending_domains" ("organization_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_be8d633d32fee2d92f17cfe076"`);
    await queryRunner.query(`DROP INDEX "IDX_db69b5c0eb068b51252c72ecbd"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_sending_domains" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "domain" varchar(253) NOT NULL, "ip_address" varchar(45) NOT NULL, "dkim_selector" varchar(63) NOT NULL, "dkim_private_key" text NOT NULL, "records" json NOT NULL, "valid" boolean NOT NULL DEFAULT (0), "verified_at" datetime, "sender_email" varchar(254), "sender_name" varchar(100), "reply_to_email" varchar(254), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_db69b5c0eb068b51252c72ecbdb" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_sending_domains"("id", "organization_id", "domain", "ip_address", "dkim_selector", "dkim_private_key", "records", "valid", "verified_at", "sender_email", "sender_name", "reply_to_email", "created_at", "updated_at") SELECT "id", "organization_id", "domain", "ip_address", "dkim_selector", "dkim_private_key", "records", "valid", "verified_at", "sender_email", "sender_name", "reply_to_email", "created_at", "updated_at" FROM "email_sending_domains"`,
    );
    await queryRunner.query(`DROP TABLE "email_sending_domains"`);
    await queryRunner.query(
      `ALTER TABLE "temporary_email_sending_domains" RENAME TO "email_sending_domains"`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_be8d633d32fee2d92f17cfe076" ON "email_sending_domains" ("domain") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_db69b5c0eb068b51252c72ecbd" ON "email_sending_domains" ("organization_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_db69b5c0eb068b51252c72ecbd"`);
    await queryRunner.query(`DROP INDEX "IDX_be8d633d32fee2d92f17cfe076"`);
    await queryRunner.query(
      `ALTER TABLE "email_sending_domains" RENAME TO "temporary_email_sending_domains"`,
    );
    await queryRunner.query(
      `CREATE TABLE "email_sending_domains" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "domain" varchar(253) NOT NULL, "ip_address" varchar(45) NOT NULL, "dkim_selector" varchar(63) NOT NULL, "dkim_private_key" text NOT NULL, "records" json NOT NULL, "valid" boolean NOT NULL DEFAULT (0), "verified_at" datetime, "sender_email" varchar(254), "sender_name" varchar(100), "reply_to_email" varchar(254), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "email_sending_domains"("id", "organization_id", "domain", "ip_address", "dkim_selector", "dkim_private_key", "records", "valid", "verified_at", "sender_email", "sender_name", "reply_to_email", "created_at", "updated_at") SELECT "id", "organization_id", "domain", "ip_address", "dkim_selector", "dkim_private_key", "records", "valid", "verified_at", "sender_email", "sender_name", "reply_to_email", "created_at", "updated_at" FROM "temporary_email_sending_domains"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_sending_domains"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_db69b5c0eb068b51252c72ecbd" ON "email_sending_domains" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_be8d633d32fee2d92f17cfe076" ON "email_sending_domains" ("domain") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_db69b5c0eb068b51252c72ecbd"`);
    await queryRunner.query(`DROP INDEX "IDX_be8d633d32fee2d92f17cfe076"`);
    await queryRunner.query(`DROP TABLE "email_sending_domains"`);
  }
}
