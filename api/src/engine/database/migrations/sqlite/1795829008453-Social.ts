import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Social1795829008453 implements MigrationInterface {
  name = 'Social1795829008453';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "local_social_accounts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "network" varchar(16) NOT NULL, "connected" boolean NOT NULL DEFAULT (1), "url" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_b009cd3051b213c6d8c18afbaa" ON "local_social_accounts" ("organization_id", "network") `,
    );
    await queryRunner.query(
      `CREATE TABLE "local_social_posts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "idempotency_key" varchar(191) NOT NULL, "text" text NOT NULL, "media_urls" json NOT NULL, "platforms" json NOT NULL, "is_video" boolean NOT NULL DEFAULT (0), "is_reels" boolean NOT NULL DEFAULT (0), "success" boolean NOT NULL DEFAULT (1), "errors" json NOT NULL, "deleted_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_6d053ce61f58adc5afb39f3c68" ON "local_social_posts" ("organization_id", "idempotency_key") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8fbb75595b50a3028c05472ed7" ON "local_social_posts" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social_provider_profiles" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "provider" varchar(16) NOT NULL, "profile_key" text NOT NULL, "ref_id" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_b63cbfc459e16c03708e35d4f3" ON "social_provider_profiles" ("organization_id", "provider") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social_urls" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "title" varchar(255) NOT NULL, "url" varchar(2048) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e467b8df6f14277de15b63a4cd" ON "social_urls" ("organization_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7029af62ae16cc01a4ad6ee785" ON "social_urls" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social_posts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "url_id" integer NOT NULL, "title" varchar(255) NOT NULL, "description" text NOT NULL, "weight" integer NOT NULL DEFAULT (2), "image_url" varchar(2048), "thumbnail" varchar(2048), "media_type" varchar(8), "is_reels" boolean NOT NULL DEFAULT (0), "can_be_reels" boolean NOT NULL DEFAULT (0), "complete" boolean NOT NULL DEFAULT (0), "in_queue" boolean NOT NULL DEFAULT (0), "scheduled_at" datetime, "last_posted_at" datetime, "times_posted" integer NOT NULL DEFAULT (0), "source" varchar(8) NOT NULL DEFAULT ('manual'), "rss_feed_id" integer, "rss_guid" varchar(255), "rss_unread" boolean NOT NULL DEFAULT (0), "created_by_id" integer, "edited_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bacba2f914d099cd9d92e50d77" ON "social_posts" ("organization_id", "rss_unread") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_eb988b51fde7682a4416c5ad9a" ON "social_posts" ("organization_id", "rss_feed_id", "rss_guid") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ff7f23b97b6a2b64165ff10f39" ON "social_posts" ("organization_id", "in_queue", "complete", "last_posted_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a798503d80d2bccd4c10c12aaa" ON "social_posts" ("organization_id", "url_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social_publications" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "post_id" integer, "kind" varchar(16) NOT NULL, "due_at" datetime NOT NULL, "slot_key" varchar(64) NOT NULL, "status" varchar(16) NOT NULL, "title" varchar(255), "url_id" integer, "post_log_id" integer, "error" text, "done_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f348f410159b260b0a0bca0dff" ON "social_publications" ("organization_id", "due_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4cf792b587020dd03a9439d72f" ON "social_publications" ("organization_id", "post_id", "status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1e2221b3b4ab11f70e410dbe0d" ON "social_publications" ("status", "due_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_a8a9d7a79fe5a4160940a4ef25" ON "social_publications" ("organization_id", "slot_key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social_post_logs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "post_id" integer, "publication_id" integer, "all_success" boolean NOT NULL DEFAULT (0), "results" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0a0bf1b42785541ee44516cc56" ON "social_post_logs" ("organization_id", "all_success", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_dd3e0b072168d04de293d211bd" ON "social_post_logs" ("organization_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social_campaigns" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "times_per_day" integer NOT NULL DEFAULT (1), "active" boolean NOT NULL DEFAULT (0), "counter" integer NOT NULL DEFAULT (0), "days" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e0988997e286db661234496e3d" ON "social_campaigns" ("active") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_5ce901851e0bf5fd3e2dda88c7" ON "social_campaigns" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social_rss_feeds" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "feed_url" varchar(2048) NOT NULL, "last_scraped" datetime, "status" boolean NOT NULL DEFAULT (1), "next_read_at" datetime NOT NULL, "error" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_276e4cde562654a4199fddbc85" ON "social_rss_feeds" ("status", "next_read_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4b1a7969cf95cdff263a390ff5" ON "social_rss_feeds" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social_video_jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "job_key" varchar(64) NOT NULL, "status" varchar(16) NOT NULL, "video_name" varchar(255) NOT NULL, "source_path" varchar(1024) NOT NULL, "video_hundredths" integer NOT NULL DEFAULT (0), "uploaded_hundredths" integer NOT NULL DEFAULT (0), "url" varchar(2048), "thumbnail" varchar(2048), "can_be_reels" boolean NOT NULL DEFAULT (0), "duration_ms" integer, "error" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_07bb9785b2653aba3e2899d884" ON "social_video_jobs" ("status") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_1d9c18aa3fea000bbd8a4b5a2f" ON "social_video_jobs" ("organization_id", "job_key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social_template_folders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d66b16f610326b4768dd06feb0" ON "social_template_folders" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "social_templates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "folder_id" integer, "title" varchar(255) NOT NULL, "description" text NOT NULL, "image" varchar(2048), "hashtags" varchar(1000) NOT NULL DEFAULT (''), "weight" integer NOT NULL DEFAULT (2), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d5ff6943f4ba348f49f405be4e" ON "social_templates" ("organization_id", "folder_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_e467b8df6f14277de15b63a4cd"`);
    await queryRunner.query(`DROP INDEX "IDX_7029af62ae16cc01a4ad6ee785"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_social_urls" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "title" varchar(255) NOT NULL, "url" varchar(2048) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_e1d5488bb0f686592cb2ae48122" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_social_urls"("id", "organization_id", "title", "url", "created_at") SELECT "id", "organization_id", "title", "url", "created_at" FROM "social_urls"`,
    );
    await queryRunner.query(`DROP TABLE "social_urls"`);
    await queryRunner.query(`ALTER TABLE "temporary_social_urls" RENAME TO "social_urls"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_e467b8df6f14277de15b63a4cd" ON "social_urls" ("organization_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7029af62ae16cc01a4ad6ee785" ON "social_urls" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_bacba2f914d099cd9d92e50d77"`);
    await queryRunner.query(`DROP INDEX "IDX_eb988b51fde7682a4416c5ad9a"`);
    await queryRunner.query(`DROP INDEX "IDX_ff7f23b97b6a2b64165ff10f39"`);
    await queryRunner.query(`DROP INDEX "IDX_a798503d80d2bccd4c10c12aaa"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_social_posts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "url_id" integer NOT NULL, "title" varchar(255) NOT NULL, "description" text NOT NULL, "weight" integer NOT NULL DEFAULT (2), "image_url" varchar(2048), "thumbnail" varchar(2048), "media_type" varchar(8), "is_reels" boolean NOT NULL DEFAULT (0), "can_be_reels" boolean NOT NULL DEFAULT (0), "complete" boolean NOT NULL DEFAULT (0), "in_queue" boolean NOT NULL DEFAULT (0), "scheduled_at" datetime, "last_posted_at" datetime, "times_posted" integer NOT NULL DEFAULT (0), "source" varchar(8) NOT NULL DEFAULT ('manual'), "rss_feed_id" integer, "rss_guid" varchar(255), "rss_unread" boolean NOT NULL DEFAULT (0), "created_by_id" integer, "edited_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_a69e0c3be0e8e1415f82618810e" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_a84d6b0e0044aa28f8256ffb125" FOREIGN KEY ("url_id") REFERENCES "social_urls" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_social_posts"("id", "organization_id", "url_id", "title", "description", "weight", "image_url", "thumbnail", "media_type", "is_reels", "can_be_reels", "complete", "in_queue", "scheduled_at", "last_posted_at", "times_posted", "source", "rss_feed_id", "rss_guid", "rss_unread", "created_by_id", "edited_by_id", "created_at", "updated_at") SELECT "id", "organization_id", "url_id", "title", "description", "weight", "image_url", "thumbnail", "media_type", "is_reels", "can_be_reels", "complete", "in_queue", "scheduled_at", "last_posted_at", "times_posted", "source", "rss_feed_id", "rss_guid", "rss_unread", "created_by_id", "edited_by_id", "created_at", "updated_at" FROM "social_posts"`,
    );
    await queryRunner.query(`DROP TABLE "social_posts"`);
    await queryRunner.query(`ALTER TABLE "temporary_social_posts" RENAME TO "social_posts"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_bacba2f914d099cd9d92e50d77" ON "social_posts" ("organization_id", "rss_unread") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_eb988b51fde7682a4416c5ad9a" ON "social_posts" ("organization_id", "rss_feed_id", "rss_guid") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ff7f23b97b6a2b64165ff10f39" ON "social_posts" ("organization_id", "in_queue", "complete", "last_posted_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a798503d80d2bccd4c10c12aaa" ON "social_posts" ("organization_id", "url_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_f348f410159b260b0a0bca0dff"`);
    await queryRunner.query(`DROP INDEX "IDX_4cf792b587020dd03a9439d72f"`);
    await queryRunner.query(`DROP INDEX "IDX_1e2221b3b4ab11f70e410dbe0d"`);
    await queryRunner.query(`DROP INDEX "IDX_a8a9d7a79fe5a4160940a4ef25"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_social_publications" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "post_id" integer, "kind" varchar(16) NOT NULL, "due_at" datetime NOT NULL, "slot_key" varchar(64) NOT NULL, "status" varchar(16) NOT NULL, "title" varchar(255), "url_id" integer, "post_log_id" integer, "error" text, "done_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_a427867c3d971ac83d60b451cf2" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_social_publications"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "post_id", "kind", "due_at", "slot_key", "status", "title", "url_id", "post_log_id", "error", "done_at", "created_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "post_id", "kind", "due_at", "slot_key", "status", "title", "url_id", "post_log_id", "error", "done_at", "created_at" FROM "social_publications"`,
    );
    await queryRunner.query(`DROP TABLE "social_publications"`);
    await queryRunner.query(`ALTER TABLE "temporary_social_publications" RENAME TO "social_publications"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_f348f410159b260b0a0bca0dff" ON "social_publications" ("organization_id", "due_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4cf792b587020dd03a9439d72f" ON "social_publications" ("organization_id", "post_id", "status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1e2221b3b4ab11f70e410dbe0d" ON "social_publications" ("status", "due_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_a8a9d7a79fe5a4160940a4ef25" ON "social_publications" ("organization_id", "slot_key") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_0a0bf1b42785541ee44516cc56"`);
    await queryRunner.query(`DROP INDEX "IDX_dd3e0b072168d04de293d211bd"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_social_post_logs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "post_id" integer, "publication_id" integer, "all_success" boolean NOT NULL DEFAULT (0), "results" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_02afd3af166de21bfcafb915e5c" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_social_post_logs"("id", "organization_id", "post_id", "publication_id", "all_success", "results", "created_at") SELECT "id", "organization_id", "post_id", "publication_id", "all_success", "results", "created_at" FROM "social_post_logs"`,
    );
    await queryRunner.query(`DROP TABLE "social_post_logs"`);
    await queryRunner.query(`ALTER TABLE "temporary_social_post_logs" RENAME TO "social_post_logs"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_0a0bf1b42785541ee44516cc56" ON "social_post_logs" ("organization_id", "all_success", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_dd3e0b072168d04de293d211bd" ON "social_post_logs" ("organization_id", "created_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_e0988997e286db661234496e3d"`);
    await queryRunner.query(`DROP INDEX "IDX_5ce901851e0bf5fd3e2dda88c7"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_social_campaigns" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "times_per_day" integer NOT NULL DEFAULT (1), "active" boolean NOT NULL DEFAULT (0), "counter" integer NOT NULL DEFAULT (0), "days" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_5ce901851e0bf5fd3e2dda88c7e" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_social_campaigns"("id", "organization_id", "times_per_day", "active", "counter", "days", "created_at") SELECT "id", "organization_id", "times_per_day", "active", "counter", "days", "created_at" FROM "social_campaigns"`,
    );
    await queryRunner.query(`DROP TABLE "social_campaigns"`);
    await queryRunner.query(`ALTER TABLE "temporary_social_campaigns" RENAME TO "social_campaigns"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_e0988997e286db661234496e3d" ON "social_campaigns" ("active") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_5ce901851e0bf5fd3e2dda88c7" ON "social_campaigns" ("organization_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_276e4cde562654a4199fddbc85"`);
    await queryRunner.query(`DROP INDEX "IDX_4b1a7969cf95cdff263a390ff5"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_social_rss_feeds" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "feed_url" varchar(2048) NOT NULL, "last_scraped" datetime, "status" boolean NOT NULL DEFAULT (1), "next_read_at" datetime NOT NULL, "error" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_7b70c492da9e8b6286a2e3ddb01" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_social_rss_feeds"("id", "organization_id", "feed_url", "last_scraped", "status", "next_read_at", "error", "created_at") SELECT "id", "organization_id", "feed_url", "last_scraped", "status", "next_read_at", "error", "created_at" FROM "social_rss_feeds"`,
    );
    await queryRunner.query(`DROP TABLE "social_rss_feeds"`);
    await queryRunner.query(`ALTER TABLE "temporary_social_rss_feeds" RENAME TO "social_rss_feeds"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_276e4cde562654a4199fddbc85" ON "social_rss_feeds" ("status", "next_read_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4b1a7969cf95cdff263a390ff5" ON "social_rss_feeds" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_07bb9785b2653aba3e2899d884"`);
    await queryRunner.query(`DROP INDEX "IDX_1d9c18aa3fea000bbd8a4b5a2f"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_social_video_jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "job_key" varchar(64) NOT NULL, "status" varchar(16) NOT NULL, "video_name" varchar(255) NOT NULL, "source_path" varchar(1024) NOT NULL, "video_hundredths" integer NOT NULL DEFAULT (0), "uploaded_hundredths" integer NOT NULL DEFAULT (0), "url" varchar(2048), "thumbnail" varchar(2048), "can_be_reels" boolean NOT NULL DEFAULT (0), "duration_ms" integer, "error" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_14978593ad72736d75bcde36aea" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_social_video_jobs"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "job_key", "status", "video_name", "source_path", "video_hundredths", "uploaded_hundredths", "url", "thumbnail", "can_be_reels", "duration_ms", "error", "created_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "job_key", "status", "video_name", "source_path", "video_hundredths", "uploaded_hundredths", "url", "thumbnail", "can_be_reels", "duration_ms", "error", "created_at" FROM "social_video_jobs"`,
    );
    await queryRunner.query(`DROP TABLE "social_video_jobs"`);
    await queryRunner.query(`ALTER TABLE "temporary_social_video_jobs" RENAME TO "social_video_jobs"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_07bb9785b2653aba3e2899d884" ON "social_video_jobs" ("status") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_1d9c18aa3fea000bbd8a4b5a2f" ON "social_video_jobs" ("organization_id", "job_key") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_d66b16f610326b4768dd06feb0"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_social_template_folders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_f574db3bb2262918838c706cad5" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_social_template_folders"("id", "organization_id", "name", "created_at") SELECT "id", "organization_id", "name", "created_at" FROM "social_template_folders"`,
    );
    await queryRunner.query(`DROP TABLE "social_template_folders"`);
    await queryRunner.query(
      `ALTER TABLE "temporary_social_template_folders" RENAME TO "social_template_folders"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d66b16f610326b4768dd06feb0" ON "social_template_folders" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_d5ff6943f4ba348f49f405be4e"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_social_templates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "folder_id" integer, "title" varchar(255) NOT NULL, "description" text NOT NULL, "image" varchar(2048), "hashtags" varchar(1000) NOT NULL DEFAULT (''), "weight" integer NOT NULL DEFAULT (2), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_3e1a40a856a237c04aeebbe477c" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_social_templates"("id", "organization_id", "folder_id", "title", "description", "image", "hashtags", "weight", "created_at") SELECT "id", "organization_id", "folder_id", "title", "description", "image", "hashtags", "weight", "created_at" FROM "social_templates"`,
    );
    await queryRunner.query(`DROP TABLE "social_templates"`);
    await queryRunner.query(`ALTER TABLE "temporary_social_templates" RENAME TO "social_templates"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d5ff6943f4ba348f49f405be4e" ON "social_templates" ("organization_id", "folder_id", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d5ff6943f4ba348f49f405be4e"`);
    await queryRunner.query(`ALTER TABLE "social_templates" RENAME TO "temporary_social_templates"`);
    await queryRunner.query(
      `CREATE TABLE "social_templates" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "folder_id" integer, "title" varchar(255) NOT NULL, "description" text NOT NULL, "image" varchar(2048), "hashtags" varchar(1000) NOT NULL DEFAULT (''), "weight" integer NOT NULL DEFAULT (2), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "social_templates"("id", "organization_id", "folder_id", "title", "description", "image", "hashtags", "weight", "created_at") SELECT "id", "organization_id", "folder_id", "title", "description", "image", "hashtags", "weight", "created_at" FROM "temporary_social_templates"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_social_templates"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d5ff6943f4ba348f49f405be4e" ON "social_templates" ("organization_id", "folder_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_d66b16f610326b4768dd06feb0"`);
    await queryRunner.query(
      `ALTER TABLE "social_template_folders" RENAME TO "temporary_social_template_folders"`,
    );
    await queryRunner.query(
      `CREATE TABLE "social_template_folders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "social_template_folders"("id", "organization_id", "name", "created_at") SELECT "id", "organization_id", "name", "created_at" FROM "temporary_social_template_folders"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_social_template_folders"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_d66b16f610326b4768dd06feb0" ON "social_template_folders" ("organization_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_1d9c18aa3fea000bbd8a4b5a2f"`);
    await queryRunner.query(`DROP INDEX "IDX_07bb9785b2653aba3e2899d884"`);
    await queryRunner.query(`ALTER TABLE "social_video_jobs" RENAME TO "temporary_social_video_jobs"`);
    await queryRunner.query(
      `CREATE TABLE "social_video_jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "job_key" varchar(64) NOT NULL, "status" varchar(16) NOT NULL, "video_name" varchar(255) NOT NULL, "source_path" varchar(1024) NOT NULL, "video_hundredths" integer NOT NULL DEFAULT (0), "uploaded_hundredths" integer NOT NULL DEFAULT (0), "url" varchar(2048), "thumbnail" varchar(2048), "can_be_reels" boolean NOT NULL DEFAULT (0), "duration_ms" integer, "error" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "social_video_jobs"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "job_key", "status", "video_name", "source_path", "video_hundredths", "uploaded_hundredths", "url", "thumbnail", "can_be_reels", "duration_ms", "error", "created_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "job_key", "status", "video_name", "source_path", "video_hundredths", "uploaded_hundredths", "url", "thumbnail", "can_be_reels", "duration_ms", "error", "created_at" FROM "temporary_social_video_jobs"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_social_video_jobs"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_1d9c18aa3fea000bbd8a4b5a2f" ON "social_video_jobs" ("organization_id", "job_key") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_07bb9785b2653aba3e2899d884" ON "social_video_jobs" ("status") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_4b1a7969cf95cdff263a390ff5"`);
    await queryRunner.query(`DROP INDEX "IDX_276e4cde562654a4199fddbc85"`);
    await queryRunner.query(`ALTER TABLE "social_rss_feeds" RENAME TO "temporary_social_rss_feeds"`);
    await queryRunner.query(
      `CREATE TABLE "social_rss_feeds" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "feed_url" varchar(2048) NOT NULL, "last_scraped" datetime, "status" boolean NOT NULL DEFAULT (1), "next_read_at" datetime NOT NULL, "error" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "social_rss_feeds"("id", "organization_id", "feed_url", "last_scraped", "status", "next_read_at", "error", "created_at") SELECT "id", "organization_id", "feed_url", "last_scraped", "status", "next_read_at", "error", "created_at" FROM "temporary_social_rss_feeds"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_social_rss_feeds"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_4b1a7969cf95cdff263a390ff5" ON "social_rss_feeds" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_276e4cde562654a4199fddbc85" ON "social_rss_feeds" ("status", "next_read_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_5ce901851e0bf5fd3e2dda88c7"`);
    await queryRunner.query(`DROP INDEX "IDX_e0988997e286db661234496e3d"`);
    await queryRunner.query(`ALTER TABLE "social_campaigns" RENAME TO "temporary_social_campaigns"`);
    await queryRunner.query(
      `CREATE TABLE "social_campaigns" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "times_per_day" integer NOT NULL DEFAULT (1), "active" boolean NOT NULL DEFAULT (0), "counter" integer NOT NULL DEFAULT (0), "days" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "social_campaigns"("id", "organization_id", "times_per_day", "active", "counter", "days", "created_at") SELECT "id", "organization_id", "times_per_day", "active", "counter", "days", "created_at" FROM "temporary_social_campaigns"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_social_campaigns"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_5ce901851e0bf5fd3e2dda88c7" ON "social_campaigns" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e0988997e286db661234496e3d" ON "social_campaigns" ("active") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_dd3e0b072168d04de293d211bd"`);
    await queryRunner.query(`DROP INDEX "IDX_0a0bf1b42785541ee44516cc56"`);
    await queryRunner.query(`ALTER TABLE "social_post_logs" RENAME TO "temporary_social_post_logs"`);
    await queryRunner.query(
      `CREATE TABLE "social_post_logs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "post_id" integer, "publication_id" integer, "all_success" boolean NOT NULL DEFAULT (0), "results" json NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "social_post_logs"("id", "organization_id", "post_id", "publication_id", "all_success", "results", "created_at") SELECT "id", "organization_id", "post_id", "publication_id", "all_success", "results", "created_at" FROM "temporary_social_post_logs"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_social_post_logs"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_dd3e0b072168d04de293d211bd" ON "social_post_logs" ("organization_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0a0bf1b42785541ee44516cc56" ON "social_post_logs" ("organization_id", "all_success", "created_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_a8a9d7a79fe5a4160940a4ef25"`);
    await queryRunner.query(`DROP INDEX "IDX_1e2221b3b4ab11f70e410dbe0d"`);
    await queryRunner.query(`DROP INDEX "IDX_4cf792b587020dd03a9439d72f"`);
    await queryRunner.query(`DROP INDEX "IDX_f348f410159b260b0a0bca0dff"`);
    await queryRunner.query(`ALTER TABLE "social_publications" RENAME TO "temporary_social_publications"`);
    await queryRunner.query(
      `CREATE TABLE "social_publications" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "post_id" integer, "kind" varchar(16) NOT NULL, "due_at" datetime NOT NULL, "slot_key" varchar(64) NOT NULL, "status" varchar(16) NOT NULL, "title" varchar(255), "url_id" integer, "post_log_id" integer, "error" text, "done_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "social_publications"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "post_id", "kind", "due_at", "slot_key", "status", "title", "url_id", "post_log_id", "error", "done_at", "created_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "post_id", "kind", "due_at", "slot_key", "status", "title", "url_id", "post_log_id", "error", "done_at", "created_at" FROM "temporary_social_publications"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_social_publications"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_a8a9d7a79fe5a4160940a4ef25" ON "social_publications" ("organization_id", "slot_key") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1e2221b3b4ab11f70e410dbe0d" ON "social_publications" ("status", "due_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_4cf792b587020dd03a9439d72f" ON "social_publications" ("organization_id", "post_id", "status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f348f410159b260b0a0bca0dff" ON "social_publications" ("organization_id", "due_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_a798503d80d2bccd4c10c12aaa"`);
    await queryRunner.query(`DROP INDEX "IDX_ff7f23b97b6a2b64165ff10f39"`);
    await queryRunner.query(`DROP INDEX "IDX_eb988b51fde7682a4416c5ad9a"`);
    await queryRunner.query(`DROP INDEX "IDX_bacba2f914d099cd9d92e50d77"`);
    await queryRunner.query(`ALTER TABLE "social_posts" RENAME TO "temporary_social_posts"`);
    await queryRunner.query(
      `CREATE TABLE "social_posts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "url_id" integer NOT NULL, "title" varchar(255) NOT NULL, "description" text NOT NULL, "weight" integer NOT NULL DEFAULT (2), "image_url" varchar(2048), "thumbnail" varchar(2048), "media_type" varchar(8), "is_reels" boolean NOT NULL DEFAULT (0), "can_be_reels" boolean NOT NULL DEFAULT (0), "complete" boolean NOT NULL DEFAULT (0), "in_queue" boolean NOT NULL DEFAULT (0), "scheduled_at" datetime, "last_posted_at" datetime, "times_posted" integer NOT NULL DEFAULT (0), "source" varchar(8) NOT NULL DEFAULT ('manual'), "rss_feed_id" integer, "rss_guid" varchar(255), "rss_unread" boolean NOT NULL DEFAULT (0), "created_by_id" integer, "edited_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "social_posts"("id", "organization_id", "url_id", "title", "description", "weight", "image_url", "thumbnail", "media_type", "is_reels", "can_be_reels", "complete", "in_queue", "scheduled_at", "last_posted_at", "times_posted", "source", "rss_feed_id", "rss_guid", "rss_unread", "created_by_id", "edited_by_id", "created_at", "updated_at") SELECT "id", "organization_id", "url_id", "title", "description", "weight", "image_url", "thumbnail", "media_type", "is_reels", "can_be_reels", "complete", "in_queue", "scheduled_at", "last_posted_at", "times_posted", "source", "rss_feed_id", "rss_guid", "rss_unread", "created_by_id", "edited_by_id", "created_at", "updated_at" FROM "temporary_social_posts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_social_posts"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_a798503d80d2bccd4c10c12aaa" ON "social_posts" ("organization_id", "url_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ff7f23b97b6a2b64165ff10f39" ON "social_posts" ("organization_id", "in_queue", "complete", "last_posted_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_eb988b51fde7682a4416c5ad9a" ON "social_posts" ("organization_id", "rss_feed_id", "rss_guid") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bacba2f914d099cd9d92e50d77" ON "social_posts" ("organization_id", "rss_unread") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_7029af62ae16cc01a4ad6ee785"`);
    await queryRunner.query(`DROP INDEX "IDX_e467b8df6f14277de15b63a4cd"`);
    await queryRunner.query(`ALTER TABLE "social_urls" RENAME TO "temporary_social_urls"`);
    await queryRunner.query(
      `CREATE TABLE "social_urls" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "title" varchar(255) NOT NULL, "url" varchar(2048) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "social_urls"("id", "organization_id", "title", "url", "created_at") SELECT "id", "organization_id", "title", "url", "created_at" FROM "temporary_social_urls"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_social_urls"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_7029af62ae16cc01a4ad6ee785" ON "social_urls" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e467b8df6f14277de15b63a4cd" ON "social_urls" ("organization_id", "created_at") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_d5ff6943f4ba348f49f405be4e"`);
    await queryRunner.query(`DROP TABLE "social_templates"`);
    await queryRunner.query(`DROP INDEX "IDX_d66b16f610326b4768dd06feb0"`);
    await queryRunner.query(`DROP TABLE "social_template_folders"`);
    await queryRunner.query(`DROP INDEX "IDX_1d9c18aa3fea000bbd8a4b5a2f"`);
    await queryRunner.query(`DROP INDEX "IDX_07bb9785b2653aba3e2899d884"`);
    await queryRunner.query(`DROP TABLE "social_video_jobs"`);
    await queryRunner.query(`DROP INDEX "IDX_4b1a7969cf95cdff263a390ff5"`);
    await queryRunner.query(`DROP INDEX "IDX_276e4cde562654a4199fddbc85"`);
    await queryRunner.query(`DROP TABLE "social_rss_feeds"`);
    await queryRunner.query(`DROP INDEX "IDX_5ce901851e0bf5fd3e2dda88c7"`);
    await queryRunner.query(`DROP INDEX "IDX_e0988997e286db661234496e3d"`);
    await queryRunner.query(`DROP TABLE "social_campaigns"`);
    await queryRunner.query(`DROP INDEX "IDX_dd3e0b072168d04de293d211bd"`);
    await queryRunner.query(`DROP INDEX "IDX_0a0bf1b42785541ee44516cc56"`);
    await queryRunner.query(`DROP TABLE "social_post_logs"`);
    await queryRunner.query(`DROP INDEX "IDX_a8a9d7a79fe5a4160940a4ef25"`);
    await queryRunner.query(`DROP INDEX "IDX_1e2221b3b4ab11f70e410dbe0d"`);
    await queryRunner.query(`DROP INDEX "IDX_4cf792b587020dd03a9439d72f"`);
    await queryRunner.query(`DROP INDEX "IDX_f348f410159b260b0a0bca0dff"`);
    await queryRunner.query(`DROP TABLE "social_publications"`);
    await queryRunner.query(`DROP INDEX "IDX_a798503d80d2bccd4c10c12aaa"`);
    await queryRunner.query(`DROP INDEX "IDX_ff7f23b97b6a2b64165ff10f39"`);
    await queryRunner.query(`DROP INDEX "IDX_eb988b51fde7682a4416c5ad9a"`);
    await queryRunner.query(`DROP INDEX "IDX_bacba2f914d099cd9d92e50d77"`);
    await queryRunner.query(`DROP TABLE "social_posts"`);
    await queryRunner.query(`DROP INDEX "IDX_7029af62ae16cc01a4ad6ee785"`);
    await queryRunner.query(`DROP INDEX "IDX_e467b8df6f14277de15b63a4cd"`);
    await queryRunner.query(`DROP TABLE "social_urls"`);
    await queryRunner.query(`DROP INDEX "IDX_b63cbfc459e16c03708e35d4f3"`);
    await queryRunner.query(`DROP TABLE "social_provider_profiles"`);
    await queryRunner.query(`DROP INDEX "IDX_8fbb75595b50a3028c05472ed7"`);
    await queryRunner.query(`DROP INDEX "IDX_6d053ce61f58adc5afb39f3c68"`);
    await queryRunner.query(`DROP TABLE "local_social_posts"`);
    await queryRunner.query(`DROP INDEX "IDX_b009cd3051b213c6d8c18afbaa"`);
    await queryRunner.query(`DROP TABLE "local_social_accounts"`);
  }
}
