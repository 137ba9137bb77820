import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CheckGroupsInput, PostcardOrder } from '@ensemble/contracts';
import { type MockedApi, mockApi, page, pick, renderRoute } from '@ensemble/shared-ui/testing';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { rhapsodyApi } from '../../api/rhapsodyApi';
import { PostCardsPage } from './PostCardsPage';

const ORG = 3;
const base = `/organization/${ORG}/postcard-mania`;
const templates = [
  { id: 11, design_id: 'local-grand-opening', title: 'Grand opening', template: { proofFront: 'data:,f' } },
  { id: 12, design_id: 'local-thank-you', title: 'Thank you', template: { proofFront: 'data:,t' } },
];
const prices = (available: number) => [
  {
    id: 'pc_4x6',
    size: '4x6',
    description: '4.25" x 6" post card',
    unit_price: 0.59,
    total_calculated_price: +(0.59 * available).toFixed(2),
  },
  {
    id: 'pc_addon',
    size: null,
    description: 'First class postage',
    unit_price: 0.15,
    total_calculated_price: +(0.15 * available).toFixed(2),
  },
];
/** 120 contacts for 'all', 30 for any other choice, none for no choice; less the cutoff. */
const availableFor = (b: CheckGroupsInput) => {
  const chosen = (b.buckets ?? []).length + (b.lead_lists ?? []).length + (b.groups ?? []).length;
  const raw = (b.buckets ?? []).includes('all') ? 120 : chosen ? 30 : 0;
  return Math.max(0, raw - (b.lead_cutoff ?? 0));
};

const openOrder: PostcardOrder = {
  orderID: 7,
  designID: 'local-thank-you',
  template_id: 12,
  status: 'Pending Payment',
  mailClass: 'Standard',
  orderDate: '2026-11-20T10:00:00.000Z',
  total_recipients: 60,
  postcardmania_order_id: 'local_7',
  lead_cutoff: 2,
  price_id: 'pc_4x6',
  addon_id: null,
  total_price: 35.4,
  order_state: { buckets: ['client'], groups: [9], lead_lists: [] },
};

function mock(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}): MockedApi {
  return mockApi({
    [`GET ${base}/`]: { body: templates },
    [`POST ${base}/11/check_groups/`]: checkGroups,
    [`POST ${base}/12/check_groups/`]: checkGroups,
    [`GET ${base}/11/generate_proof/`]: { body: { front: 'data:,front', back: 'data:,back' } },
    [`GET ${base}/12/generate_proof/`]: { body: { front: 'data:,front', back: 'data:,back' } },
    [`GET ${base}/get_orders/`]: {
      body: { results: [openOrder], pagination: { totalResults: 1, page: 1, per_page: 10 } },
    },
    [`POST /payment-method/${ORG}/one-time-pay/`]: { body: { ...openOrder, status: 'Processing' } },
    [`GET /payment-method/${ORG}/`]: { body: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 } },
    [`GET /organization/lead/${ORG}/opportunity-list-all/`]: {
      body: [
        {
          id: 4,
          title: 'Spring fair',
          created_at: '',
          leads_count: 3,
          organization_id: ORG,
          kind: 'opportunity',
        },
      ],
    },
    [`GET /organization/${ORG}/automation-marketing-group/`]: {
      body: page([{ id: 9, organization: ORG, name: 'VIP', leads_count: 5, created_at: '' }]),
    },
    ...overrides,
  });
}

function checkGroups(call: { body: unknown }) {
  const b = call.body as CheckGroupsInput;
  const available = availableFor(b);
  const total = b.price_id ? +((0.59 + (b.addon_id ? 0.15 : 0)) * available).toFixed(2) : 0;
  return {
    body: {
      prices: prices(available),
      available,
      total_price: total,
      order_id: b.make_order ? 7 : null,
      postcardmania_order_id: b.make_order ? 'local_7' : null,
    },
  };
}

const render = (tab = '0') =>
  renderRoute(
    '/rhapsody/post-cards/:organizationId',
    `/rhapsody/post-cards/${ORG}?tab=${tab}`,
    <PostCardsPage />,
    makeRemoteStore(rhapsodyApi),
  );

/** The options call waits 1500 ms after the choice settles (spec 2 §9). */

/** Generate proof, then Create order once the proof is shown. */
async function createOrder() {
  fireEvent.click(screen.getByLabelText(/4\.25" x 6" post card/));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Generate proof' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Generate proof' }));
  await screen.findByAltText('Proof, front');
  fireEvent.click(screen.getByRole('button', { name: 'Create order' }));
}

async function chooseDesignAndAll() {
  fireEvent.click(await screen.findByRole('button', { name: 'Use Grand opening' }));
  await pick('Receivers', 'All', 'All');
  await screen.findByText('120 eligible recipients');
}

