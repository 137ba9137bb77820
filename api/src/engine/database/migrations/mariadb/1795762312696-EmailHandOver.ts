import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailHandOver1795762312696 implements MigrationInterface {
  name = 'EmailHandOver1795762312696';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`email_recipients\` ADD \`handed_over_at\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`email_recipients\` DROP COLUMN \`handed_over_at\``);
  }
}
