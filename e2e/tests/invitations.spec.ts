import { expect, test, type Page } from '@playwright/test';
import { accountMessages } from '@ensemble/contracts';
import { invitationLink, invite, newUser, verifiedUser, ownerOfOne } from '../support/api';
import { updateOrganizationRow } from '../support/db';
import { openSignedIn } from '../support/session';

async function expectAccepted(
  page: Page,
  session: Parameters<typeof openSignedIn>[1],
  orgId: number,
  email: string,
) {
  await openSignedIn(page, session, orgId, `/manage-organization/edit/${orgId}?tab=users`);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toContainText('accepted');
}

test.describe('invitations', () => {
  test('an existing user invited from the users tab logs in, accepts and appears as accepted', async ({
    page,
  }) => {
    const { user: owner, session, org } = await ownerOfOne('Inviting');
    // Seats are bought with billing (a later issue); the database gives this organization three.
    await updateOrganizationRow(org.id, { seat_number: 3 });
    const invitee = await verifiedUser();

    await openSignedIn(page, session, org.id, `/manage-organization/edit/${org.id}?tab=users`);
    await page.getByLabel('Invite by email').fill(invitee.email);
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText(accountMessages.invitationSuccessfullySent)).toBeVisible();
    const pending = page.getByRole('row', { name: new RegExp(invitee.email.replace(/[.+]/g, '\\$&')) });
    await expect(pending).toContainText('pending');
    await expect(pending.getByRole('button', { name: /Resend/ })).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(owner.email.replace(/[.+]/g, '\\$&')) }).getByRole('button'),
    ).toHaveCount(0);

    // The invitee opens the emailed link in a fresh browser context (logged out).
    const link = await invitationLink(invitee.email);
    const context = await page.context().browser()!.newContext();
    const guest = await context.newPage();
    await guest.goto(link);
    await expect(guest.getByText(`You are invited to join ${org.name}`)).toBeVisible();
    await guest.getByRole('link', { name: 'Log in to accept' }).click();
    await expect(guest).toHaveURL(/\/\?next=/);
    await guest.getByLabel('Email').fill(invitee.email);
    await guest.getByLabel('Password').fill(invitee.password);
    await guest.getByRole('button', { name: 'Log in' }).click();
    await expect(guest).toHaveURL(/\/invitation\?token=/);
    await guest.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(guest).toHaveURL(new RegExp(`/dashboard/${org.id}$`));
    await expect(guest.getByTestId('org-name')).toHaveText(org.name);
    await context.close();

    await expectAccepted(page, session, org.id, invitee.email);
  });

  test('a new user signs up from the invitation, lands in the organization and appears as accepted', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Welcoming');
    await updateOrganizationRow(org.id, { seat_number: 3 });
    const newcomer = newUser();
    await invite(session.access, org.id, newcomer.email);

    await page.goto(await invitationLink(newcomer.email));
    await expect(page.getByText(`You are invited to join ${org.name}`)).toBeVisible();
    await page.getByRole('link', { name: 'Sign up to accept' }).click();
    await expect(page).toHaveURL(/\/signup\?email=.*&invitation=/);
    await expect(page.getByLabel('Email')).toHaveValue(newcomer.email);
    await page.getByLabel('First name').fill(newcomer.first_name);
    await page.getByLabel('Last name').fill(newcomer.last_name);
    await page.getByLabel('Password').fill(newcomer.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /continue/i }).click();
    // No verification email: the invitation proved the address.
    await expect(page).toHaveURL(new RegExp(`/dashboard/${org.id}$`));
    await expect(page.getByTestId('org-name')).toHaveText(org.name);

    await page.evaluate(() => localStorage.clear());
    await expectAccepted(page, session, org.id, newcomer.email);
  });

  test('a user logged in with another account is told so and offered to log out', async ({ page }) => {
    const { session, org } = await ownerOfOne('Mixed');
    await updateOrganizationRow(org.id, { seat_number: 3 });
    const invitee = await verifiedUser();
    await invite(session.access, org.id, invitee.email);
    const link = await invitationLink(invitee.email);

    await openSignedIn(page, session, org.id, link);
    await expect(page.getByText(accountMessages.invitationWrongAccount)).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in to accept' })).toBeVisible();
  });
});