describe('PostCardsPage', () => {
  it('shows the spec’s two tabs and the designs', async () => {
    mock();
    render();
    expect(screen.getByRole('tab', { name: 'Create new' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Existing orders' })).toBeInTheDocument();
    expect(await screen.findByText('Grand opening')).toBeInTheDocument();
    expect(screen.getByText('Thank you')).toBeInTheDocument();
  });

  it('walks design → receivers and size → proof → buy dialog → pay, then starts over', async () => {
    const api = mock();
    render();
    await chooseDesignAndAll();
    const optionCalls = api.callsTo(`POST ${base}/11/check_groups/`);
    expect(optionCalls.at(-1)?.body).toEqual({
      buckets: ['all'],
      lead_lists: [],
      groups: [],
      lead_cutoff: 0,
      make_order: false,
    });

    const proof = screen.getByRole('button', { name: 'Generate proof' });
    expect(proof).toBeDisabled();
    expect(screen.getByText('Select size first')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/4\.25" x 6" post card/));
    await waitFor(() => expect(proof).toBeEnabled());
    expect(screen.getByTestId('postcard-total')).toHaveTextContent('Total $70.80');

    fireEvent.click(proof);
    expect(await screen.findByAltText('Proof, front')).toBeInTheDocument();
    expect(screen.getByAltText('Proof, back')).toBeInTheDocument();

    // Back returns one step, and forward again keeps the choices.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Generate proof' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Generate proof' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Create order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy post cards' });
    expect(api.callsTo(`POST ${base}/11/check_groups/`).at(-1)?.body).toMatchObject({
      buckets: ['all'],
      price_id: 'pc_4x6',
      addon_id: null,
      make_order: true,
      postcardmania_order_id: null,
    });
    expect(within(dialog).getByTestId('postcard-buy-total')).toHaveTextContent('$70.80');
    expect(await within(dialog).findByText('Visa •••• 4242')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $70.80' }));
    expect(await screen.findByText('You have successfully created a Post Card order')).toBeInTheDocument();
    expect(api.callsTo(`POST /payment-method/${ORG}/one-time-pay/`)[0].body).toEqual({ order_id: 7 });
    // A fresh start: the design chooser again.
    expect(await screen.findByRole('button', { name: 'Use Grand opening' })).toBeInTheDocument();
  }, 15000);

  it('waits 1500 ms for the choice to settle, and keeps Generate proof disabled under 50 recipients', async () => {
    const api = mock();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Use Grand opening' }));
    await pick('Receivers', 'Client', 'Client');
    const forClients = () =>
      api
        .callsTo(`POST ${base}/11/check_groups/`)
        .filter((c) => (c.body as CheckGroupsInput).buckets?.includes('client'));
    expect(screen.getByText('Counting recipients…')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1000));
    expect(forClients()).toHaveLength(0);
    expect(
      await screen.findByText(/30 eligible recipients — A post card order needs at least 50 recipients/),
    ).toBeInTheDocument();
    expect(forClients()).toHaveLength(1);
    fireEvent.click(screen.getByLabelText(/4\.25" x 6" post card/));
    expect(screen.getByRole('button', { name: 'Generate proof' })).toBeDisabled();
  }, 10000);

  it('applies the receiver rules in the picker: a list disables Opportunity, All replaces the rest', async () => {
    mock();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Use Grand opening' }));
    await pick('Receivers', 'Spring', 'Spring fair');
    fireEvent.mouseDown(screen.getByLabelText('Receivers', { exact: true }));
    const opportunity = (await screen.findAllByTitle('Opportunity')).find((el) =>
      el.classList.contains('ant-select-item-option'),
    );
    expect(opportunity).toHaveClass('ant-select-item-option-disabled');
    await pick('Receivers', 'All', 'All');
    const chosen = screen.getByLabelText('Receivers', { exact: true }).closest('.ant-select')!;
    await waitFor(() =>
      expect(within(chosen as HTMLElement).queryByText('Spring fair')).not.toBeInTheDocument(),
    );
    expect(within(chosen as HTMLElement).getByText('All')).toBeInTheDocument();
  });

  it('shows the server’s words when the order cannot be created, else the spec’s', async () => {
    let answer: { status: number; body: unknown } = { status: 502, body: {} };
    mock({
      [`POST ${base}/11/check_groups/`]: (call) =>
        (call.body as CheckGroupsInput).make_order ? answer : checkGroups(call),
    });
    render();
    await chooseDesignAndAll();
    await createOrder();
    expect(
      await screen.findByText('An error ocurred during order creation, please try again'),
    ).toBeInTheDocument();
    answer = { status: 400, body: { detail: 'This order can no longer be changed' } };
    fireEvent.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('This order can no longer be changed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Buy post cards' })).not.toBeInTheDocument();
  }, 15000);

  it('refuses to pay without a card on file and points to billing', async () => {
    const api = mock({
      [`GET /payment-method/${ORG}/`]: { status: 404, body: { detail: 'Unable to get payment method' } },
    });
    render();
    await chooseDesignAndAll();
    await createOrder();
    const dialog = await screen.findByRole('dialog', { name: 'Buy post cards' });
    expect(await within(dialog).findByText('This organization has no card on file.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Go to billing' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Pay/ })).toBeDisabled();
    expect(api.callsTo(`POST /payment-method/${ORG}/one-time-pay/`)).toHaveLength(0);
  }, 15000);

  it('lists existing orders with their status, and opens an open one with its receivers fixed', async () => {
    const api = mock();
    render('1');
    const table = await screen.findByTestId('postcard-orders');
    expect(await within(table).findByText('#7')).toBeInTheDocument();
    expect(within(table).getByText('Pending Payment')).toBeInTheDocument();
    expect(within(table).getByText('Thank you')).toBeInTheDocument();
    expect(within(table).getByText('$35.40')).toBeInTheDocument();

    fireEvent.click(within(table).getByRole('button', { name: 'Open order #7' }));
    expect(await screen.findByText('Editing order #7 (Pending Payment)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create new' })).toHaveAttribute('aria-selected', 'true');
    const fixed = screen.getByTestId('postcard-receivers-fixed');
    expect(within(fixed).getByText('Client')).toBeInTheDocument();
    expect(await within(fixed).findByText('VIP')).toBeInTheDocument();
    expect(screen.getByLabelText('Lead cutoff')).toHaveValue('2');
    expect(
      await screen.findByText('28 eligible recipients — A post card order needs at least 50 recipients'),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/12/check_groups/`).at(-1)?.body).toMatchObject({
      buckets: ['client'],
      groups: [9],
      lead_cutoff: 2,
    });
  });
});
