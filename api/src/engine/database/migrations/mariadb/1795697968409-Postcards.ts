import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Postcards1795697968409 implements MigrationInterface {
  name = 'Postcards1795697968409';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`postcard_orders\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`template_id\` int NOT NULL, \`design_id\` varchar(64) NOT NULL, \`provider\` varchar(16) NOT NULL, \`provider_order_id\` varchar(64) NULL, \`status\` varchar(32) NOT NULL, \`mail_class\` varchar(32) NOT NULL, \`total_recipients\` int NOT NULL, \`lead_cutoff\` int NOT NULL DEFAULT '0', \`order_state\` json NOT NULL, \`price_id\` varchar(64) NULL, \`addon_id\` varchar(64) NULL, \`total_price\` int NOT NULL DEFAULT '0', \`payment_invoice_id\` varchar(255) NULL, \`paid_at\` datetime NULL, \`created_by_id\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_b46f00e65703c0ec5f0b9fa702\` (\`organization_id\`, \`provider_order_id\`), INDEX \`IDX_f59a6d49955e8e6ea287c85d38\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`local_postcard_templates\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`design_id\` varchar(64) NOT NULL, \`title\` varchar(150) NOT NULL, \`color\` varchar(16) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_960d0ff66896265b72318f392e\` (\`organization_id\`, \`design_id\`), INDEX \`IDX_217a7948422334e54f6f6fb46d\` (\`organization_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_217a7948422334e54f6f6fb46d\` ON \`local_postcard_templates\``);
    await queryRunner.query(`DROP INDEX \`IDX_960d0ff66896265b72318f392e\` ON \`local_postcard_templates\``);
    await queryRunner.query(`DROP TABLE \`local_postcard_templates\``);
    await queryRunner.query(`DROP INDEX \`IDX_f59a6d49955e8e6ea287c85d38\` ON \`postcard_orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_b46f00e65703c0ec5f0b9fa702\` ON \`postcard_orders\``);
    await queryRunner.query(`DROP TABLE \`postcard_orders\``);
  }
}
