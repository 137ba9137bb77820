import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailSendingDomains1795777595296 implements MigrationInterface {
  name = 'EmailSendingDomains1795777595296';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`email_sending_domains\` (\`id\` int NOT NULL AUTO_INCREMENT, \`organization_id\` int NOT NULL, \`domain\` varchar(253) NOT NULL, \`ip_address\` varchar(45) NOT NULL, \`dkim_selector\` varchar(63) NOT NULL, \`dkim_private_key\` text NOT NULL, \`records\` json NOT NULL, \`valid\` tinyint NOT NULL DEFAULT 0, \`verified_at\` datetime NULL, \`sender_email\` varchar(254) NULL, \`sender_name\` varchar(100) NULL, \`reply_to_email\` varchar(254) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_be8d633d32fee2d92f17cfe076\` (\`domain\`), UNIQUE INDEX \`IDX_db69b5c0eb068b51252c72ecbd\` (\`organization_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`email_sending_domains\` ADD CONSTRAINT \`FK_db69b5c0eb068b51252c72ecbdb\` FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`email_sending_domains\` DROP FOREIGN KEY \`FK_db69b5c0eb068b51252c72ecbdb\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_db69b5c0eb068b51252c72ecbd\` ON \`email_sending_domains\``);
    await queryRunner.query(`DROP INDEX \`IDX_be8d633d32fee2d92f17cfe076\` ON \`email_sending_domains\``);
    await queryRunner.query(`DROP TABLE \`email_sending_domains\``);
  }
}
