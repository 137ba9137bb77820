import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadListPerformance1795294390522 implements MigrationInterface {
  name = 'LeadListPerformance1795294390522';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`lead_counts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`fsm_state\` varchar(32) NOT NULL, \`lead_list_id\` int NOT NULL, \`count\` int NOT NULL, \`generation\` int NOT NULL, \`max_id\` int NOT NULL, UNIQUE INDEX \`IDX_28eaf13b92401b3abe0ccbb072\` (\`organization_id\`, \`fsm_state\`, \`lead_list_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lead_count_generations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`generation\` int NOT NULL DEFAULT '0', UNIQUE INDEX \`IDX_12dc7bccdcb81ca104ca139aa5\` (\`organization_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_e5e14a240d929bb4e5803f1245\` ON \`leads\` (\`organization_id\`, \`fsm_state\`, \`email\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_1755c8c6f1c264ca000d79fa5c\` ON \`leads\` (\`organization_id\`, \`fsm_state\`, \`lead_list_id\`, \`id\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_e5f67732980b0d5e18dd626901\` ON \`leads\` (\`organization_id\`, \`id\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_e5f67732980b0d5e18dd626901\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_1755c8c6f1c264ca000d79fa5c\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_e5e14a240d929bb4e5803f1245\` ON \`leads\``);
    await queryRunner.query(`DROP INDEX \`IDX_12dc7bccdcb81ca104ca139aa5\` ON \`lead_count_generations\``);
    await queryRunner.query(`DROP TABLE \`lead_count_generations\``);
    await queryRunner.query(`DROP INDEX \`IDX_28eaf13b92401b3abe0ccbb072\` ON \`lead_counts\``);
    await queryRunner.query(`DROP TABLE \`lead_counts\``);
  }
}
