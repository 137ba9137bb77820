import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emailMessages, messages } from '@ensemble/contracts';
import { page } from '@ensemble/shared-ui/testing';
import { mockEmailApi, O, renderEmailing, searchFindsAda, textTemplate } from '../email.fixtures';

const texts = [
  textTemplate(1, 'Thanks', 'Thank you #!first_name!#!'),
  textTemplate(2, 'Renewal', 'Your policy renews soon.'),
];

const mock = (overrides: Parameters<typeof mockEmailApi>[0] = {}) =>
  mockEmailApi({ [`GET ${O}/text-templates/`]: { body: page(texts) }, ...overrides });

async function openNew() {
  fireEvent.click(await screen.findByRole('button', { name: /New text template/ }));
  return screen.findByRole('dialog', { name: 'New text template' });
}

describe('Text Templates tab', () => {
  it('lists the text templates with a preview', async () => {
    mock();
    renderEmailing('?tab=2');
    expect(await screen.findByText('Thanks')).toBeInTheDocument();
    expect(screen.getByText('Thank you #!first_name!#!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Text Templates' })).toHaveAttribute('aria-selected', 'true');
  });

  it('creates one: counter to 5,000, Insert variable at the caret, unknown variables refused', async () => {
    const api = mock({
      [`POST ${O}/text-templates/`]: (call) => ({
        status: 201,
        body: { ...texts[0], ...(call.body as object) },
      }),
    });
    renderEmailing('?tab=2');
    const dialog = await openNew();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Text is required')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Hello' } });
    const text = within(dialog).getByLabelText('Text') as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Dear , see you' } });
    expect(within(dialog).getByTestId('text-template-text-counter')).toHaveTextContent('14 / 5,000');
    text.setSelectionRange(5, 5);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert variable' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'First name' }));
    await waitFor(() => expect(text.value).toBe('Dear #!first_name!#, see you'));
    expect(within(dialog).getByTestId('text-template-text-counter')).toHaveTextContent('28 / 5,000');

    fireEvent.change(text, { target: { value: 'Dear #!nickname!#' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(emailMessages.unknownVariable('nickname'))).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/text-templates/`)).toHaveLength(0);

    fireEvent.change(text, { target: { value: 'x'.repeat(5001) } });
    expect(within(dialog).getByTestId('text-template-text-counter')).toHaveTextContent('5,001 / 5,000');
    expect(await within(dialog).findByText(messages.maxLength(5000))).toBeInTheDocument();

    fireEvent.change(text, { target: { value: 'Dear #!first_name!#' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(emailMessages.templateCreated)).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/text-templates/`)[0]?.body).toEqual({
      title: 'Hello',
      template: 'Dear #!first_name!#',
    });
  });

  it('previews the text as a chosen contact', async () => {
    mock(searchFindsAda);
    renderEmailing('?tab=2');
    const dialog = await openNew();
    fireEvent.change(within(dialog).getByLabelText('Text'), {
      target: { value: 'Dear #!first_name!#, from #!organization_name!#' },
    });
    const preview = within(dialog).getByTestId('text-template-preview');
    expect(preview).toHaveTextContent('Dear , from Acme Insurance');
    const contact = within(dialog).getByLabelText('Preview as contact');
    fireEvent.mouseDown(contact);
    fireEvent.change(contact, { target: { value: 'ada' } });
    fireEvent.click(await screen.findByTitle('Ada Lovelace'));
    await waitFor(() => expect(preview).toHaveTextContent('Dear Ada, from Acme Insurance'));
  });

  it('edits one', async () => {
    const api = mock({
      [`PUT ${O}/text-templates/2/`]: (call) => ({ body: { ...texts[1], ...(call.body as object) } }),
    });
    renderEmailing('?tab=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit text template' });
    expect(within(dialog).getByLabelText('Text')).toHaveValue('Your policy renews soon.');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Renewal notice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(emailMessages.templateUpdated)).toBeInTheDocument();
    expect(api.callsTo(`PUT ${O}/text-templates/2/`)[0]?.body).toEqual({
      title: 'Renewal notice',
      template: 'Your policy renews soon.',
    });
  });

  it('warns before deleting a used text template, then deletes it', async () => {
    const api = mock({
      [`GET ${O}/text-templates/1/is-used/`]: { body: { is_used: true } },
      [`GET ${O}/text-templates/2/is-used/`]: { body: { is_used: false } },
      [`DELETE ${O}/text-templates/1/`]: { status: 204 },
    });
    renderEmailing('?tab=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Renewal' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete text template' });
    expect(within(dialog).getByText(emailMessages.deleteTemplateConfirm)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Thanks' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete text template' });
    await within(dialog).findByText(emailMessages.deleteUsedTemplateConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(emailMessages.templateDeleted)).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${O}/text-templates/1/`)).toHaveLength(1);
  });

  it('shows an empty state', async () => {
    mockEmailApi();
    renderEmailing('?tab=2');
    expect(await screen.findByText('No text templates yet')).toBeInTheDocument();
  });
});
