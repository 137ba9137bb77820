import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Services1795284968351 implements MigrationInterface {
  name = 'Services1795284968351';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "local_service_products" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "description" varchar(1024), "statement_descriptor" varchar(22), "unit_label" varchar(12), "metadata" json NOT NULL, "default_price_id" varchar(64), "active" boolean NOT NULL DEFAULT (1), "idempotency_key" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_25d140d020e7565636bdfcd59ef" UNIQUE ("idempotency_key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_069ef89675e2606a50f63cbef1" ON "local_service_products" ("organization_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "local_service_prices" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" integer NOT NULL, "product_id" varchar(64) NOT NULL, "unit_amount" integer NOT NULL, "currency" varchar(3) NOT NULL DEFAULT ('usd'), "interval" varchar(8), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_79673aba3f1b26bba234d055d1" ON "local_service_prices" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "services" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer, "name" varchar(100) NOT NULL, "description" varchar(500), "statement_descriptor" varchar(22), "unit_label" varchar(12), "metadata" json NOT NULL, "price" integer, "price_type" varchar(16) NOT NULL DEFAULT ('recurring'), "billing_period" varchar(8), "price_description" varchar(100), "product_id" varchar(255), "price_id" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_8115a888d06f9360b92bf8aa15" ON "services" ("organization_id", "product_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9a18f4c0028a75347e5bab99f7" ON "services" ("organization_id", "name") `,
    );
    await queryRunner.query(
      `CREATE TABLE "service_prices" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "service_id" integer NOT NULL, "price_id" varchar(255), "unit_amount" integer NOT NULL, "currency" varchar(3) NOT NULL DEFAULT ('usd'), "price_type" varchar(16) NOT NULL, "billing_period" varchar(8), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_874b2f636cc2cb53ec02f80399" ON "service_prices" ("service_id") `,
    );
    // The default service set (organization_id NULL), shown while organization_settings.show_default_services is on.
    await queryRunner.query(
      `INSERT INTO "services" ("organization_id", "name", "description", "metadata", "price", "price_type", "billing_period") VALUES (NULL, 'Consultation', 'A one-time meeting to understand your needs and recommend next steps.', '[]', 15000, 'one_time', NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "services" ("organization_id", "name", "description", "metadata", "price", "price_type", "billing_period") VALUES (NULL, 'Monthly retainer', 'Ongoing service billed every month.', '[]', 50000, 'recurring', 'monthly')`,
    );
    await queryRunner.query(
      `INSERT INTO "services" ("organization_id", "name", "description", "metadata", "price", "price_type", "billing_period") VALUES (NULL, 'Policy review', 'A review of your current policies and coverage.', '[]', 7500, 'one_time', NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "services" WHERE "organization_id" IS NULL`);
    await queryRunner.query(`DROP INDEX "IDX_874b2f636cc2cb53ec02f80399"`);
    await queryRunner.query(`DROP TABLE "service_prices"`);
    await queryRunner.query(`DROP INDEX "IDX_9a18f4c0028a75347e5bab99f7"`);
    await queryRunner.query(`DROP INDEX "IDX_8115a888d06f9360b92bf8aa15"`);
    await queryRunner.query(`DROP TABLE "services"`);
    await queryRunner.query(`DROP INDEX "IDX_79673aba3f1b26bba234d055d1"`);
    await queryRunner.query(`DROP TABLE "local_service_prices"`);
    await queryRunner.query(`DROP INDEX "IDX_069ef89675e2606a50f63cbef1"`);
    await queryRunner.query(`DROP TABLE "local_service_products"`);
  }
}
