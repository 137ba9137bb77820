import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SocialRssItems1795842676675 implements MigrationInterface {
  name = 'SocialRssItems1795842676675';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "social_rss_items" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "feed_id" integer NOT NULL, "guid" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_389fe16366068958c641531b3d" ON "social_rss_items" ("organization_id", "feed_id", "guid") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_389fe16366068958c641531b3d"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_social_rss_items" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "feed_id" integer NOT NULL, "guid" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_cef2d052833f96938dd90b37ce8" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_c9596aaebf8662646f6ee1a4e6a" FOREIGN KEY ("feed_id") REFERENCES "social_rss_feeds" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_social_rss_items"("id", "organization_id", "feed_id", "guid", "created_at") SELECT "id", "organization_id", "feed_id", "guid", "created_at" FROM "social_rss_items"`,
    );
    await queryRunner.query(`DROP TABLE "social_rss_items"`);
    await queryRunner.query(`ALTER TABLE "temporary_social_rss_items" RENAME TO "social_rss_items"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_389fe16366068958c641531b3d" ON "social_rss_items" ("organization_id", "feed_id", "guid") `,
    );
    // The drafts feeds already made are items those feeds already gave.
    await queryRunner.query(
      `INSERT INTO social_rss_items (organization_id, feed_id, guid) SELECT p.organization_id, p.rss_feed_id, p.rss_guid FROM social_posts p JOIN social_rss_feeds f ON f.id = p.rss_feed_id AND f.organization_id = p.organization_id WHERE p.rss_guid IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_389fe16366068958c641531b3d"`);
    await queryRunner.query(`ALTER TABLE "social_rss_items" RENAME TO "temporary_social_rss_items"`);
    await queryRunner.query(
      `CREATE TABLE "social_rss_items" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "feed_id" integer NOT NULL, "guid" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "social_rss_items"("id", "organization_id", "feed_id", "guid", "created_at") SELECT "id", "organization_id", "feed_id", "guid", "created_at" FROM "temporary_social_rss_items"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_social_rss_items"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_389fe16366068958c641531b3d" ON "social_rss_items" ("organization_id", "feed_id", "guid") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_389fe16366068958c641531b3d"`);
    await queryRunner.query(`DROP TABLE "social_rss_items"`);
  }
}
