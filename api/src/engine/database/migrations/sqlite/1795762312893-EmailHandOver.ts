import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailHandOver1795762312893 implements MigrationInterface {
  name = 'EmailHandOver1795762312893';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_9d385b56652ce3a4e801c90b09"`);
    await queryRunner.query(`DROP INDEX "IDX_f5974733ecd3da88cc26f990ae"`);
    await queryRunner.query(`DROP INDEX "IDX_06bc3f514f126f08f7abbce9c2"`);
    await queryRunner.query(`DROP INDEX "IDX_75cd9fd4edf46a7d3ea17f377c"`);
    await queryRunner.query(`DROP INDEX "IDX_94abd366bccf7ac927f8478b8a"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_email_recipients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "campaign_id" integer NOT NULL, "lead_id" integer, "email" varchar(254) NOT NULL, "status" varchar(16) NOT NULL, "tracking_token" varchar(32) NOT NULL, "provider_message_id" varchar(255), "error" text, "sent_at" datetime, "delivered_at" datetime, "opened_at" datetime, "open_count" integer NOT NULL DEFAULT (0), "clicked_at" datetime, "click_count" integer NOT NULL DEFAULT (0), "bounced_at" datetime, "spam_reported_at" datetime, "unsubscribed_at" datetime, "handed_over_at" datetime, CONSTRAINT "FK_33918ef82580d6f9aaf78bf1885" FOREIGN KEY ("campaign_id") REFERENCES "email_campaigns" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_b4a97d24f07fa0f0d998f4a057c" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_email_recipients"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "campaign_id", "lead_id", "email", "status", "tracking_token", "provider_message_id", "error", "sent_at", "delivered_at", "opened_at", "open_count", "clicked_at", "click_count", "bounced_at", "spam_reported_at", "unsubscribed_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "campaign_id", "lead_id", "email", "status", "tracking_token", "provider_message_id", "error", "sent_at", "delivered_at", "opened_at", "open_count", "clicked_at", "click_count", "bounced_at", "spam_reported_at", "unsubscribed_at" FROM "email_recipients"`,
    );
    await queryRunner.query(`DROP TABLE "email_recipients"`);
    await queryRunner.query(`ALTER TABLE "temporary_email_recipients" RENAME TO "email_recipients"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_9d385b56652ce3a4e801c90b09" ON "email_recipients" ("organization_id", "campaign_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f5974733ecd3da88cc26f990ae" ON "email_recipients" ("campaign_id", "status", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_06bc3f514f126f08f7abbce9c2" ON "email_recipients" ("status") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_75cd9fd4edf46a7d3ea17f377c" ON "email_recipients" ("tracking_token") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_94abd366bccf7ac927f8478b8a" ON "email_recipients" ("provider_message_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_94abd366bccf7ac927f8478b8a"`);
    await queryRunner.query(`DROP INDEX "IDX_75cd9fd4edf46a7d3ea17f377c"`);
    await queryRunner.query(`DROP INDEX "IDX_06bc3f514f126f08f7abbce9c2"`);
    await queryRunner.query(`DROP INDEX "IDX_f5974733ecd3da88cc26f990ae"`);
    await queryRunner.query(`DROP INDEX "IDX_9d385b56652ce3a4e801c90b09"`);
    await queryRunner.query(`ALTER TABLE "email_recipients" RENAME TO "temporary_email_recipients"`);
    await queryRunner.query(
      `CREATE TABLE "email_recipients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organization_id" integer NOT NULL, "claimed_by" varchar(64), "claimed_at" datetime, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime, "campaign_id" integer NOT NULL, "lead_id" integer, "email" varchar(254) NOT NULL, "status" varchar(16) NOT NULL, "tracking_token" varchar(32) NOT NULL, "provider_message_id" varchar(255), "error" text, "sent_at" datetime, "delivered_at" datetime, "opened_at" datetime, "open_count" integer NOT NULL DEFAULT (0), "clicked_at" datetime, "click_count" integer NOT NULL DEFAULT (0), "bounced_at" datetime, "spam_reported_at" datetime, "unsubscribed_at" datetime, CONSTRAINT "FK_33918ef82580d6f9aaf78bf1885" FOREIGN KEY ("campaign_id") REFERENCES "email_campaigns" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_b4a97d24f07fa0f0d998f4a057c" FOREIGN KEY ("organization_id") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "email_recipients"("id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "campaign_id", "lead_id", "email", "status", "tracking_token", "provider_message_id", "error", "sent_at", "delivered_at", "opened_at", "open_count", "clicked_at", "click_count", "bounced_at", "spam_reported_at", "unsubscribed_at") SELECT "id", "organization_id", "claimed_by", "claimed_at", "attempts", "next_attempt_at", "campaign_id", "lead_id", "email", "status", "tracking_token", "provider_message_id", "error", "sent_at", "delivered_at", "opened_at", "open_count", "clicked_at", "click_count", "bounced_at", "spam_reported_at", "unsubscribed_at" FROM "temporary_email_recipients"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_email_recipients"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_94abd366bccf7ac927f8478b8a" ON "email_recipients" ("provider_message_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_75cd9fd4edf46a7d3ea17f377c" ON "email_recipients" ("tracking_token") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_06bc3f514f126f08f7abbce9c2" ON "email_recipients" ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f5974733ecd3da88cc26f990ae" ON "email_recipients" ("campaign_id", "status", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9d385b56652ce3a4e801c90b09" ON "email_recipients" ("organization_id", "campaign_id", "id") `,
    );
  }
}
