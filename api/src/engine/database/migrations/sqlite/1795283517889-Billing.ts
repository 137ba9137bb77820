import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1795283517889 implements MigrationInterface {
  name = 'Billing1795283517889';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "organization_subscriptions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "subscription_id" varchar(255) NOT NULL, "status" varchar(32) NOT NULL, "product_id" varchar(255) NOT NULL, "seat_quantity" integer NOT NULL DEFAULT (0), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_ee120ecc7d96135bd947a1ea7a" ON "organization_subscriptions" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "addon_purchases" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "product_id" varchar(255) NOT NULL, "product_name" varchar(255) NOT NULL, "metadata" json NOT NULL, "amount" integer NOT NULL, "invoice_id" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_92f44dd2c90c8280df6997deff" ON "addon_purchases" ("organization_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "event_id" varchar(255) NOT NULL, "type" varchar(64) NOT NULL, "organization_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_b2458697284449482024f0bf643" UNIQUE ("event_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_309a2c46b583ac35315922ea4a" ON "billing_events" ("organization_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_products" ("id" varchar(64) PRIMARY KEY NOT NULL, "name" varchar(255) NOT NULL, "description" varchar(1024), "kind" varchar(16) NOT NULL, "metadata" json NOT NULL, "active" boolean NOT NULL DEFAULT (1), "sort_order" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_prices" ("id" varchar(64) PRIMARY KEY NOT NULL, "product_id" varchar(64) NOT NULL, "unit_amount" integer NOT NULL, "currency" varchar(3) NOT NULL DEFAULT ('usd'), "interval" varchar(8), "active" boolean NOT NULL DEFAULT (1))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_663d526be1d41a04428dd0b5e5" ON "billing_prices" ("product_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_coupons" ("id" varchar(64) PRIMARY KEY NOT NULL, "percent_off" integer NOT NULL, "valid" boolean NOT NULL DEFAULT (1), "applies_to" json NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_promotion_codes" ("id" varchar(64) PRIMARY KEY NOT NULL, "code" varchar(64) NOT NULL, "coupon_id" varchar(64) NOT NULL, "active" boolean NOT NULL DEFAULT (1), CONSTRAINT "UQ_fde1c623e17919963d09ce56db1" UNIQUE ("code"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "local_customers" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" integer NOT NULL, "name" varchar(255) NOT NULL, "email" varchar(254) NOT NULL, "default_payment_method_id" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_7217909db3f9bbb128712e00ac" ON "local_customers" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "local_payment_methods" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" integer NOT NULL, "customer_id" varchar(64), "brand" varchar(32) NOT NULL, "last4" varchar(4) NOT NULL, "exp_month" integer NOT NULL, "exp_year" integer NOT NULL, "behaviour" varchar(32) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bdfb1f6fcccd4813b0c1588164" ON "local_payment_methods" ("organization_id", "customer_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "local_setup_intents" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" integer NOT NULL, "customer_id" varchar(64) NOT NULL, "client_secret" varchar(128) NOT NULL, "idempotency_key" varchar(191) NOT NULL, "status" varchar(32) NOT NULL, "payment_method_id" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_a00f4a1dfc3af0e4adc11215edd" UNIQUE ("client_secret"), CONSTRAINT "UQ_ae65a3ad17edd52005365146643" UNIQUE ("idempotency_key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e2c928b4f0670374168823d274" ON "local_setup_intents" ("organization_id", "customer_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "local_subscriptions" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" integer NOT NULL, "customer_id" varchar(64) NOT NULL, "idempotency_key" varchar(191) NOT NULL, "status" varchar(32) NOT NULL, "price_id" varchar(64) NOT NULL, "seat_price_id" varchar(64), "seat_quantity" integer NOT NULL DEFAULT (0), "coupon_id" varchar(64), "current_period_start" datetime NOT NULL, "current_period_end" datetime NOT NULL, "renewal_claimed_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_7fad049d6edcc457aa1268d2296" UNIQUE ("idempotency_key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5b66ac2b61d41ce1a1ec546851" ON "local_subscriptions" ("status", "current_period_end") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1d0663f8ce985c60136e861b0a" ON "local_subscriptions" ("organization_id", "customer_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "local_invoices" ("id" varchar(64) PRIMARY KEY NOT NULL, "organization_id" integer NOT NULL, "customer_id" varchar(64) NOT NULL, "subscription_id" varchar(64), "idempotency_key" varchar(191) NOT NULL, "number" varchar(32) NOT NULL, "status" varchar(16) NOT NULL, "amount_due" integer NOT NULL, "amount_paid" integer NOT NULL DEFAULT (0), "currency" varchar(3) NOT NULL DEFAULT ('usd'), "description" varchar(512), "lines" json NOT NULL, "interval" varchar(8), "created_at" datetime(3) NOT NULL, CONSTRAINT "UQ_855e2997737610ee4be06d85653" UNIQUE ("idempotency_key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f1f41fe03944a7775ca0e287b5" ON "local_invoices" ("organization_id", "customer_id", "created_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_f1f41fe03944a7775ca0e287b5"`);
    await queryRunner.query(`DROP TABLE "local_invoices"`);
    await queryRunner.query(`DROP INDEX "IDX_1d0663f8ce985c60136e861b0a"`);
    await queryRunner.query(`DROP INDEX "IDX_5b66ac2b61d41ce1a1ec546851"`);
    await queryRunner.query(`DROP TABLE "local_subscriptions"`);
    await queryRunner.query(`DROP INDEX "IDX_e2c928b4f0670374168823d274"`);
    await queryRunner.query(`DROP TABLE "local_setup_intents"`);
    await queryRunner.query(`DROP INDEX "IDX_bdfb1f6fcccd4813b0c1588164"`);
    await queryRunner.query(`DROP TABLE "local_payment_methods"`);
    await queryRunner.query(`DROP INDEX "IDX_7217909db3f9bbb128712e00ac"`);
    await queryRunner.query(`DROP TABLE "local_customers"`);
    await queryRunner.query(`DROP TABLE "billing_promotion_codes"`);
    await queryRunner.query(`DROP TABLE "billing_coupons"`);
    await queryRunner.query(`DROP INDEX "IDX_663d526be1d41a04428dd0b5e5"`);
    await queryRunner.query(`DROP TABLE "billing_prices"`);
    await queryRunner.query(`DROP TABLE "billing_products"`);
    await queryRunner.query(`DROP INDEX "IDX_309a2c46b583ac35315922ea4a"`);
    await queryRunner.query(`DROP TABLE "billing_events"`);
    await queryRunner.query(`DROP INDEX "IDX_92f44dd2c90c8280df6997deff"`);
    await queryRunner.query(`DROP TABLE "addon_purchases"`);
    await queryRunner.query(`DROP INDEX "IDX_ee120ecc7d96135bd947a1ea7a"`);
    await queryRunner.query(`DROP TABLE "organization_subscriptions"`);
  }
}
