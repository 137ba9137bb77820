import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailTemplates1795751356852 implements MigrationInterface {
  name = 'EmailTemplates1795751356852';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "email_templates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer, "title" varchar(150) NOT NULL, "title_normalized" varchar(150) NOT NULL, "html" json NOT NULL, "design" json, "thumbnail_url" varchar(500), "folder_id" integer, "base_template_id" integer, "library_key" varchar(64), "library_hash" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_bac1fbf43908ecac4988a0f1539" UNIQUE ("library_key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c2280380062779f381119b406c" ON "email_templates" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9b268018f3e15ab0ea32ea4e61" ON "email_templates" ("organization_id", "folder_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "email_template_folders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer, "name" varchar(100) NOT NULL, "name_normalized" varchar(100) NOT NULL, "library_key" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_aa0ec8207e22c7129e7568db820" UNIQUE ("library_key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_41d6e79df4060771e9f3528dbf" ON "email_template_folders" ("organization_id", "name_normalized") `,
    );
    await queryRunner.query(
      `CREATE TABLE "text_templates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "title" varchar(100) NOT NULL, "title_normalized" varchar(100) NOT NULL, "template" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9e545d9f6736965dd3985cc0fa" ON "text_templates" ("organization_id", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_9e545d9f6736965dd3985cc0fa"`);
    await queryRunner.query(`DROP TABLE "text_templates"`);
    await queryRunner.query(`DROP INDEX "IDX_41d6e79df4060771e9f3528dbf"`);
    await queryRunner.query(`DROP TABLE "email_template_folders"`);
    await queryRunner.query(`DROP INDEX "IDX_9b268018f3e15ab0ea32ea4e61"`);
    await queryRunner.query(`DROP INDEX "IDX_c2280380062779f381119b406c"`);
    await queryRunner.query(`DROP TABLE "email_templates"`);
  }
}
