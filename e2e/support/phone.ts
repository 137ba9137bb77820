/**
 * The phone setup page (`/tempo/phone-number-setup/{org}`, issue 19) as a journey drives it, and the organization's
 * number read back through the API. On the e2e API (SMS_PROVIDER=outbox) the local pool offers +1 NPA 555-0100..0119
 * in any area code but 212, and toll free in 833/844/855; numbers other journeys hold are left out.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  type OrganizationPhoneNumber,
  pathOf,
  phoneNumberEndpoints,
  phoneNumberMessages as M,
} from '@ensemble/contracts';
import { call } from './api';

/** The organization's number as the API holds it (twilio_number null: none yet). */
export async function phoneNumberOf(token: string, orgId: number): Promise<OrganizationPhoneNumber> {
  return call<OrganizationPhoneNumber>(pathOf(phoneNumberEndpoints.number)(orgId), { token });
}

export class PhoneSetupPage {
  constructor(readonly page: Page) {}

  get choice(): Locator {
    return this.page.getByTestId('phone-number-choice');
  }

  get available(): Locator {
    return this.page.getByTestId('phone-numbers-available');
  }

  get areaCodeDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Choose an area code' });
  }

  get confirmDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Confirm phone number' });
  }

  /** The active number view's number and forwarding number. */
  get number(): Locator {
    return this.page.getByTestId('phone-number-value');
  }

  get forwarding(): Locator {
    return this.page.getByTestId('phone-number-forwarding');
  }

  /**
   * Local → the area code typed into the modal's search and taken with Enter (the keyboard's way) → Search
   * numbers. Waits for the modal to settle: closed on the list, or open with its refusal.
   */
  async searchLocal(areaCode: string): Promise<void> {
    await this.choice.getByRole('button', { name: 'Local', exact: true }).click();
    const select = this.areaCodeDialog.getByLabel('Area code', { exact: true });
    await select.fill(areaCode);
    await expect(this.page.getByTitle(new RegExp(`^${areaCode} \\(`))).toBeVisible();
    await select.press('Enter');
    await this.areaCodeDialog.getByRole('button', { name: 'Search numbers' }).click();
  }

  /** Clicks the first number offered; returns it as shown ('(415) 555-0100'). */
  async chooseFirst(): Promise<string> {
    const first = this.available.getByRole('button', { name: /^Choose / }).first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    await first.click();
    return label.replace(/^Choose /, '');
  }

  /** The confirm modal: the real number to forward calls to, then Confirm, and the toast. */
  async confirm(realNumber: string): Promise<void> {
    await this.confirmDialog.getByLabel('Forward calls to', { exact: true }).fill(realNumber);
    await this.confirmDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(this.page.getByText(M.created, { exact: true })).toBeVisible();
  }

  /** Edit on the active number: another real number, Save, and the toast. */
  async editForwarding(realNumber: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit forwarding number' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit forwarding number' });
    await dialog.getByLabel('Forward calls to', { exact: true }).fill(realNumber);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText(M.updated, { exact: true })).toBeVisible();
  }
}
