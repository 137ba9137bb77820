import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Social1795829007787 implements MigrationInterface {
  name = 'Social1795829007787';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`local_social_accounts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`network\` varchar(16) NOT NULL, \`connected\` tinyint NOT NULL DEFAULT 1, \`url\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_b009cd3051b213c6d8c18afbaa\` (\`organization_id\`, \`network\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`local_social_posts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`idempotency_key\` varchar(191) NOT NULL, \`text\` text NOT NULL, \`media_urls\` json NOT NULL, \`platforms\` json NOT NULL, \`is_video\` tinyint NOT NULL DEFAULT 0, \`is_reels\` tinyint NOT NULL DEFAULT 0, \`success\` tinyint NOT NULL DEFAULT 1, \`errors\` json NOT NULL, \`deleted_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_6d053ce61f58adc5afb39f3c68\` (\`organization_id\`, \`idempotency_key\`), INDEX \`IDX_8fbb75595b50a3028c05472ed7\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`social_provider_profiles\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`provider\` varchar(16) NOT NULL, \`profile_key\` text NOT NULL, \`ref_id\` varchar(64) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_b63cbfc459e16c03708e35d4f3\` (\`organization_id\`, \`provider\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`social_urls\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`title\` varchar(255) NOT NULL, \`url\` varchar(2048) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_e467b8df6f14277de15b63a4cd\` (\`organization_id\`, \`created_at\`), INDEX \`IDX_7029af62ae16cc01a4ad6ee785\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`social_posts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`url_id\` int NOT NULL, \`title\` varchar(255) NOT NULL, \`description\` text NOT NULL, \`weight\` int NOT NULL DEFAULT '2', \`image_url\` varchar(2048) NULL, \`thumbnail\` varchar(2048) NULL, \`media_type\` varchar(8) NULL, \`is_reels\` tinyint NOT NULL DEFAULT 0, \`can_be_reels\` tinyint NOT NULL DEFAULT 0, \`complete\` tinyint NOT NULL DEFAULT 0, \`in_queue\` tinyint NOT NULL DEFAULT 0, \`scheduled_at\` datetime NULL, \`last_posted_at\` datetime NULL, \`times_posted\` int NOT NULL DEFAULT '0', \`source\` varchar(8) NOT NULL DEFAULT 'manual', \`rss_feed_id\` int NULL, \`rss_guid\` varchar(255) NULL, \`rss_unread\` tinyint NOT NULL DEFAULT 0, \`created_by_id\` int NULL, \`edited_by_id\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_bacba2f914d099cd9d92e50d77\` (\`organization_id\`, \`rss_unread\`), UNIQUE INDEX \`IDX_eb988b51fde7682a4416c5ad9a\` (\`organization_id\`, \`rss_feed_id\`, \`rss_guid\`), INDEX \`IDX_ff7f23b97b6a2b64165ff10f39\` (\`organization_id\`, \`in_queue\`, \`complete\`, \`last_posted_at\`), INDEX \`IDX_a798503d80d2bccd4c10c12aaa\` (\`organization_id\`, \`url_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`social_publications\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`claimed_by\` varchar(64) NULL, \`claimed_at\` datetime NULL, \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NULL, \`post_id\` int NULL, \`kind\` varchar(16) NOT NULL, \`due_at\` datetime NOT NULL, \`slot_key\` varchar(64) NOT NULL, \`status\` varchar(16) NOT NULL, \`title\` varchar(255) NULL, \`url_id\` int NULL, \`post_log_id\` int NULL, \`error\` text NULL, \`done_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_f348f410159b260b0a0bca0dff\` (\`organization_id\`, \`due_at\`), INDEX \`IDX_4cf792b587020dd03a9439d72f\` (\`organization_id\`, \`post_id\`, \`status\`), INDEX \`IDX_1e2221b3b4ab11f70e410dbe0d\` (\`status\`, \`due_at\`), UNIQUE INDEX \`IDX_a8a9d7a79fe5a4160940a4ef25\` (\`organization_id\`, \`slot_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`social_post_logs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`post_id\` int NULL, \`publication_id\` int NULL, \`all_success\` tinyint NOT NULL DEFAULT 0, \`results\` json NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_0a0bf1b42785541ee44516cc56\` (\`organization_id\`, \`all_success\`, \`created_at\`), INDEX \`IDX_dd3e0b072168d04de293d211bd\` (\`organization_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`social_campaigns\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`times_per_day\` int NOT NULL DEFAULT '1', \`active\` tinyint NOT NULL DEFAULT 0, \`counter\` int NOT NULL DEFAULT '0', \`days\` json NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_e0988997e286db661234496e3d\` (\`active\`), UNIQUE INDEX \`IDX_5ce901851e0bf5fd3e2dda88c7\` (\`organization_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`social_rss_feeds\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`feed_url\` varchar(2048) NOT NULL, \`last_scraped\` datetime NULL, \`status\` tinyint NOT NULL DEFAULT 1, \`next_read_at\` datetime NOT NULL, \`error\` text NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_276e4cde562654a4199fddbc85\` (\`status\`, \`next_read_at\`), INDEX \`IDX_4b1a7969cf95cdff263a390ff5\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`social_video_jobs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`claimed_by\` varchar(64) NULL, \`claimed_at\` datetime NULL, \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NULL, \`job_key\` varchar(64) NOT NULL, \`status\` varchar(16) NOT NULL, \`video_name\` varchar(255) NOT NULL, \`source_path\` varchar(1024) NOT NULL, \`video_hundredths\` int NOT NULL DEFAULT '0', \`uploaded_hundredths\` int NOT NULL DEFAULT '0', \`url\` varchar(2048) NULL, \`thumbnail\` varchar(2048) NULL, \`can_be_reels\` tinyint NOT NULL DEFAULT 0, \`duration_ms\` int NULL, \`error\` text NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_07bb9785b2653aba3e2899d884\` (\`status\`), UNIQUE INDEX \`IDX_1d9c18aa3fea000bbd8a4b5a2f\` (\`organization_id\`, \`job_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`social_template_folders\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_d66b16f610326b4768dd06feb0\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`social_templates\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`folder_id\` int NULL, \`title\` varchar(255) NOT NULL, \`description\` text NOT NULL, \`image\` varchar(2048) NULL, \`hashtags\` varchar(1000) NOT NULL DEFAULT '', \`weight\` int NOT NULL DEFAULT '2', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_d5ff6943f4ba348f49f405be4e\` (\`organization_id\`, \`folder_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_urls\` ADD CONSTRAINT \`FK_e1d5488bb0f686592cb2ae48122\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_posts\` ADD CONSTRAINT \`FK_a69e0c3be0e8e1415f82618810e\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_posts\` ADD CONSTRAINT \`FK_a84d6b0e0044aa28f8256ffb125\` FOREIGN KEY (\`url_id\`) REFERENCES \`social_urls\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_publications\` ADD CONSTRAINT \`FK_a427867c3d971ac83d60b451cf2\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_post_logs\` ADD CONSTRAINT \`FK_02afd3af166de21bfcafb915e5c\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_campaigns\` ADD CONSTRAINT \`FK_5ce901851e0bf5fd3e2dda88c7e\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_rss_feeds\` ADD CONSTRAINT \`FK_7b70c492da9e8b6286a2e3ddb01\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_video_jobs\` ADD CONSTRAINT \`FK_14978593ad72736d75bcde36aea\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_template_folders\` ADD CONSTRAINT \`FK_f574db3bb2262918838c706cad5\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_templates\` ADD CONSTRAINT \`FK_3e1a40a856a237c04aeebbe477c\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`social_templates\` DROP FOREIGN KEY \`FK_3e1a40a856a237c04aeebbe477c\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_template_folders\` DROP FOREIGN KEY \`FK_f574db3bb2262918838c706cad5\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_video_jobs\` DROP FOREIGN KEY \`FK_14978593ad72736d75bcde36aea\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_rss_feeds\` DROP FOREIGN KEY \`FK_7b70c492da9e8b6286a2e3ddb01\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_campaigns\` DROP FOREIGN KEY \`FK_5ce901851e0bf5fd3e2dda88c7e\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_post_logs\` DROP FOREIGN KEY \`FK_02afd3af166de21bfcafb915e5c\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_publications\` DROP FOREIGN KEY \`FK_a427867c3d971ac83d60b451cf2\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_posts\` DROP FOREIGN KEY \`FK_a84d6b0e0044aa28f8256ffb125\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_posts\` DROP FOREIGN KEY \`FK_a69e0c3be0e8e1415f82618810e\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_urls\` DROP FOREIGN KEY \`FK_e1d5488bb0f686592cb2ae48122\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_d5ff6943f4ba348f49f405be4e\` ON \`social_templates\``);
    await queryRunner.query(`DROP TABLE \`social_templates\``);
    await queryRunner.query(`DROP INDEX \`IDX_d66b16f610326b4768dd06feb0\` ON \`social_template_folders\``);
    await queryRunner.query(`DROP TABLE \`social_template_folders\``);
    await queryRunner.query(`DROP INDEX \`IDX_1d9c18aa3fea000bbd8a4b5a2f\` ON \`social_video_jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_07bb9785b2653aba3e2899d884\` ON \`social_video_jobs\``);
    await queryRunner.query(`DROP TABLE \`social_video_jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_4b1a7969cf95cdff263a390ff5\` ON \`social_rss_feeds\``);
    await queryRunner.query(`DROP INDEX \`IDX_276e4cde562654a4199fddbc85\` ON \`social_rss_feeds\``);
    await queryRunner.query(`DROP TABLE \`social_rss_feeds\``);
    await queryRunner.query(`DROP INDEX \`IDX_5ce901851e0bf5fd3e2dda88c7\` ON \`social_campaigns\``);
    await queryRunner.query(`DROP INDEX \`IDX_e0988997e286db661234496e3d\` ON \`social_campaigns\``);
    await queryRunner.query(`DROP TABLE \`social_campaigns\``);
    await queryRunner.query(`DROP INDEX \`IDX_dd3e0b072168d04de293d211bd\` ON \`social_post_logs\``);
    await queryRunner.query(`DROP INDEX \`IDX_0a0bf1b42785541ee44516cc56\` ON \`social_post_logs\``);
    await queryRunner.query(`DROP TABLE \`social_post_logs\``);
    await queryRunner.query(`DROP INDEX \`IDX_a8a9d7a79fe5a4160940a4ef25\` ON \`social_publications\``);
    await queryRunner.query(`DROP INDEX \`IDX_1e2221b3b4ab11f70e410dbe0d\` ON \`social_publications\``);
    await queryRunner.query(`DROP INDEX \`IDX_4cf792b587020dd03a9439d72f\` ON \`social_publications\``);
    await queryRunner.query(`DROP INDEX \`IDX_f348f410159b260b0a0bca0dff\` ON \`social_publications\``);
    await queryRunner.query(`DROP TABLE \`social_publications\``);
    await queryRunner.query(`DROP INDEX \`IDX_a798503d80d2bccd4c10c12aaa\` ON \`social_posts\``);
    await queryRunner.query(`DROP INDEX \`IDX_ff7f23b97b6a2b64165ff10f39\` ON \`social_posts\``);
    await queryRunner.query(`DROP INDEX \`IDX_eb988b51fde7682a4416c5ad9a\` ON \`social_posts\``);
    await queryRunner.query(`DROP INDEX \`IDX_bacba2f914d099cd9d92e50d77\` ON \`social_posts\``);
    await queryRunner.query(`DROP TABLE \`social_posts\``);
    await queryRunner.query(`DROP INDEX \`IDX_7029af62ae16cc01a4ad6ee785\` ON \`social_urls\``);
    await queryRunner.query(`DROP INDEX \`IDX_e467b8df6f14277de15b63a4cd\` ON \`social_urls\``);
    await queryRunner.query(`DROP TABLE \`social_urls\``);
    await queryRunner.query(`DROP INDEX \`IDX_b63cbfc459e16c03708e35d4f3\` ON \`social_provider_profiles\``);
    await queryRunner.query(`DROP TABLE \`social_provider_profiles\``);
    await queryRunner.query(`DROP INDEX \`IDX_8fbb75595b50a3028c05472ed7\` ON \`local_social_posts\``);
    await queryRunner.query(`DROP INDEX \`IDX_6d053ce61f58adc5afb39f3c68\` ON \`local_social_posts\``);
    await queryRunner.query(`DROP TABLE \`local_social_posts\``);
    await queryRunner.query(`DROP INDEX \`IDX_b009cd3051b213c6d8c18afbaa\` ON \`local_social_accounts\``);
    await queryRunner.query(`DROP TABLE \`local_social_accounts\``);
  }
}
