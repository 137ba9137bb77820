import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type AvailablePhoneNumber,
  billingMessages,
  noPhoneNumber,
  type OrganizationPhoneNumber,
  phoneNumberMessages as M,
} from '@ensemble/contracts';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { mockApi, pick, renderRoute, type RouteTable } from '@ensemble/shared-ui/testing';
import { tempoApi } from '../../api/tempoApi';
import { PhoneNumberSetupPage } from './PhoneNumberSetupPage';

const BASE = '/organization/4/twilio';

/** The numbers the embedded default offers: lines 555-0100..0119 of an area code. */
const offered = (areaCode: string, count = 20): AvailablePhoneNumber[] =>
  Array.from({ length: count }, (_, i) => {
    const line = String(100 + i).padStart(4, '0');
    return {
      phone_number: `+1${areaCode}555${line}`,
      friendly_name: `(${areaCode}) 555-${line}`,
      locality: null,
      region: areaCode === '833' ? null : 'CA',
    };
  });

const active: OrganizationPhoneNumber = {
  twilio_number: '+14155550107',
  real_number: '+12125550134',
  number_type: 'local',
  area_code: '415',
};

/** The API as a little state machine: what GET phone-number/ answers follows what was bought and edited. */
function mockPhone(start: OrganizationPhoneNumber, { owner = true, more = {} as RouteTable } = {}) {
  let current = start;
  return mockApi({
    'GET /organization/4/': { status: 200, body: { id: 4, name: 'Acme Insurance', is_owner: owner } },
    [`GET ${BASE}/phone-number/`]: () => ({ status: 200, body: current }),
    [`POST ${BASE}/get-number/`]: (call) => {
      const body = call.body as { number_type: string; area_code?: string };
      if (body.number_type === 'toll_free') return { status: 200, body: { data: { data: offered('833') } } };
      if (body.area_code === '212') return { status: 404, body: { detail: M.noNumbersAvailable } };
      return { status: 200, body: { data: { data: offered(body.area_code ?? '') } } };
    },
    [`POST ${BASE}/create-number/`]: (call) => {
      const body = call.body as { twilio_number: string; real_number: string };
      const tollFree = body.twilio_number.startsWith('+18');
      current = {
        twilio_number: body.twilio_number,
        real_number: body.real_number,
        number_type: tollFree ? 'toll_free' : 'local',
        area_code: tollFree ? null : body.twilio_number.slice(2, 5),
      };
      return { status: 201, body: current };
    },
    [`PATCH ${BASE}/update-phone-number/`]: (call) => {
      current = { ...current, real_number: (call.body as { real_phone_number: string }).real_phone_number };
      return { status: 200, body: current };
    },
    ...more,
  });
}

const renderPage = () =>
  renderRoute(
    '/tempo/phone-number-setup/:organizationId',
    '/tempo/phone-number-setup/4',
    <PhoneNumberSetupPage />,
    makeRemoteStore(tempoApi),
  );

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** Local → the area code modal → Search numbers. */
async function searchLocal(areaCode: string, option: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Local' }));
  await dialog('Choose an area code');
  await pick('Area code', areaCode, option);
  fireEvent.click(screen.getByRole('button', { name: 'Search numbers' }));
}

