import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailTemplateFolderCascade1795774652262 implements MigrationInterface {
  name = 'EmailTemplateFolderCascade1795774652262';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // A template left in a folder deleted under it (the race this key closes) comes back out of any folder.
    await queryRunner.query(
      `UPDATE \`email_templates\` SET \`folder_id\` = NULL WHERE \`folder_id\` IS NOT NULL AND \`folder_id\` NOT IN (SELECT \`id\` FROM \`email_template_folders\`)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_templates\` ADD CONSTRAINT \`FK_4bce3efcd15462ec9f3c5f18eb8\` FOREIGN KEY (\`folder_id\`) REFERENCES \`email_template_folders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`email_templates\` DROP FOREIGN KEY \`FK_4bce3efcd15462ec9f3c5f18eb8\``,
    );
  }
}
