import { expect, test } from '@playwright/test';
import {
  emailSetupEndpoints,
  emailSetupMessages as M,
  pathOf,
  type SendingDomain,
} from '@ensemble/contracts';
import { call, ownerOfOne } from '../support/api';
import { startDns } from '../support/dns';
import { openSignedIn } from '../support/session';

test.describe('email setup', () => {
  test('a new organization authenticates a domain, copies a record, publishes them, verifies and adds its sender', async ({
    page,
    context,
  }) => {
    const dns = await startDns();
    try {
      const { session, org } = await ownerOfOne('Mail domain');
      const domain = `mail-${Date.now().toString(36)}${process.pid}.example.test`;
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openSignedIn(page, session, org.id, '/tempo/emailing-setup');

      const step1 = page.getByTestId('email-setup-domain');
      await step1.getByLabel('Domain', { exact: true }).fill(domain);
      await step1.getByLabel('IP address', { exact: true }).click();
      await page.getByTitle('203.0.113.8 (0 organizations)').click();
      await step1.getByRole('button', { name: 'Authenticate' }).click();
      await expect(page.getByText(M.domainAuthenticated)).toBeVisible();
      await expect(page.getByTestId('email-setup-domain-name')).toHaveText(domain);

      const table = page.getByTestId('dns-records');
      await expect(table.getByText(M.notVerifiedStatus)).toHaveCount(3);
      const spf = 'v=spf1 ip4:203.0.113.8 ~all';
      await table.getByRole('button', { name: `Copy value of ${domain}` }).click();
      await expect(page.getByText(M.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(spf);

      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText(M.notVerified, { exact: true })).toBeVisible();

      // The owner publishes the three records at their DNS host.
      const { dns: records } = await call<SendingDomain>(pathOf(emailSetupEndpoints.domain)(org.id), {
        token: session.access,
      });
      for (const r of records) dns.publish(r.host, r.data);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(table.getByText(M.verified, { exact: true })).toHaveCount(3);

      const step3 = page.getByTestId('email-setup-sender');
      await step3.getByLabel('FROM email', { exact: true }).fill('news');
      await step3.getByLabel('FROM name', { exact: true }).fill('Mail Domain Insurance');
      await step3.getByLabel('REPLY TO', { exact: true }).fill('help@example.test');
      await step3.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(M.senderVerified)).toBeVisible();

      await page.reload();
      await expect(
        page.getByTestId('email-setup-sender').getByLabel('FROM email', { exact: true }),
      ).toHaveValue('news');
      await expect(
        page.getByTestId('email-setup-sender').getByLabel('FROM name', { exact: true }),
      ).toHaveValue('Mail Domain Insurance');
    } finally {
      await dns.close();
    }
  });
});
