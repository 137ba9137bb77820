import { expect, test } from '@playwright/test';
import { noPhoneNumber, phoneNumberMessages as M } from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import { phoneNumberOf, PhoneSetupPage } from '../support/phone';
import { openSignedIn } from '../support/session';

test.describe('phone setup', () => {
  test('a new organization picks a local number in area code 415, forwards it, then edits the forwarding number', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Phone setup');
    expect(await phoneNumberOf(session.access, org.id)).toEqual(noPhoneNumber);
    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await page.getByTestId('menu-item-tempo-phone-setup').click();
    await expect(page).toHaveURL(new RegExp(`/tempo/phone-number-setup/${org.id}$`));

    const phone = new PhoneSetupPage(page);
    await phone.searchLocal('415');
    await expect(page.getByText(M.numbersFetched, { exact: true })).toBeVisible();
    await expect(phone.available.getByText('Local numbers in area code 415', { exact: true })).toBeVisible();
    const chosen = await phone.chooseFirst();
    expect(chosen).toMatch(/^\(415\) 555-01[01]\d$/);
    await expect(phone.confirmDialog.getByText(chosen, { exact: true })).toBeVisible();
    await phone.confirm('(212) 555-0134');

    await expect(phone.number).toHaveText(chosen);
    await expect(phone.forwarding).toHaveText('(212) 555-0134');
    await expect(phone.available).toHaveCount(0);

    await phone.editForwarding('646-555-0188');
    await expect(phone.forwarding).toHaveText('(646) 555-0188');
    expect(await phoneNumberOf(session.access, org.id)).toEqual({
      twilio_number: `+1${chosen.replace(/\D/g, '')}`,
      real_number: '+16465550188',
      number_type: 'local',
      area_code: '415',
    });

    await page.reload();
    await expect(phone.number).toHaveText(chosen);
    await expect(phone.forwarding).toHaveText('(646) 555-0188');
  });

  test('area code 212 has no numbers: the modal says so and stays open to try another one', async ({
    page,
  }) => {
    // On a phone: the page and its modal work at 375 px too (the Tempo menu is hidden there; the URL leads here).
    await page.setViewportSize({ width: 375, height: 740 });
    const { session, org } = await ownerOfOne('Phone sold out');
    await openSignedIn(page, session, org.id, `/tempo/phone-number-setup/${org.id}`);
    const phone = new PhoneSetupPage(page);
    await phone.searchLocal('212');
    await expect(phone.areaCodeDialog.getByText(M.noNumbersAvailable, { exact: true })).toBeVisible();
    await expect(phone.available).toHaveCount(0);

    await phone.areaCodeDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(phone.areaCodeDialog).toBeHidden();
    await expect(phone.choice).toBeVisible();
    expect(await phoneNumberOf(session.access, org.id)).toEqual(noPhoneNumber);
  });
});