describe('PhoneNumberSetupPage', () => {
  it('toll free: the list at once, a number forwarded to a real one, then the active number', async () => {
    const api = mockPhone(noPhoneNumber);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Toll free' }));
    expect(await screen.findByText(M.numbersFetched)).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/get-number/`)[0]?.body).toEqual({ number_type: 'toll_free' });
    const list = screen.getByTestId('phone-numbers-available');
    expect(within(list).getByText('Toll-free numbers')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);

    fireEvent.click(within(list).getByRole('button', { name: 'Choose (833) 555-0103' }));
    const confirm = await dialog('Confirm phone number');
    expect(within(confirm).getByText('(833) 555-0103')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByText(M.realNumberRequired)).toBeInTheDocument();
    fireEvent.change(within(confirm).getByLabelText('Forward calls to'), {
      target: { value: '+44 20 7946 0958' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByText(M.realNumberNotUs)).toBeInTheDocument();
    fireEvent.change(within(confirm).getByLabelText('Forward calls to'), {
      target: { value: '(646) 555-0188' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(M.created)).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/create-number/`)).toHaveLength(1);
    expect(api.callsTo(`POST ${BASE}/create-number/`)[0]?.body).toEqual({
      twilio_number: '+18335550103',
      real_number: '+16465550188',
    });
    const view = await screen.findByTestId('phone-number-active');
    expect(within(view).getByTestId('phone-number-value')).toHaveTextContent('(833) 555-0103');
    expect(within(view).getByText('Toll free', { exact: true })).toBeInTheDocument();
    expect(within(view).getByTestId('phone-number-forwarding')).toHaveTextContent('(646) 555-0188');
    expect(screen.queryByTestId('phone-numbers-available')).not.toBeInTheDocument();
  });

  it('local: the area code is required, then the numbers of the one chosen; Back clears the list', async () => {
    const api = mockPhone(noPhoneNumber);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Local' }));
    const modal = await dialog('Choose an area code');
    expect(within(modal).getByText('Search an area code')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Search numbers' }));
    expect(await within(modal).findByText(M.areaCodeRequired)).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/get-number/`)).toHaveLength(0);

    await pick('Area code', '415', '415 (CA)');
    fireEvent.click(within(modal).getByRole('button', { name: 'Search numbers' }));
    expect(await screen.findByText(M.numbersFetched)).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/get-number/`)[0]?.body).toEqual({
      number_type: 'local',
      area_code: '415',
    });
    const list = await screen.findByTestId('phone-numbers-available');
    expect(within(list).getByText('Local numbers in area code 415')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Choose (415) 555-0119' })).toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('phone-number-choice')).toBeInTheDocument();
    expect(screen.queryByTestId('phone-numbers-available')).not.toBeInTheDocument();
    expect(screen.queryByText('(415) 555-0119')).not.toBeInTheDocument();
  });

  it('an area code without numbers says so in the modal, to try another one', async () => {
    mockPhone(noPhoneNumber);
    renderPage();
    await searchLocal('212', '212 (NY)');
    const modal = await dialog('Choose an area code');
    expect(await within(modal).findByText(M.noNumbersAvailable)).toBeInTheDocument();
    expect(screen.queryByTestId('phone-numbers-available')).not.toBeInTheDocument();
    expect(screen.queryByText(M.numbersFetched)).not.toBeInTheDocument();

    await pick('Area code', '646', '646 (NY)');
    fireEvent.click(within(modal).getByRole('button', { name: 'Search numbers' }));
    const list = await screen.findByTestId('phone-numbers-available');
    expect(within(list).getByText('Local numbers in area code 646')).toBeInTheDocument();
  });

  it('the owner edits where calls are forwarded', async () => {
    const api = mockPhone(active);
    renderPage();
    const view = await screen.findByTestId('phone-number-active');
    expect(within(view).getByTestId('phone-number-value')).toHaveTextContent('(415) 555-0107');
    expect(within(view).getByText('Local', { exact: true })).toBeInTheDocument();
    expect(within(view).getByTestId('phone-number-forwarding')).toHaveTextContent('(212) 555-0134');

    fireEvent.click(within(view).getByRole('button', { name: 'Edit forwarding number' }));
    const modal = await dialog('Edit forwarding number');
    const field = within(modal).getByLabelText('Forward calls to');
    expect(field).toHaveValue('(212) 555-0134');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText(M.realNumberRequired)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '646-555-0188' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${BASE}/update-phone-number/`)[0]?.body).toEqual({
      real_phone_number: '+16465550188',
    });
    await waitFor(() =>
      expect(screen.getByTestId('phone-number-forwarding')).toHaveTextContent('(646) 555-0188'),
    );
  });

  it("the plan's limit, a number taken meanwhile, and a server error show in the confirm modal", async () => {
    const limit = billingMessages.planLimitReached('twilio_numbers', 0);
    let answer: 'limit' | 'taken' | 'down' = 'limit';
    mockPhone(noPhoneNumber, {
      more: {
        [`POST ${BASE}/create-number/`]: () =>
          answer === 'limit'
            ? { status: 403, body: { detail: limit } }
            : answer === 'taken'
              ? { status: 400, body: { twilio_number: [M.numberTaken] } }
              : { status: 500, body: {} },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Toll free' }));
    const list = await screen.findByTestId('phone-numbers-available');
    fireEvent.click(within(list).getByRole('button', { name: 'Choose (833) 555-0100' }));
    const confirm = await dialog('Confirm phone number');
    fireEvent.change(within(confirm).getByLabelText('Forward calls to'), {
      target: { value: '(646) 555-0188' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByText(limit)).toBeInTheDocument();

    answer = 'taken';
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByText(M.numberTaken)).toBeInTheDocument();
    // The list leaves the number out.
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Choose (833) 555-0100' })).not.toBeInTheDocument(),
    );

    answer = 'down';
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByTestId('phone-number-active')).not.toBeInTheDocument();
  });

  it('a member reads the number but cannot edit it, nor choose one', async () => {
    mockPhone(active, { owner: false });
    const { unmount } = renderPage();
    const view = await screen.findByTestId('phone-number-active');
    expect(within(view).getByTestId('phone-number-value')).toHaveTextContent('(415) 555-0107');
    expect(within(view).getByText(/Only the organization's owner can change/)).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Edit forwarding number' })).not.toBeInTheDocument();
    unmount();

    mockPhone(noPhoneNumber, { owner: false });
    renderPage();
    expect(await screen.findByTestId('phone-number-none')).toHaveTextContent(
      "No phone number yet. Only the organization's owner can set one up.",
    );
    expect(screen.queryByRole('button', { name: 'Toll free' })).not.toBeInTheDocument();
  });
});
