import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TokenVersionAndCodeChallenge1795691793364 implements MigrationInterface {
  name = 'TokenVersionAndCodeChallenge1795691793364';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`token_version\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`two_factor_codes\` ADD \`challenge_id\` varchar(36) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`two_factor_codes\` DROP COLUMN \`challenge_id\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`token_version\``);
  }
}
