import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Services1795284964496 implements MigrationInterface {
  name = 'Services1795284964496';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`local_service_products\` (\`id\` varchar(64) NOT NULL, \`organization_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`description\` varchar(1024) NULL, \`statement_descriptor\` varchar(22) NULL, \`unit_label\` varchar(12) NULL, \`metadata\` json NOT NULL, \`default_price_id\` varchar(64) NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`idempotency_key\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_069ef89675e2606a50f63cbef1\` (\`organization_id\`, \`created_at\`), UNIQUE INDEX \`IDX_25d140d020e7565636bdfcd59e\` (\`idempotency_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`local_service_prices\` (\`id\` varchar(64) NOT NULL, \`organization_id\` int NOT NULL, \`product_id\` varchar(64) NOT NULL, \`unit_amount\` int NOT NULL, \`currency\` varchar(3) NOT NULL DEFAULT 'usd', \`interval\` varchar(8) NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_79673aba3f1b26bba234d055d1\` (\`product_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`services\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NULL, \`name\` varchar(100) NOT NULL, \`description\` varchar(500) NULL, \`statement_descriptor\` varchar(22) NULL, \`unit_label\` varchar(12) NULL, \`metadata\` json NOT NULL, \`price\` int NULL, \`price_type\` varchar(16) NOT NULL DEFAULT 'recurring', \`billing_period\` varchar(8) NULL, \`price_description\` varchar(100) NULL, \`product_id\` varchar(255) NULL, \`price_id\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_8115a888d06f9360b92bf8aa15\` (\`organization_id\`, \`product_id\`), INDEX \`IDX_9a18f4c0028a75347e5bab99f7\` (\`organization_id\`, \`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`service_prices\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`service_id\` int NOT NULL, \`price_id\` varchar(255) NULL, \`unit_amount\` int NOT NULL, \`currency\` varchar(3) NOT NULL DEFAULT 'usd', \`price_type\` varchar(16) NOT NULL, \`billing_period\` varchar(8) NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_874b2f636cc2cb53ec02f80399\` (\`service_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    // The default service set (organization_id NULL), shown while organization_settings.show_default_services is on.
    await queryRunner.query(
      `INSERT INTO \`services\` (\`organization_id\`, \`name\`, \`description\`, \`metadata\`, \`price\`, \`price_type\`, \`billing_period\`) VALUES (NULL, 'Consultation', 'A one-time meeting to understand your needs and recommend next steps.', '[]', 15000, 'one_time', NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO \`services\` (\`organization_id\`, \`name\`, \`description\`, \`metadata\`, \`price\`, \`price_type\`, \`billing_period\`) VALUES (NULL, 'Monthly retainer', 'Ongoing service billed every month.', '[]', 50000, 'recurring', 'monthly')`,
    );
    await queryRunner.query(
      `INSERT INTO \`services\` (\`organization_id\`, \`name\`, \`description\`, \`metadata\`, \`price\`, \`price_type\`, \`billing_period\`) VALUES (NULL, 'Policy review', 'A review of your current policies and coverage.', '[]', 7500, 'one_time', NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM \`services\` WHERE \`organization_id\` IS NULL`);
    await queryRunner.query(`DROP INDEX \`IDX_874b2f636cc2cb53ec02f80399\` ON \`service_prices\``);
    await queryRunner.query(`DROP TABLE \`service_prices\``);
    await queryRunner.query(`DROP INDEX \`IDX_9a18f4c0028a75347e5bab99f7\` ON \`services\``);
    await queryRunner.query(`DROP INDEX \`IDX_8115a888d06f9360b92bf8aa15\` ON \`services\``);
    await queryRunner.query(`DROP TABLE \`services\``);
    await queryRunner.query(`DROP INDEX \`IDX_79673aba3f1b26bba234d055d1\` ON \`local_service_prices\``);
    await queryRunner.query(`DROP TABLE \`local_service_prices\``);
    await queryRunner.query(`DROP INDEX \`IDX_25d140d020e7565636bdfcd59e\` ON \`local_service_products\``);
    await queryRunner.query(`DROP INDEX \`IDX_069ef89675e2606a50f63cbef1\` ON \`local_service_products\``);
    await queryRunner.query(`DROP TABLE \`local_service_products\``);
  }
}
