import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emailMessages, noPhoneNumber, textMessages } from '@ensemble/contracts';
import { page } from '@ensemble/shared-ui/testing';
import { sendTextsForm } from '../../api/textsApi';
import { textTemplate } from '../email/email.fixtures';
import { mockTextApi, O, ORG, renderText } from './text.fixtures';

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const message = () => screen.getByLabelText('Message');
const type = (value: string) => fireEvent.change(message(), { target: { value } });

describe('Text screen', () => {
  it('without a number: a skeleton while asking, then the confirm that leads to phone setup, and no tabs', async () => {
    let answer: () => void = () => undefined;
    mockTextApi({
      [`GET ${O}/twilio/phone-number/`]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: noPhoneNumber });
        }),
    });
    window.history.pushState(null, '', '/start');
    renderText();
    expect(screen.getByRole('heading', { name: 'Text' })).toBeInTheDocument();
    expect(await screen.findByTestId('text-loading')).toBeInTheDocument();
    answer();

    const dialog = await screen.findByRole('dialog', { name: textMessages.phoneSetupNotCompleted });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // The confirm's button settles its loading state once the navigation is done.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: textMessages.goToPhoneSetup }));
    });
    expect(window.location.pathname).toBe(`/tempo/phone-number-setup/${ORG}`);
  });

  it('dismissed, the confirm leaves the way to phone setup on the page', async () => {
    mockTextApi({ [`GET ${O}/twilio/phone-number/`]: { body: noPhoneNumber } });
    window.history.pushState(null, '', '/start');
    renderText();
    const dialog = await screen.findByRole('dialog', { name: textMessages.phoneSetupNotCompleted });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: textMessages.goToPhoneSetup }));
    expect(window.location.pathname).toBe(`/tempo/phone-number-setup/${ORG}`);
  });

  it('with a number: tabs Write text and Text Templates, the tab in the URL', async () => {
    mockTextApi({
      [`GET ${O}/text-templates/`]: { body: page([textTemplate(1, 'Thanks', 'Thank you #!first_name!#')]) },
    });
    renderText('?tab=1');
    expect(await screen.findByRole('tab', { name: 'Text Templates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Thank you #!first_name!#')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Write text' }));
    expect(await screen.findByTestId('text-from')).toHaveTextContent('From: (415) 555-0100');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts the message to 320 characters and shows its segments, GSM-7 or UCS-2', async () => {
    mockTextApi();
    renderText();
    await screen.findByTestId('text-from');
    const counter = screen.getByTestId('text-message-counter');
    const segments = screen.getByTestId('text-message-segments');
    expect(counter).toHaveTextContent('0 / 320');
    expect(segments.textContent).toBe('GSM-7 · 0 segments');
    type('Hello there');
    expect(counter).toHaveTextContent('11 / 320');
    expect(segments.textContent).toBe('GSM-7 · 1 segment');
    type('Hello 👋');
    expect(segments.textContent).toBe('UCS-2 · 1 segment');
    type('x'.repeat(161));
    expect(segments.textContent).toBe('GSM-7 · 2 segments');
    // The spec's 320 (its shared rule stopped at 319) passes; one more is refused.
    type('x'.repeat(320));
    expect(counter).toHaveTextContent('320 / 320');
    await waitFor(() => expect(screen.queryByText(textMessages.messageTooLong)).not.toBeInTheDocument());
    type('x'.repeat(321));
    expect(counter).toHaveTextContent('321 / 320');
    expect(await screen.findByText(textMessages.messageTooLong)).toBeInTheDocument();
  });

  it('refuses an empty send with the contracts’ words, and an unknown variable as it is typed', async () => {
    const api = mockTextApi();
    renderText();
    await screen.findByTestId('text-from');
    send();
    expect(await screen.findByText(textMessages.selectRecipient)).toBeInTheDocument();
    expect(screen.getByText(textMessages.messageRequired)).toBeInTheDocument();
    type('Hi #!nickname!#');
    expect(await screen.findByText(emailMessages.unknownVariable('nickname'))).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/send-texts/`)).toHaveLength(0);
  });

  it('sends to the contact of the query with a template’s text, as a multipart form, and counts STOP', async () => {
    const api = mockTextApi({
      [`GET ${O}/text-templates/`]: { body: page([textTemplate(4, 'Renewal', 'Hi #!first_name!#, renew?')]) },
      [`POST ${O}/send-texts/`]: { body: { sent: 1, skipped_stopped: 1 } },
    });
    renderText('?name=Ada%20Lovelace&cell_phone=%2B12015550101&id=9');
    expect(await screen.findByText('Ada Lovelace <+12015550101>')).toBeInTheDocument();

    const use = screen.getByLabelText('Use template');
    fireEvent.mouseDown(use);
    fireEvent.click(await screen.findByTitle('Renewal'));
    await waitFor(() => expect(message()).toHaveValue('Hi #!first_name!#, renew?'));
    send();
    expect(await screen.findByText(textMessages.messageSent)).toBeInTheDocument();
    expect(screen.getByTestId('text-stopped-skipped')).toHaveTextContent(textMessages.stoppedSkipped(1));
    const [call] = api.callsTo(`POST ${O}/send-texts/`);
    expect(call?.body).toEqual({
      recipient_id: '9',
      message: 'Hi #!first_name!#, renew?',
      template_id: '4',
    });
    // Sent: the form is empty again.
    await waitFor(() => expect(message()).toHaveValue(''));
  });

  it('shows the API’s refusal in its words (the plan’s texts limit)', async () => {
    const detail = 'You have reached the texts limit of your plan.';
    mockTextApi({ [`POST ${O}/send-texts/`]: { status: 403, body: { detail } } });
    renderText('?name=Ada&cell_phone=%2B12015550101&id=9');
    await screen.findByText('Ada <+12015550101>');
    type('Hello');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(message()).toHaveValue('Hello');
  });

  it('names the contacts a list sent by id', async () => {
    mockTextApi({
      [`POST ${O}/send-email/recipients/`]: {
        body: {
          count: 0,
          suppressed: 0,
          without_email: 2,
          contacts: [
            { id: 5, first_name: 'Grace', last_name: 'Hopper', email: null, cell_phone: '+12015550105' },
            { id: 6, first_name: 'Alan', last_name: 'Turing', email: null, cell_phone: '+12015550106' },
          ],
        },
      },
    });
    renderText('?ids=5,6');
    expect(await screen.findByText('Grace Hopper <+12015550105>')).toBeInTheDocument();
    expect(screen.getByText('Alan Turing <+12015550106>')).toBeInTheDocument();
  });

  it('duplicates a text template in its tab', async () => {
    const api = mockTextApi({
      [`GET ${O}/text-templates/`]: { body: page([textTemplate(1, 'Thanks', 'Thank you!')]) },
      [`POST ${O}/text-templates/`]: (call) => ({
        status: 201,
        body: { ...textTemplate(2, 'x', 'x'), ...(call.body as object) },
      }),
    });
    renderText('?tab=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Thanks' }));
    expect(await screen.findByText(emailMessages.templateDuplicated)).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/text-templates/`)[0]?.body).toEqual({
      title: 'Thanks (copy)',
      template: 'Thank you!',
    });
  });
});

describe('sendTextsForm', () => {
  it('sends lists as repeated fields and leaves out what is empty', () => {
    const form = sendTextsForm({
      recipient_id: [9, 10],
      lead_type: ['client'],
      lead_list_id: null,
      group_id: [3],
      message: 'Hi',
      template_id: null,
    });
    expect(form.getAll('recipient_id')).toEqual(['9', '10']);
    expect(form.getAll('lead_type')).toEqual(['client']);
    expect(form.getAll('group_id')).toEqual(['3']);
    expect(form.get('message')).toBe('Hi');
    expect(form.has('lead_list_id')).toBe(false);
    expect(form.has('template_id')).toBe(false);
  });
});
