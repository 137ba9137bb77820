import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SocialRssItems1795842676377 implements MigrationInterface {
  name = 'SocialRssItems1795842676377';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`social_rss_items\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`feed_id\` int NOT NULL, \`guid\` varchar(255) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_389fe16366068958c641531b3d\` (\`organization_id\`, \`feed_id\`, \`guid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_rss_items\` ADD CONSTRAINT \`FK_cef2d052833f96938dd90b37ce8\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_rss_items\` ADD CONSTRAINT \`FK_c9596aaebf8662646f6ee1a4e6a\` FOREIGN KEY (\`feed_id\`) REFERENCES \`social_rss_feeds\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // The drafts feeds already made are items those feeds already gave.
    await queryRunner.query(
      `INSERT INTO social_rss_items (organization_id, feed_id, guid) SELECT p.organization_id, p.rss_feed_id, p.rss_guid FROM social_posts p JOIN social_rss_feeds f ON f.id = p.rss_feed_id AND f.organization_id = p.organization_id WHERE p.rss_guid IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`social_rss_items\` DROP FOREIGN KEY \`FK_c9596aaebf8662646f6ee1a4e6a\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`social_rss_items\` DROP FOREIGN KEY \`FK_cef2d052833f96938dd90b37ce8\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_389fe16366068958c641531b3d\` ON \`social_rss_items\``);
    await queryRunner.query(`DROP TABLE \`social_rss_items\``);
  }
}
