import { expect, test } from '@playwright/test';
import { dashboardMessages, formatPhoneNumber } from '@ensemble/contracts';
import { uniquePhone } from '../support/api';
import { seedLead } from '../support/contacts';
import { dashboardUrl, refreshUntil, widget, widgetRows } from '../support/dashboard';
import { simulateCall } from '../support/phone-simulator';
import { seededOwner } from '../support/record-page';
import { openSignedIn } from '../support/session';
import { seedPhoneNumber } from '../support/texts';

test.describe('recent website phone activity', () => {
  test("a contact's answered call and a missed one show on the dashboard as INCOMING 1m 15s and MISSED", async ({
    page,
  }) => {
    const { session, org, seeded } = await seededOwner('Phone activity');
    const number = await seedPhoneNumber(seeded.token, org.id);
    const cell = uniquePhone();
    const lead = await seedLead(seeded.token, org.id, 'prospects', {
      first_name: 'Cal',
      last_name: 'Caller',
      cell_phone: cell.e164,
    });
    const stranger = uniquePhone();
    const answered = await simulateCall(cell.e164, number, { answered: true, duration: 75 });
    expect(answered.voice.body).toContain('<Dial');
    await simulateCall(stranger.e164, number, { answered: false });

    await openSignedIn(page, session, org.id, dashboardUrl(org.id));
    const calls = widget(page, 'phoneActivity');
    const incoming = widgetRows(calls).filter({ hasText: 'INCOMING' });
    await refreshUntil(calls, () => expect(widgetRows(calls)).toHaveCount(2, { timeout: 2_000 }));
    await expect(incoming).toContainText('1m 15s');
    await expect(incoming).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)/);
    // The caller is a contact: its number opens its record.
    await expect(
      incoming.getByRole('link', { name: formatPhoneNumber(cell.e164), exact: true }),
    ).toHaveAttribute('href', new RegExp(`/composition/prospects/${org.id}/prospect/${lead.id}$`));
    const missed = widgetRows(calls).filter({ hasText: 'MISSED' });
    await expect(missed).toContainText(formatPhoneNumber(stranger.e164));
    await expect(missed).toContainText('0m 00s');
    await expect(missed.getByRole('link')).toHaveCount(0);
  });

  test("a brand-new organization's dashboard says it has no phone activity", async ({ page }) => {
    const { session, org } = await seededOwner('No phone activity');
    await openSignedIn(page, session, org.id, dashboardUrl(org.id));
    await expect(
      widget(page, 'phoneActivity').getByText(dashboardMessages.noPhoneActivity, { exact: true }),
    ).toBeVisible();
  });
});
