import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hand-written as ADD/DROP COLUMN: the generated statements re-create `users`, which other tables reference (see
 * the SQLite caveat in api/README.md).
 */
export class TokenVersionAndCodeChallenge1795691793670 implements MigrationInterface {
  name = 'TokenVersionAndCodeChallenge1795691793670';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "token_version" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "two_factor_codes" ADD COLUMN "challenge_id" varchar(36)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "two_factor_codes" DROP COLUMN "challenge_id"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "token_version"`);
  }
}
