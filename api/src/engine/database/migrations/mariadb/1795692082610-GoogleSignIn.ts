import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GoogleSignIn1795692082610 implements MigrationInterface {
  name = 'GoogleSignIn1795692082610';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`google_sign_ins\` (\`id\` int NOT NULL AUTO_INCREMENT, \`state_hash\` varchar(64) NOT NULL, \`code_verifier\` varchar(128) NOT NULL, \`nonce\` varchar(64) NOT NULL, \`callback_at\` datetime NULL, \`exchange_code_hash\` varchar(64) NULL, \`user_id\` int NULL, \`expires_at\` datetime NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_a7b54fbb6a5341780d41582eb8\` (\`expires_at\`), UNIQUE INDEX \`IDX_5153aa7887aa5d2608a6bb47d5\` (\`state_hash\`), UNIQUE INDEX \`IDX_c19f5f91725a879c384bbaf788\` (\`exchange_code_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`google_sign_ins\` ADD CONSTRAINT \`FK_387d7a8f5242783437ec15ccc6c\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`google_sign_ins\` DROP FOREIGN KEY \`FK_387d7a8f5242783437ec15ccc6c\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_c19f5f91725a879c384bbaf788\` ON \`google_sign_ins\``);
    await queryRunner.query(`DROP INDEX \`IDX_5153aa7887aa5d2608a6bb47d5\` ON \`google_sign_ins\``);
    await queryRunner.query(`DROP INDEX \`IDX_a7b54fbb6a5341780d41582eb8\` ON \`google_sign_ins\``);
    await queryRunner.query(`DROP TABLE \`google_sign_ins\``);
  }
}
