import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Postcards1795697969007 implements MigrationInterface {
  name = 'Postcards1795697969007';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "postcard_orders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "template_id" integer NOT NULL, "design_id" varchar(64) NOT NULL, "provider" varchar(16) NOT NULL, "provider_order_id" varchar(64), "status" varchar(32) NOT NULL, "mail_class" varchar(32) NOT NULL, "total_recipients" integer NOT NULL, "lead_cutoff" integer NOT NULL DEFAULT (0), "order_state" json NOT NULL, "price_id" varchar(64), "addon_id" varchar(64), "total_price" integer NOT NULL DEFAULT (0), "payment_invoice_id" varchar(255), "paid_at" datetime, "created_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b46f00e65703c0ec5f0b9fa702" ON "postcard_orders" ("organization_id", "provider_order_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f59a6d49955e8e6ea287c85d38" ON "postcard_orders" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "local_postcard_templates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "design_id" varchar(64) NOT NULL, "title" varchar(150) NOT NULL, "color" varchar(16) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_960d0ff66896265b72318f392e" ON "local_postcard_templates" ("organization_id", "design_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_217a7948422334e54f6f6fb46d" ON "local_postcard_templates" ("organization_id", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_217a7948422334e54f6f6fb46d"`);
    await queryRunner.query(`DROP INDEX "IDX_960d0ff66896265b72318f392e"`);
    await queryRunner.query(`DROP TABLE "local_postcard_templates"`);
    await queryRunner.query(`DROP INDEX "IDX_f59a6d49955e8e6ea287c85d38"`);
    await queryRunner.query(`DROP INDEX "IDX_b46f00e65703c0ec5f0b9fa702"`);
    await queryRunner.query(`DROP TABLE "postcard_orders"`);
  }
}
