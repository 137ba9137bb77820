import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InboundEmails1795826839161 implements MigrationInterface {
  name = 'InboundEmails1795826839161';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "inbound_emails" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "message_id" varchar(255) NOT NULL, "lead_id" integer NOT NULL, "recipient_id" integer NOT NULL, "campaign_id" integer NOT NULL, "from_address" varchar(254) NOT NULL, "subject" varchar(255) NOT NULL, "text" text NOT NULL, "received_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6f04ba953f01da269572310a35" ON "inbound_emails" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d1875455013c602a7220992ff4" ON "inbound_emails" ("organization_id", "message_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_6f04ba953f01da269572310a35"`);
    await queryRunner.query(`DROP INDEX "IDX_d1875455013c602a7220992ff4"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_inbound_emails" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "message_id" varchar(255) NOT NULL, "lead_id" integer NOT NULL, "recipient_id" integer NOT NULL, "campaign_id" integer NOT NULL, "from_address" varchar(254) NOT NULL, "subject" varchar(255) NOT NULL, "text" text NOT NULL, "received_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_df5bc8723de9df5889aa8e933e8" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_inbound_emails"("id", "organization_id", "message_id", "lead_id", "recipient_id", "campaign_id", "from_address", "subject", "text", "received_at") SELECT "id", "organization_id", "message_id", "lead_id", "recipient_id", "campaign_id", "from_address", "subject", "text", "received_at" FROM "inbound_emails"`,
    );
    await queryRunner.query(`DROP TABLE "inbound_emails"`);
    await queryRunner.query(`ALTER TABLE "temporary_inbound_emails" RENAME TO "inbound_emails"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_6f04ba953f01da269572310a35" ON "inbound_emails" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d1875455013c602a7220992ff4" ON "inbound_emails" ("organization_id", "message_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d1875455013c602a7220992ff4"`);
    await queryRunner.query(`DROP INDEX "IDX_6f04ba953f01da269572310a35"`);
    await queryRunner.query(`ALTER TABLE "inbound_emails" RENAME TO "temporary_inbound_emails"`);
    await queryRunner.query(
      `CREATE TABLE "inbound_emails" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "message_id" varchar(255) NOT NULL, "lead_id" integer NOT NULL, "recipient_id" integer NOT NULL, "campaign_id" integer NOT NULL, "from_address" varchar(254) NOT NULL, "subject" varchar(255) NOT NULL, "text" text NOT NULL, "received_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "inbound_emails"("id", "organization_id", "message_id", "lead_id", "recipient_id", "campaign_id", "from_address", "subject", "text", "received_at") SELECT "id", "organization_id", "message_id", "lead_id", "recipient_id", "campaign_id", "from_address", "subject", "text", "received_at" FROM "temporary_inbound_emails"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_inbound_emails"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d1875455013c602a7220992ff4" ON "inbound_emails" ("organization_id", "message_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6f04ba953f01da269572310a35" ON "inbound_emails" ("organization_id", "lead_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_d1875455013c602a7220992ff4"`);
    await queryRunner.query(`DROP INDEX "IDX_6f04ba953f01da269572310a35"`);
    await queryRunner.query(`DROP TABLE "inbound_emails"`);
  }
}
