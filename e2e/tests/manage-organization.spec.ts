import { expect, test, type Page } from '@playwright/test';
import { accountMessages, billingMessages, messages } from '@ensemble/contracts';
import { getOrganization, invite, ownerWith, ownerOfOne } from '../support/api';
import { cardCvc, cardExpiry, subscribeViaApi, testCards } from '../support/billing';
import { updateOrganizationRow } from '../support/db';
import { openSignedIn } from '../support/session';

/** A PNG of the given size drawn by the browser (no image library needed on the test side). */
async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = '#2f54eb';
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#fadb14';
      ctx.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}

/** The natural size of the image at `url`, decoded by the browser. */
async function imageSize(page: Page, url: string): Promise<[number, number]> {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight] as [number, number];
  }, url);
}

test.describe('manage organization', () => {
  test('the list shows the organizations and opens one in the edit area', async ({ page }) => {
    const { session, organizations } = await ownerWith(2, 'Listed');
    const [first, second] = organizations;
    await openSignedIn(page, session, first!.id, `/manage-organization/${first!.id}`);
    const item = page.getByRole('listitem', { name: second!.name });
    await expect(item).toContainText(second!.email);
    await item.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage-organization/edit/${second!.id}\\?tab=general$`));
    await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
  });

  test('edits the name in edit mode', async ({ page }) => {
    const { session, org } = await ownerOfOne('Renamed');
    await openSignedIn(page, session, org.id, `/manage-organization/edit/${org.id}?tab=general`);
    const name = page.getByLabel('Name');
    await expect(name).toBeDisabled();
    await page.getByRole('button', { name: 'Edit' }).click();
    await name.fill(`${org.name} Group`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(accountMessages.organizationUpdated)).toBeVisible();
    await expect(name).toBeDisabled();
    expect((await getOrganization(session.access, org.id)).name).toBe(`${org.name} Group`);
    // The side menu (the shell's own view of the organization) follows without a reload.
    await expect(page.getByTestId('org-name')).toHaveText(`${org.name} Group`);
  });

  test('uploads a logo, stored at most 100×100, and refuses a non-image and a file over 2 MB', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Logo');
    await openSignedIn(page, session, org.id, `/manage-organization/edit/${org.id}?tab=general`);
    await expect(page.getByRole('button', { name: 'Upload logo' })).toBeVisible();
    const input = page.getByLabel('Logo file');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('File is not an image')).toBeVisible();

    const huge = Buffer.alloc(2048 * 1024 + 10, 1);
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await expect(page.getByText('File size must be less than 2 MB')).toBeVisible();
    expect((await getOrganization(session.access, org.id)).logo).toBeNull();

    await input.setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: await pngOf(page, 640, 320),
    });
    await expect(page.getByRole('img', { name: `${org.name} logo` }).first()).toBeVisible();
    const logo = (await getOrganization(session.access, org.id)).logo;
    expect(logo).toBeTruthy();
    const [width, height] = await imageSize(page, logo!);
    expect(width).toBeLessThanOrEqual(100);
    expect(height).toBeLessThanOrEqual(100);
    expect(width).toBe(100);
    expect(height).toBe(50);
  });

  test('schedules the deletion and reactivates the organization', async ({ page }) => {
    const { session, org } = await ownerOfOne('Deleted');
    await openSignedIn(page, session, org.id, `/manage-organization/edit/${org.id}?tab=general`);
    await page.getByRole('button', { name: 'Delete organization' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete organization');
    await expect(dialog).toContainText('2 weeks');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/^Scheduled for deletion on /)).toBeVisible();
    expect((await getOrganization(session.access, org.id)).deletions).toHaveLength(1);

    await page.getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByRole('button', { name: 'Delete organization' })).toBeVisible();
    await expect(page.getByText(/^Scheduled for deletion on /)).toHaveCount(0);
    expect((await getOrganization(session.access, org.id)).deletions).toHaveLength(0);
  });

  test("refuses an invitation when every seat is used: 'Not enough seats'", async ({ page }) => {
    const { session, org } = await ownerOfOne('Seats');
    // Seats are bought with billing (a later issue): the database leaves this one only the owner's seat.
    await updateOrganizationRow(org.id, { seat_number: 1 });
    await openSignedIn(page, session, org.id, `/manage-organization/edit/${org.id}?tab=users`);
    await page.getByLabel('Invite by email').fill(`seat.${Date.now()}@example.test`);
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText(accountMessages.notEnoughSeats)).toBeVisible();
    // The API refuses the same way.
    await expect(invite(session.access, org.id, `api.${Date.now()}@example.test`)).rejects.toThrow(
      accountMessages.notEnoughSeats,
    );

    await page.getByLabel('Invite by email').fill('not-an-email');
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText(messages.emailInvitationInvalid)).toBeVisible();
  });

  test('an unpaid organization on a phone: Go to billing opens the Billing tab, the only one shown, where the card is changed and the invoice paid', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { session, org } = await ownerOfOne('Unpaid Phone');
    // A card every charge of which is declined: the first invoice stays open and the organization unpaid.
    await subscribeViaApi(session.access, org.id, { plan: 'CHORUS', card: testCards.chargesDeclined });
    expect(await getOrganization(session.access, org.id)).toMatchObject({
      is_subscribed: false,
      package_id: 'prod_chorus',
    });

    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    const problem = page.getByRole('dialog', { name: billingMessages.billingProblemTitle });
    await problem.getByRole('button', { name: billingMessages.goToBilling }).click();
    const billingUrl = new RegExp(`/manage-organization/edit/${org.id}\\?tab=billing$`);
    await expect(page).toHaveURL(billingUrl);
    await expect(page.getByRole('tab', { name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(1);
    await expect(page.getByTestId('card-on-file')).toContainText('0341');
    // It stays there: the tab is not rewritten to General and the modal does not come back.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(billingUrl);
    await expect(page.getByRole('dialog', { name: billingMessages.billingProblemTitle })).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    const change = page.getByRole('dialog', { name: 'Change card' });
    await change.getByRole('textbox', { name: 'Card number' }).fill(testCards.ok);
    await change.getByRole('textbox', { name: 'Expiry' }).fill(cardExpiry.typed);
    await change.getByRole('textbox', { name: 'CVC' }).fill(cardCvc);
    await change.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText(billingMessages.cardChanged)).toBeVisible();
    await page
      .locator('tr')
      .filter({ hasText: billingMessages.notPaid })
      .getByRole('button', { name: 'Retry payment' })
      .click();
    await expect(page.getByText(billingMessages.invoicePaid)).toBeVisible();
    expect((await getOrganization(session.access, org.id)).is_subscribed).toBe(true);
    // Paid again, a phone shows General only.
    await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(1);
  });
});
