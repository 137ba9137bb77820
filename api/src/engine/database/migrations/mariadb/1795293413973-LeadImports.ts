import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadImports1795293413973 implements MigrationInterface {
  name = 'LeadImports1795293413973';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`lead_imports\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`user_id\` int NULL, \`bucket\` varchar(16) NOT NULL, \`list_id\` int NULL, \`file_name\` varchar(255) NOT NULL, \`file_key\` varchar(200) NOT NULL, \`headers\` json NOT NULL, \`status\` enum ('pending', 'processing', 'done', 'failed') NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`total\` int NOT NULL DEFAULT '0', \`processed\` int NOT NULL DEFAULT '0', \`created\` int NOT NULL DEFAULT '0', \`updated\` int NOT NULL DEFAULT '0', \`rejected\` int NOT NULL DEFAULT '0', \`rejected_parts\` json NULL, \`claimed_by\` varchar(64) NULL, \`claimed_at\` datetime NULL, \`error\` text NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`finished_at\` datetime NULL, INDEX \`IDX_f360c0f322d40d5628c9196a64\` (\`status\`), INDEX \`IDX_60f16f46402a0367251e26bcc8\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_60f16f46402a0367251e26bcc8\` ON \`lead_imports\``);
    await queryRunner.query(`DROP INDEX \`IDX_f360c0f322d40d5628c9196a64\` ON \`lead_imports\``);
    await queryRunner.query(`DROP TABLE \`lead_imports\``);
  }
}
