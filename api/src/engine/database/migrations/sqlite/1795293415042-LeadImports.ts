import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadImports1795293415042 implements MigrationInterface {
  name = 'LeadImports1795293415042';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lead_imports" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "user_id" integer, "bucket" varchar(16) NOT NULL, "list_id" integer, "file_name" varchar(255) NOT NULL, "file_key" varchar(200) NOT NULL, "headers" json NOT NULL, "status" varchar CHECK( "status" IN ('pending','processing','done','failed') ) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "total" integer NOT NULL DEFAULT (0), "processed" integer NOT NULL DEFAULT (0), "created" integer NOT NULL DEFAULT (0), "updated" integer NOT NULL DEFAULT (0), "rejected" integer NOT NULL DEFAULT (0), "rejected_parts" json, "claimed_by" varchar(64), "claimed_at" datetime, "error" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "finished_at" datetime)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f360c0f322d40d5628c9196a64" ON "lead_imports" ("status") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_60f16f46402a0367251e26bcc8" ON "lead_imports" ("organization_id", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_60f16f46402a0367251e26bcc8"`);
    await queryRunner.query(`DROP INDEX "IDX_f360c0f322d40d5628c9196a64"`);
    await queryRunner.query(`DROP TABLE "lead_imports"`);
  }
}
