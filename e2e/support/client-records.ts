/**
 * Client record seeds for the sales / contacts / invoices journey (issue 7): the record page accordions and the
 * `imported` flag, which only the agency-system import sets (no API writes it), so it is set in the database.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import mysql from 'mysql2/promise';
import { e2eDatabase } from './db';

const base = new URL(process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306');

/** Marks a lead as imported from the agency system (imported = 2). */
export async function markImportedFromAgency(leadId: number): Promise<void> {
  const db = await e2eDatabase();
  const conn = await mysql.createConnection({
    host: base.hostname,
    port: Number(base.port || 3306),
    user: decodeURIComponent(base.username || 'root'),
    password: decodeURIComponent(base.password || ''),
  });
  try {
    await conn.query(`UPDATE \`${db}\`.\`leads\` SET \`imported\` = 2 WHERE id = ?`, [leadId]);
  } finally {
    await conn.end();
  }
}

/** Opens the accordion titled `title` (closed ones render nothing until opened) and returns it. */
export async function openSection(page: Page, title: string): Promise<Locator> {
  const item = page.locator('.ant-collapse-item').filter({
    has: page.locator('.ant-collapse-header', { hasText: new RegExp(`^${title}$`) }),
  });
  const header = item.locator('.ant-collapse-header');
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return item;
}

export const toast = (page: Page, text: string) =>
  page.locator('.ant-message').getByText(text, { exact: true });
