import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailTemplateFolderCascade1795774652419 implements MigrationInterface {
  name = 'EmailTemplateFolderCascade1795774652419';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // A template left in a folder deleted under it (the race this key closes) comes back out of any folder.
    await queryRunner.query(
      `UPDATE "email_templates" SET "folder_id" = NULL WHERE "folder_id" IS NOT NULL AND "folder_id" NOT IN (SELECT "id" FROM "email_template_folders")`,
    );
    await queryRunner.query(`DROP INDEX "IDX_9b268018f3e15ab0ea32ea4e61"`);
    await queryRunner.query(`DROP INDEX "IDX_c2280380062779f381119b406c"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_templates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer, "title" varchar(150) NOT NULL, "title_normalized" varchar(150) NOT NULL, "html" json NOT NULL, "design" json, "thumbnail_url" varchar(500), "folder_id" integer, "base_template_id" integer, "library_key" varchar(64), "library_hash" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_bac1fbf43908ecac4988a0f1539" UNIQUE ("library_key"), CONSTRAINT "FK_4bce3efcd15462ec9f3c5f18eb8" FOREIGN KEY ("folder_id") REFERENCES "email_template_folders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_templates"("id", "organization_id", "title", "title_normalized", "html", "design", "thumbnail_url", "folder_id", "base_template_id", "library_key", "library_hash", "created_at", "updated_at") SELECT "id", "organization_id", "title", "title_normalized", "html", "design", "thumbnail_url", "folder_id", "base_template_id", "library_key", "library_hash", "created_at", "updated_at" FROM "email_templates"`,
    );
    await queryRunner.query(`DROP TABLE "email_templates"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_templates" RENAME TO "email_templates"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_9b268018f3e15ab0ea32ea4e61" ON "email_templates" ("organization_id", "folder_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c2280380062779f381119b406c" ON "email_templates" ("organization_id", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_c2280380062779f381119b406c"`);
    await queryRunner.query(`DROP INDEX "IDX_9b268018f3e15ab0ea32ea4e61"`);
    await queryRunner.query(`ALTER TABLE "email_templates" RENAME TO "temporary_email_templates"`);
    await queryRunner.query(
      `CREATE TABLE "email_templates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer, "title" varchar(150) NOT NULL, "title_normalized" varchar(150) NOT NULL, "html" json NOT NULL, "design" json, "thumbnail_url" varchar(500), "folder_id" integer, "base_template_id" integer, "library_key" varchar(64), "library_hash" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_bac1fbf43908ecac4988a0f1539" UNIQUE ("library_key"))`,
    );
    await queryRunner.query(
      `INSERT INTO "email_templates"("id", "organization_id", "title", "title_normalized", "html", "design", "thumbnail_url", "folder_id", "base_template_id", "library_key", "library_hash", "created_at", "updated_at") SELECT "id", "organization_id", "title", "title_normalized", "html", "design", "thumbnail_url", "folder_id", "base_template_id", "library_key", "library_hash", "created_at", "updated_at" FROM "temporary_email_templates"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_templates"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_c2280380062779f381119b406c" ON "email_templates" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9b268018f3e15ab0ea32ea4e61" ON "email_templates" ("organization_id", "folder_id", "id") `,
    );
  }
}
