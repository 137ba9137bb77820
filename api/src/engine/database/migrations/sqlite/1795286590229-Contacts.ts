import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Contacts1795286590229 implements MigrationInterface {
  name = 'Contacts1795286590229';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lead_lists" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "title" varchar(100) NOT NULL, "kind" varchar CHECK( "kind" IN ('opportunity','demoted','unallocated') ) NOT NULL DEFAULT ('opportunity'), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d4d0c10a3e655bb2e083c75d66" ON "lead_lists" ("organization_id", "kind") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e1f593d265d2d20afc5995cf97" ON "lead_lists" ("organization_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "lead_id" integer NOT NULL, "user_id" integer, "action" varchar(32) NOT NULL, "field" varchar(64), "old_value" text, "new_value" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a48c1a49f8f3e476c6faed7f56" ON "lead_history" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_dffd9502bb33b65c79f411ea65"`);
    await queryRunner.query(`DROP INDEX "IDX_7131393fe86de4c7a8d1b19f0c"`);
    await queryRunner.query(`DROP INDEX "IDX_922e4b1cdcbd75704974bc3738"`);
    await queryRunner.query(`DROP INDEX "IDX_fa6e873c7f8b2b852affbd9798"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_leads" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "first_name" varchar(150), "last_name" varchar(150), "company_name" varchar(255), "email" varchar(254), "cell_phone" varchar(32), "fsm_state" varchar(32) NOT NULL DEFAULT ('opportunity'), "lead_source_id" integer, "account_rep" integer, "sales_rep" integer, "service_rep" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "first_name_normalized" varchar(150), "last_name_normalized" varchar(150), "company_name_normalized" varchar(255), "gender" varchar(20), "birthday" varchar(10), "job_title" varchar(150), "website_url" varchar(2048), "address" varchar(200), "city" varchar(100), "state" varchar(100), "zip_code" varchar(100), "industry" varchar(100), "sales_status" varchar(50), "amounts" json, "temperature" integer, "social" json, "imported" integer NOT NULL DEFAULT (0), "lead_list_id" integer, "came_from_list" varchar(255), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_leads"("id", "organization_id", "first_name", "last_name", "company_name", "email", "cell_phone", "fsm_state", "lead_source_id", "account_rep", "sales_rep", "service_rep", "created_at") SELECT "id", "organization_id", "first_name", "last_name", "company_name", "email", "cell_phone", "fsm_state", "lead_source_id", "account_rep", "sales_rep", "service_rep", "created_at" FROM "leads"`,
    );
    await queryRunner.query(`DROP TABLE "leads"`);
    await queryRunner.query(`ALTER TABLE "temporary_leads" RENAME TO "leads"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_dffd9502bb33b65c79f411ea65" ON "leads" ("organization_id", "lead_source_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7131393fe86de4c7a8d1b19f0c" ON "leads" ("organization_id", "account_rep") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_922e4b1cdcbd75704974bc3738" ON "leads" ("organization_id", "sales_rep") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fa6e873c7f8b2b852affbd9798" ON "leads" ("organization_id", "service_rep") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_dffd9502bb33b65c79f411ea65"`);
    await queryRunner.query(`DROP INDEX "IDX_7131393fe86de4c7a8d1b19f0c"`);
    await queryRunner.query(`DROP INDEX "IDX_922e4b1cdcbd75704974bc3738"`);
    await queryRunner.query(`DROP INDEX "IDX_fa6e873c7f8b2b852affbd9798"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_leads" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "first_name" varchar(150), "last_name" varchar(150), "company_name" varchar(255), "email" varchar(254), "cell_phone" varchar(32), "fsm_state" varchar(32) NOT NULL DEFAULT ('Opportunity'), "lead_source_id" integer, "account_rep" integer, "sales_rep" integer, "service_rep" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "first_name_normalized" varchar(150), "last_name_normalized" varchar(150), "company_name_normalized" varchar(255), "gender" varchar(20), "birthday" varchar(10), "job_title" varchar(150), "website_url" varchar(2048), "address" varchar(200), "city" varchar(100), "state" varchar(100), "zip_code" varchar(100), "industry" varchar(100), "sales_status" varchar(50), "amounts" json, "temperature" integer, "social" json, "imported" integer NOT NULL DEFAULT (0), "lead_list_id" integer, "came_from_list" varchar(255), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_leads"("id", "organization_id", "first_name", "last_name", "company_name", "email", "cell_phone", "fsm_state", "lead_source_id", "account_rep", "sales_rep", "service_rep", "created_at", "first_name_normalized", "last_name_normalized", "company_name_normalized", "gender", "birthday", "job_title", "website_url", "address", "city", "state", "zip_code", "industry", "sales_status", "amounts", "temperature", "social", "imported", "lead_list_id", "came_from_list", "updated_at") SELECT "id", "organization_id", "first_name", "last_name", "company_name", "email", "cell_phone", "fsm_state", "lead_source_id", "account_rep", "sales_rep", "service_rep", "created_at", "first_name_normalized", "last_name_normalized", "company_name_normalized", "gender", "birthday", "job_title", "website_url", "address", "city", "state", "zip_code", "industry", "sales_status", "amounts", "temperature", "social", "imported", "lead_list_id", "came_from_list", "updated_at" FROM "leads"`,
    );
    await queryRunner.query(`DROP TABLE "leads"`);
    await queryRunner.query(`ALTER TABLE "temporary_leads" RENAME TO "leads"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_dffd9502bb33b65c79f411ea65" ON "leads" ("organization_id", "lead_source_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7131393fe86de4c7a8d1b19f0c" ON "leads" ("organization_id", "account_rep") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_922e4b1cdcbd75704974bc3738" ON "leads" ("organization_id", "sales_rep") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fa6e873c7f8b2b852affbd9798" ON "leads" ("organization_id", "service_rep") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_378bf47458c3ea7f7dfd64d6c7" ON "leads" ("organization_id", "lead_list_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0ff2ea5fcc41460f27cb71bff6" ON "leads" ("organization_id", "cell_phone") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_17366f35c507d0fcc2693875d9" ON "leads" ("organization_id", "email") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ae5e424cdcfc5089f26da65abf" ON "leads" ("organization_id", "fsm_state", "company_name_normalized") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_462ce5b8bb7ae6bf4767a3fce5" ON "leads" ("organization_id", "fsm_state", "first_name_normalized") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bc04c101a199685c705c8379ca" ON "leads" ("organization_id", "fsm_state", "last_name_normalized", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_46eda982a8d95621b4250803b1" ON "leads" ("organization_id", "fsm_state", "id") `,
    );
    // Rows written before the stages existed (issue 5's minimal table): the spec's bucket names and the
    // lower-cased search copies.
    await queryRunner.query(
      `UPDATE leads SET fsm_state = CASE LOWER(fsm_state) WHEN 'opportunity' THEN 'Opportunity' WHEN 'prospect' THEN 'Prospect' WHEN 'client' THEN 'Client' WHEN 'former_client' THEN 'Former Clients' WHEN 'former clients' THEN 'Former Clients' WHEN 'other' THEN 'Other' ELSE fsm_state END`,
    );
    await queryRunner.query(
      `UPDATE leads SET first_name_normalized = LOWER(first_name), last_name_normalized = LOWER(last_name), company_name_normalized = LOWER(company_name), email = LOWER(email)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_46eda982a8d95621b4250803b1"`);
    await queryRunner.query(`DROP INDEX "IDX_bc04c101a199685c705c8379ca"`);
    await queryRunner.query(`DROP INDEX "IDX_462ce5b8bb7ae6bf4767a3fce5"`);
    await queryRunner.query(`DROP INDEX "IDX_ae5e424cdcfc5089f26da65abf"`);
    await queryRunner.query(`DROP INDEX "IDX_17366f35c507d0fcc2693875d9"`);
    await queryRunner.query(`DROP INDEX "IDX_0ff2ea5fcc41460f27cb71bff6"`);
    await queryRunner.query(`DROP INDEX "IDX_378bf47458c3ea7f7dfd64d6c7"`);
    await queryRunner.query(`DROP INDEX "IDX_fa6e873c7f8b2b852affbd9798"`);
    await queryRunner.query(`DROP INDEX "IDX_922e4b1cdcbd75704974bc3738"`);
    await queryRunner.query(`DROP INDEX "IDX_7131393fe86de4c7a8d1b19f0c"`);
    await queryRunner.query(`DROP INDEX "IDX_dffd9502bb33b65c79f411ea65"`);
    await queryRunner.query(`ALTER TABLE "leads" RENAME TO "temporary_leads"`);
    await queryRunner.query(
      `CREATE TABLE "leads" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "first_name" varchar(150), "last_name" varchar(150), "company_name" varchar(255), "email" varchar(254), "cell_phone" varchar(32), "fsm_state" varchar(32) NOT NULL DEFAULT ('opportunity'), "lead_source_id" integer, "account_rep" integer, "sales_rep" integer, "service_rep" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "first_name_normalized" varchar(150), "last_name_normalized" varchar(150), "company_name_normalized" varchar(255), "gender" varchar(20), "birthday" varchar(10), "job_title" varchar(150), "website_url" varchar(2048), "address" varchar(200), "city" varchar(100), "state" varchar(100), "zip_code" varchar(100), "industry" varchar(100), "sales_status" varchar(50), "amounts" json, "temperature" integer, "social" json, "imported" integer NOT NULL DEFAULT (0), "lead_list_id" integer, "came_from_list" varchar(255), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "leads"("id", "organization_id", "first_name", "last_name", "company_name", "email", "cell_phone", "fsm_state", "lead_source_id", "account_rep", "sales_rep", "service_rep", "created_at", "first_name_normalized", "last_name_normalized", "company_name_normalized", "gender", "birthday", "job_title", "website_url", "address", "city", "state", "zip_code", "industry", "sales_status", "amounts", "temperature", "social", "imported", "lead_list_id", "came_from_list", "updated_at") SELECT "id", "organization_id", "first_name", "last_name", "company_name", "email", "cell_phone", "fsm_state", "lead_source_id", "account_rep", "sales_rep", "service_rep", "created_at", "first_name_normalized", "last_name_normalized", "company_name_normalized", "gender", "birthday", "job_title", "website_url", "address", "city", "state", "zip_code", "industry", "sales_status", "amounts", "temperature", "social", "imported", "lead_list_id", "came_from_list", "updated_at" FROM "temporary_leads"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_leads"`);
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
    await queryRunner.query(`DROP INDEX "IDX_fa6e873c7f8b2b852affbd9798"`);
    await queryRunner.query(`DROP INDEX "IDX_922e4b1cdcbd75704974bc3738"`);
    await queryRunner.query(`DROP INDEX "IDX_7131393fe86de4c7a8d1b19f0c"`);
    await queryRunner.query(`DROP INDEX "IDX_dffd9502bb33b65c79f411ea65"`);
    await queryRunner.query(`ALTER TABLE "leads" RENAME TO "temporary_leads"`);
    await queryRunner.query(
      `CREATE TABLE "leads" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "first_name" varchar(150), "last_name" varchar(150), "company_name" varchar(255), "email" varchar(254), "cell_phone" varchar(32), "fsm_state" varchar(32) NOT NULL DEFAULT ('opportunity'), "lead_source_id" integer, "account_rep" integer, "sales_rep" integer, "service_rep" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "leads"("id", "organization_id", "first_name", "last_name", "company_name", "email", "cell_phone", "fsm_state", "lead_source_id", "account_rep", "sales_rep", "service_rep", "created_at") SELECT "id", "organization_id", "first_name", "last_name", "company_name", "email", "cell_phone", "fsm_state", "lead_source_id", "account_rep", "sales_rep", "service_rep", "created_at" FROM "temporary_leads"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_leads"`);
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
    await queryRunner.query(`DROP INDEX "IDX_a48c1a49f8f3e476c6faed7f56"`);
    await queryRunner.query(`DROP TABLE "lead_history"`);
    await queryRunner.query(`DROP INDEX "IDX_e1f593d265d2d20afc5995cf97"`);
    await queryRunner.query(`DROP INDEX "IDX_d4d0c10a3e655bb2e083c75d66"`);
    await queryRunner.query(`DROP TABLE "lead_lists"`);
  }
}
