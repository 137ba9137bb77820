import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailRecipientsByContact1795790770652 implements MigrationInterface {
  name = 'EmailRecipientsByContact1795790770652';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_1a246a92d47129f43da847897c\` ON \`email_recipients\` (\`organization_id\`, \`lead_id\`, \`campaign_id\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_1a246a92d47129f43da847897c\` ON \`email_recipients\``);
  }
}
