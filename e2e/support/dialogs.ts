import { expect, type Locator } from '@playwright/test';

/** Fills a form dialog's fields (label → value), saves it and waits for the toast `saved`. */
export async function fillAndSave(
  dialog: Locator,
  fields: Record<string, string>,
  saved: string,
): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.page().getByText(saved)).toBeVisible();
}
