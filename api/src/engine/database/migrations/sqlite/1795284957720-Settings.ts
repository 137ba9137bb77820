import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Settings1795284957720 implements MigrationInterface {
  name = 'Settings1795284957720';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "leads" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "first_name" varchar(150), "last_name" varchar(150), "company_name" varchar(255), "email" varchar(254), "cell_phone" varchar(32), "fsm_state" varchar(32) NOT NULL DEFAULT ('opportunity'), "lead_source_id" integer, "account_rep" integer, "sales_rep" integer, "service_rep" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fa6e873c7f8b2b852affbd9798" ON "leads" ("organization_id", "service_rep") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_922e4b1cdcbd75704974bc3738" ON "leads" ("organization_id", "sales_rep") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7131393fe86de4c7a8d1b19f0c" ON "leads" ("organization_id", "account_rep") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_dffd9502bb33b65c79f411ea65" ON "leads" ("organization_id", "lead_source_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_groups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "group_id" integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_228b1cffd9a5a33ced9e185dab" ON "lead_groups" ("organization_id", "lead_id", "group_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_85f61f3d9a0fead4258e37d9ee" ON "lead_groups" ("organization_id", "group_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "organization_settings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "first_follow_up_date" integer, "second_follow_up_date" integer, "third_follow_up_date" integer, "fourth_follow_up_date" integer, "fifth_follow_up_date" integer, "magic_numbers" json, "show_default_services" boolean NOT NULL DEFAULT (1), "about_us_info_source" varchar(32), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_5fbdacce9bdcb454877d068e35" ON "organization_settings" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_sources" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(100) NOT NULL, "description" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a42f7ca747b5f962e15a076167" ON "lead_sources" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "locations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(100) NOT NULL, "description" text, "phone_number" varchar(32), "address" varchar(200), "website" varchar(2048), "timezone" varchar(64) NOT NULL, "city" varchar(100), "zip_code" varchar(100), "state" varchar(100), "email" varchar(254), "is_main" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d4c1f99d345f3847f9815b1868" ON "locations" ("organization_id", "is_main") `,
    );
    await queryRunner.query(
      `CREATE TABLE "marketing_groups" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "name" varchar(100) NOT NULL, "name_normalized" varchar(100) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_e47c631e13939c7557689eef87" ON "marketing_groups" ("organization_id", "name_normalized") `,
    );
    await queryRunner.query(
      `CREATE TABLE "representative_settings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "user_id" integer NOT NULL, "role_title" varchar CHECK( "role_title" IN ('None','Account','Sales','Service') ) NOT NULL DEFAULT ('None'), "sms_notif" boolean NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_753046fd84438478641df920bf" ON "representative_settings" ("organization_id", "user_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_753046fd84438478641df920bf"`);
    await queryRunner.query(`DROP TABLE "representative_settings"`);
    await queryRunner.query(`DROP INDEX "IDX_e47c631e13939c7557689eef87"`);
    await queryRunner.query(`DROP TABLE "marketing_groups"`);
    await queryRunner.query(`DROP INDEX "IDX_d4c1f99d345f3847f9815b1868"`);
    await queryRunner.query(`DROP TABLE "locations"`);
    await queryRunner.query(`DROP INDEX "IDX_a42f7ca747b5f962e15a076167"`);
    await queryRunner.query(`DROP TABLE "lead_sources"`);
    await queryRunner.query(`DROP INDEX "IDX_5fbdacce9bdcb454877d068e35"`);
    await queryRunner.query(`DROP TABLE "organization_settings"`);
    await queryRunner.query(`DROP INDEX "IDX_85f61f3d9a0fead4258e37d9ee"`);
    await queryRunner.query(`DROP INDEX "IDX_228b1cffd9a5a33ced9e185dab"`);
    await queryRunner.query(`DROP TABLE "lead_groups"`);
    await queryRunner.query(`DROP INDEX "IDX_dffd9502bb33b65c79f411ea65"`);
    await queryRunner.query(`DROP INDEX "IDX_7131393fe86de4c7a8d1b19f0c"`);
    await queryRunner.query(`DROP INDEX "IDX_922e4b1cdcbd75704974bc3738"`);
    await queryRunner.query(`DROP INDEX "IDX_fa6e873c7f8b2b852affbd9798"`);
    await queryRunner.query(`DROP TABLE "leads"`);
  }
}
