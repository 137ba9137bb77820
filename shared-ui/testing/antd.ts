import { fireEvent, screen } from '@testing-library/react';

/** Picks an option of an antd Select by typing part of its label. */
export async function pick(label: string, search: string, option: string) {
  const input = screen.getByLabelText(label, { exact: true });
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByTitle(option));
}
