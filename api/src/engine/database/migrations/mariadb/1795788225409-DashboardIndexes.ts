import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DashboardIndexes1795788225409 implements MigrationInterface {
  name = 'DashboardIndexes1795788225409';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_554695ec883d73cccad862c137\` ON \`leads\` (\`organization_id\`, \`created_at\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_87482765f7c329d86821c39942\` ON \`lead_reminders\` (\`organization_id\`, \`is_completed\`, \`date_of_sending\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_87482765f7c329d86821c39942\` ON \`lead_reminders\``);
    await queryRunner.query(`DROP INDEX \`IDX_554695ec883d73cccad862c137\` ON \`leads\``);
  }
}
