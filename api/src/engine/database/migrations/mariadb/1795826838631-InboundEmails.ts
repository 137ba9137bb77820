import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InboundEmails1795826838631 implements MigrationInterface {
  name = 'InboundEmails1795826838631';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`inbound_emails\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`message_id\` varchar(255) NOT NULL, \`lead_id\` int NOT NULL, \`recipient_id\` int NOT NULL, \`campaign_id\` int NOT NULL, \`from_address\` varchar(254) NOT NULL, \`subject\` varchar(255) NOT NULL, \`text\` text NOT NULL, \`received_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_6f04ba953f01da269572310a35\` (\`organization_id\`, \`lead_id\`, \`id\`), UNIQUE INDEX \`IDX_d1875455013c602a7220992ff4\` (\`organization_id\`, \`message_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`inbound_emails\` ADD CONSTRAINT \`FK_df5bc8723de9df5889aa8e933e8\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`inbound_emails\` DROP FOREIGN KEY \`FK_df5bc8723de9df5889aa8e933e8\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_d1875455013c602a7220992ff4\` ON \`inbound_emails\``);
    await queryRunner.query(`DROP INDEX \`IDX_6f04ba953f01da269572310a35\` ON \`inbound_emails\``);
    await queryRunner.query(`DROP TABLE \`inbound_emails\``);
  }
}
