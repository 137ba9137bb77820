import { fireEvent, screen, within } from '@testing-library/react';
import type { Call } from './fetchMock';

/** The shared ceiling (shared-ui testing/jest-setup.cjs), spelled out where a call takes an options object. */
export const slow = { timeout: 15000 };

/** Types each value into the field with that label, in `form` (a form or a dialog), in order. */
export function fillIn(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

/** Clicks the button of that name in `form` (its submit, say). */
export function press(form: HTMLElement, name: string) {
  fireEvent.click(within(form).getByRole('button', { name }));
}

/** The first call sent with that method. */
export const firstCall = (calls: Call[], method: string) => calls.find((c) => c.method === method);

/** Answers the delete confirmation with 'Yes, delete'. */
export async function confirmDeletion() {
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
}
