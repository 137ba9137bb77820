import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1795283517476 implements MigrationInterface {
  name = 'Billing1795283517476';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`organization_subscriptions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`subscription_id\` varchar(255) NOT NULL, \`status\` varchar(32) NOT NULL, \`product_id\` varchar(255) NOT NULL, \`seat_quantity\` int NOT NULL DEFAULT '0', \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_ee120ecc7d96135bd947a1ea7a\` (\`organization_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`addon_purchases\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`product_id\` varchar(255) NOT NULL, \`product_name\` varchar(255) NOT NULL, \`metadata\` json NOT NULL, \`amount\` int NOT NULL, \`invoice_id\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_92f44dd2c90c8280df6997deff\` (\`organization_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`billing_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`event_id\` varchar(255) NOT NULL, \`type\` varchar(64) NOT NULL, \`organization_id\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_309a2c46b583ac35315922ea4a\` (\`organization_id\`, \`created_at\`), UNIQUE INDEX \`IDX_b2458697284449482024f0bf64\` (\`event_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`billing_products\` (\`id\` varchar(64) NOT NULL, \`name\` varchar(255) NOT NULL, \`description\` varchar(1024) NULL, \`kind\` varchar(16) NOT NULL, \`metadata\` json NOT NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`sort_order\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`billing_prices\` (\`id\` varchar(64) NOT NULL, \`product_id\` varchar(64) NOT NULL, \`unit_amount\` int NOT NULL, \`currency\` varchar(3) NOT NULL DEFAULT 'usd', \`interval\` varchar(8) NULL, \`active\` tinyint NOT NULL DEFAULT 1, INDEX \`IDX_663d526be1d41a04428dd0b5e5\` (\`product_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`billing_coupons\` (\`id\` varchar(64) NOT NULL, \`percent_off\` int NOT NULL, \`valid\` tinyint NOT NULL DEFAULT 1, \`applies_to\` json NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`billing_promotion_codes\` (\`id\` varchar(64) NOT NULL, \`code\` varchar(64) NOT NULL, \`coupon_id\` varchar(64) NOT NULL, \`active\` tinyint NOT NULL DEFAULT 1, UNIQUE INDEX \`IDX_fde1c623e17919963d09ce56db\` (\`code\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`local_customers\` (\`id\` varchar(64) NOT NULL, \`organization_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`email\` varchar(254) NOT NULL, \`default_payment_method_id\` varchar(64) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_7217909db3f9bbb128712e00ac\` (\`organization_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`local_payment_methods\` (\`id\` varchar(64) NOT NULL, \`organization_id\` int NOT NULL, \`customer_id\` varchar(64) NULL, \`brand\` varchar(32) NOT NULL, \`last4\` varchar(4) NOT NULL, \`exp_month\` int NOT NULL, \`exp_year\` int NOT NULL, \`behaviour\` varchar(32) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_bdfb1f6fcccd4813b0c1588164\` (\`organization_id\`, \`customer_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`local_setup_intents\` (\`id\` varchar(64) NOT NULL, \`organization_id\` int NOT NULL, \`customer_id\` varchar(64) NOT NULL, \`client_secret\` varchar(128) NOT NULL, \`idempotency_key\` varchar(191) NOT NULL, \`status\` varchar(32) NOT NULL, \`payment_method_id\` varchar(64) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_e2c928b4f0670374168823d274\` (\`organization_id\`, \`customer_id\`), UNIQUE INDEX \`IDX_a00f4a1dfc3af0e4adc11215ed\` (\`client_secret\`), UNIQUE INDEX \`IDX_ae65a3ad17edd5200536514664\` (\`idempotency_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`local_subscriptions\` (\`id\` varchar(64) NOT NULL, \`organization_id\` int NOT NULL, \`customer_id\` varchar(64) NOT NULL, \`idempotency_key\` varchar(191) NOT NULL, \`status\` varchar(32) NOT NULL, \`price_id\` varchar(64) NOT NULL, \`seat_price_id\` varchar(64) NULL, \`seat_quantity\` int NOT NULL DEFAULT '0', \`coupon_id\` varchar(64) NULL, \`current_period_start\` datetime NOT NULL, \`current_period_end\` datetime NOT NULL, \`renewal_claimed_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_5b66ac2b61d41ce1a1ec546851\` (\`status\`, \`current_period_end\`), INDEX \`IDX_1d0663f8ce985c60136e861b0a\` (\`organization_id\`, \`customer_id\`), UNIQUE INDEX \`IDX_7fad049d6edcc457aa1268d229\` (\`idempotency_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`local_invoices\` (\`id\` varchar(64) NOT NULL, \`organization_id\` int NOT NULL, \`customer_id\` varchar(64) NOT NULL, \`subscription_id\` varchar(64) NULL, \`idempotency_key\` varchar(191) NOT NULL, \`number\` varchar(32) NOT NULL, \`status\` varchar(16) NOT NULL, \`amount_due\` int NOT NULL, \`amount_paid\` int NOT NULL DEFAULT '0', \`currency\` varchar(3) NOT NULL DEFAULT 'usd', \`description\` varchar(512) NULL, \`lines\` json NOT NULL, \`interval\` varchar(8) NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`IDX_f1f41fe03944a7775ca0e287b5\` (\`organization_id\`, \`customer_id\`, \`created_at\`), UNIQUE INDEX \`IDX_855e2997737610ee4be06d8565\` (\`idempotency_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_855e2997737610ee4be06d8565\` ON \`local_invoices\``);
    await queryRunner.query(`DROP INDEX \`IDX_f1f41fe03944a7775ca0e287b5\` ON \`local_invoices\``);
    await queryRunner.query(`DROP TABLE \`local_invoices\``);
    await queryRunner.query(`DROP INDEX \`IDX_7fad049d6edcc457aa1268d229\` ON \`local_subscriptions\``);
    await queryRunner.query(`DROP INDEX \`IDX_1d0663f8ce985c60136e861b0a\` ON \`local_subscriptions\``);
    await queryRunner.query(`DROP INDEX \`IDX_5b66ac2b61d41ce1a1ec546851\` ON \`local_subscriptions\``);
    await queryRunner.query(`DROP TABLE \`local_subscriptions\``);
    await queryRunner.query(`DROP INDEX \`IDX_ae65a3ad17edd5200536514664\` ON \`local_setup_intents\``);
    await queryRunner.query(`DROP INDEX \`IDX_a00f4a1dfc3af0e4adc11215ed\` ON \`local_setup_intents\``);
    await queryRunner.query(`DROP INDEX \`IDX_e2c928b4f0670374168823d274\` ON \`local_setup_intents\``);
    await queryRunner.query(`DROP TABLE \`local_setup_intents\``);
    await queryRunner.query(`DROP INDEX \`IDX_bdfb1f6fcccd4813b0c1588164\` ON \`local_payment_methods\``);
    await queryRunner.query(`DROP TABLE \`local_payment_methods\``);
    await queryRunner.query(`DROP INDEX \`IDX_7217909db3f9bbb128712e00ac\` ON \`local_customers\``);
    await queryRunner.query(`DROP TABLE \`local_customers\``);
    await queryRunner.query(`DROP INDEX \`IDX_fde1c623e17919963d09ce56db\` ON \`billing_promotion_codes\``);
    await queryRunner.query(`DROP TABLE \`billing_promotion_codes\``);
    await queryRunner.query(`DROP TABLE \`billing_coupons\``);
    await queryRunner.query(`DROP INDEX \`IDX_663d526be1d41a04428dd0b5e5\` ON \`billing_prices\``);
    await queryRunner.query(`DROP TABLE \`billing_prices\``);
    await queryRunner.query(`DROP TABLE \`billing_products\``);
    await queryRunner.query(`DROP INDEX \`IDX_b2458697284449482024f0bf64\` ON \`billing_events\``);
    await queryRunner.query(`DROP INDEX \`IDX_309a2c46b583ac35315922ea4a\` ON \`billing_events\``);
    await queryRunner.query(`DROP TABLE \`billing_events\``);
    await queryRunner.query(`DROP INDEX \`IDX_92f44dd2c90c8280df6997deff\` ON \`addon_purchases\``);
    await queryRunner.query(`DROP TABLE \`addon_purchases\``);
    await queryRunner.query(
      `DROP INDEX \`IDX_ee120ecc7d96135bd947a1ea7a\` ON \`organization_subscriptions\``,
    );
    await queryRunner.query(`DROP TABLE \`organization_subscriptions\``);
  }
}
