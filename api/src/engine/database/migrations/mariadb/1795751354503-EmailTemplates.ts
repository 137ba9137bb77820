import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailTemplates1795751354503 implements MigrationInterface {
  name = 'EmailTemplates1795751354503';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`email_templates\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NULL, \`title\` varchar(150) NOT NULL, \`title_normalized\` varchar(150) NOT NULL, \`html\` json NOT NULL, \`design\` json NULL, \`thumbnail_url\` varchar(500) NULL, \`folder_id\` int NULL, \`base_template_id\` int NULL, \`library_key\` varchar(64) NULL, \`library_hash\` varchar(64) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_c2280380062779f381119b406c\` (\`organization_id\`, \`id\`), INDEX \`IDX_9b268018f3e15ab0ea32ea4e61\` (\`organization_id\`, \`folder_id\`, \`id\`), UNIQUE INDEX \`IDX_bac1fbf43908ecac4988a0f153\` (\`library_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`email_template_folders\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NULL, \`name\` varchar(100) NOT NULL, \`name_normalized\` varchar(100) NOT NULL, \`library_key\` varchar(64) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_41d6e79df4060771e9f3528dbf\` (\`organization_id\`, \`name_normalized\`), UNIQUE INDEX \`IDX_aa0ec8207e22c7129e7568db82\` (\`library_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`text_templates\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`title\` varchar(100) NOT NULL, \`title_normalized\` varchar(100) NOT NULL, \`template\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_9e545d9f6736965dd3985cc0fa\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_9e545d9f6736965dd3985cc0fa\` ON \`text_templates\``);
    await queryRunner.query(`DROP TABLE \`text_templates\``);
    await queryRunner.query(`DROP INDEX \`IDX_aa0ec8207e22c7129e7568db82\` ON \`email_template_folders\``);
    await queryRunner.query(`DROP INDEX \`IDX_41d6e79df4060771e9f3528dbf\` ON \`email_template_folders\``);
    await queryRunner.query(`DROP TABLE \`email_template_folders\``);
    await queryRunner.query(`DROP INDEX \`IDX_bac1fbf43908ecac4988a0f153\` ON \`email_templates\``);
    await queryRunner.query(`DROP INDEX \`IDX_9b268018f3e15ab0ea32ea4e61\` ON \`email_templates\``);
    await queryRunner.query(`DROP INDEX \`IDX_c2280380062779f381119b406c\` ON \`email_templates\``);
    await queryRunner.query(`DROP TABLE \`email_templates\``);
  }
}
