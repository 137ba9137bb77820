import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadListPerformance1795294391432 implements MigrationInterface {
  name = 'LeadListPerformance1795294391432';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lead_counts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "fsm_state" varchar(32) NOT NULL, "lead_list_id" integer NOT NULL, "count" integer NOT NULL, "generation" integer NOT NULL, "max_id" integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_28eaf13b92401b3abe0ccbb072" ON "lead_counts" ("organization_id", "fsm_state", "lead_list_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_count_generations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "generation" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_12dc7bccdcb81ca104ca139aa5" ON "lead_count_generations" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e5e14a240d929bb4e5803f1245" ON "leads" ("organization_id", "fsm_state", "email") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1755c8c6f1c264ca000d79fa5c" ON "leads" ("organization_id", "fsm_state", "lead_list_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e5f67732980b0d5e18dd626901" ON "leads" ("organization_id", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_e5f67732980b0d5e18dd626901"`);
    await queryRunner.query(`DROP INDEX "IDX_1755c8c6f1c264ca000d79fa5c"`);
    await queryRunner.query(`DROP INDEX "IDX_e5e14a240d929bb4e5803f1245"`);
    await queryRunner.query(`DROP INDEX "IDX_12dc7bccdcb81ca104ca139aa5"`);
    await queryRunner.query(`DROP TABLE "lead_count_generations"`);
    await queryRunner.query(`DROP INDEX "IDX_28eaf13b92401b3abe0ccbb072"`);
    await queryRunner.query(`DROP TABLE "lead_counts"`);
  }
}
