import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadJobs1795287694668 implements MigrationInterface {
  name = 'LeadJobs1795287694668';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lead_jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "user_id" integer, "kind" varchar(32) NOT NULL, "payload" json NOT NULL, "status" varchar CHECK( "status" IN ('pending','processing','done','failed') ) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "processed" integer NOT NULL DEFAULT (0), "claimed_by" varchar(64), "claimed_at" datetime, "error" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "finished_at" datetime)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3a3e93159c8f8e7d7760b1557b" ON "lead_jobs" ("status") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_688a20b86f130f919ec86b129b" ON "lead_jobs" ("organization_id", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_688a20b86f130f919ec86b129b"`);
    await queryRunner.query(`DROP INDEX "IDX_3a3e93159c8f8e7d7760b1557b"`);
    await queryRunner.query(`DROP TABLE "lead_jobs"`);
  }
}
