import { expect, test, type Page } from '@playwright/test';
import { leadsPaths, postcardsMessages, postcardsPaths, type PostcardOrdersPage } from '@ensemble/contracts';
import { call, ownerOfOne } from '../support/api';
import { saveCard } from '../support/billing';
import { openSignedIn } from '../support/session';

/** Clients with a postal address (the post card recipients), created through the API. */
async function seedClientsWithAddress(token: string, orgId: number, count: number) {
  const tag = Date.now().toString(36);
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, i) =>
        call(leadsPaths.clients(orgId), {
          method: 'POST',
          token,
          body: JSON.stringify({
            first_name: `Mail${start + i}`,
            last_name: `Client${tag}`,
            email: `mail${start + i}.${tag}@example.com`,
            address: `${100 + start + i} Main St`,
          }),
        }),
      ),
    );
  }
}

const receivers = (page: Page) => page.getByLabel('Receivers', { exact: true });
const generateProof = (page: Page) => page.getByRole('button', { name: 'Generate proof' });

test.describe('post cards', () => {
  test('a new organization without a plan orders post cards: receivers, size, proof, order, card, payment', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Postcards');
    const token = session.access;
    await seedClientsWithAddress(token, org.id, 52);
    // A client without an address gets no post card.
    await call(leadsPaths.clients(org.id), {
      method: 'POST',
      token,
      body: JSON.stringify({
        first_name: 'No',
        last_name: 'Address',
        email: `no.address.${org.id}@example.com`,
      }),
    });

    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await page.getByTestId('menu-item-rhapsody-post-cards').click();
    await expect(page).toHaveURL(new RegExp(`/rhapsody/post-cards/${org.id}\\?tab=0$`));
    await expect(page.getByRole('tab', { name: 'Create new' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Existing orders' })).toBeVisible();

    await page.getByRole('button', { name: 'Use Grand opening' }).click();
    await expect(page.getByText(postcardsMessages.selectSize)).toBeVisible();
    await expect(generateProof(page)).toBeDisabled();
    await receivers(page).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Client"]').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('postcard-available')).toHaveText('52 eligible recipients');

    // A cutoff that leaves fewer than 50 recipients keeps the proof out of reach.
    await page.getByLabel('Lead cutoff').fill('3');
    await expect(page.getByTestId('postcard-available')).toHaveText(
      `49 eligible recipients — ${postcardsMessages.tooFewRecipients(50)}`,
    );
    await page.getByLabel('Lead cutoff').fill('0');
    await expect(page.getByTestId('postcard-available')).toHaveText('52 eligible recipients');
    await page.getByLabel(/4\.25" x 6" post card/).check();
    await expect(page.getByTestId('postcard-total')).toHaveText('Total $30.68');

    await generateProof(page).click();
    await expect(page.getByAltText('Proof, front')).toBeVisible();
    await expect(page.getByAltText('Proof, back')).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(generateProof(page)).toBeEnabled();
    await generateProof(page).click();
    await page.getByRole('button', { name: 'Create order' }).click();

    // No card yet: the dialog says so and does not charge.
    let dialog = page.getByRole('dialog', { name: 'Buy post cards' });
    await expect(dialog.getByTestId('postcard-buy-total')).toHaveText('$30.68');
    await expect(dialog.getByText('This organization has no card on file.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay $30.68' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The order waits for payment in Existing orders; with a card on file it opens and is paid.
    await page.getByRole('tab', { name: 'Existing orders' }).click();
    await expect(page).toHaveURL(/tab=1$/);
    const orders = page.getByTestId('postcard-orders');
    const row = orders.locator('tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pending Payment');
    await expect(row).toContainText('Grand opening');
    await expect(row).toContainText('52');
    await saveCard(token, org.id);

    await row.getByRole('button', { name: /^Open order #/ }).click();
    await expect(page.getByText(/^Editing order #\d+ \(Pending Payment\)$/)).toBeVisible();
    await expect(page.getByTestId('postcard-receivers-fixed')).toHaveText('Client');
    await expect(page.getByTestId('postcard-available')).toHaveText('52 eligible recipients');
    await generateProof(page).click();
    await page.getByRole('button', { name: 'Create order' }).click();
    dialog = page.getByRole('dialog', { name: 'Buy post cards' });
    await expect(dialog.getByText('Visa •••• 4242')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay $30.68' }).click();
    await expect(page.getByText(postcardsMessages.created)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use Grand opening' })).toBeVisible();

    // One order (editing changed it, it did not place another), paid and Processing.
    await page.getByRole('tab', { name: 'Existing orders' }).click();
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Processing');
    await expect(row.getByRole('button')).toHaveCount(0);
    const listed = await call<PostcardOrdersPage>(`${postcardsPaths.orders(org.id)}?page=1&per_page=10`, {
      token,
    });
    expect(listed.pagination.totalResults).toBe(1);
    expect(listed.results[0]).toMatchObject({
      status: 'Processing',
      total_recipients: 52,
      total_price: 30.68,
    });
  });
});
