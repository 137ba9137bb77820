import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadJobs1795287693848 implements MigrationInterface {
  name = 'LeadJobs1795287693848';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`lead_jobs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`user_id\` int NULL, \`kind\` varchar(32) NOT NULL, \`payload\` json NOT NULL, \`status\` enum ('pending', 'processing', 'done', 'failed') NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`processed\` int NOT NULL DEFAULT '0', \`claimed_by\` varchar(64) NULL, \`claimed_at\` datetime NULL, \`error\` text NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`finished_at\` datetime NULL, INDEX \`IDX_3a3e93159c8f8e7d7760b1557b\` (\`status\`), INDEX \`IDX_688a20b86f130f919ec86b129b\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_688a20b86f130f919ec86b129b\` ON \`lead_jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_3a3e93159c8f8e7d7760b1557b\` ON \`lead_jobs\``);
    await queryRunner.query(`DROP TABLE \`lead_jobs\``);
  }
}
