import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { campaignPostedTitle, socialMessages as M } from '@ensemble/contracts';
import { CampaignCard } from './CampaignCard';
import { campaign, CAMPAIGN, dialog, mockSocial, NEXT_POST, renderSocial } from './test-utils';

const renderCard = () => renderSocial(<CampaignCard organizationId={4} />);
const patches = (api: ReturnType<typeof mockSocial>) => api.callsTo(`PATCH ${CAMPAIGN}`).map((c) => c.body);

describe('Campaign panel', () => {
  it('shows the info line, the posted counter as its title, posts per day and the weekdays', async () => {
    mockSocial();
    renderCard();
    expect(
      await screen.findByText(
        'Once you have you have decided the frequency of posting, please press the start button',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(campaignPostedTitle(5))).toBeInTheDocument();
    expect(screen.getByText('This campaign posted 5 posts so far')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    for (const day of ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'])
      expect(screen.getByRole('button', { name: day })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'MON' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'TUE' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says post in the singular for one post', async () => {
    mockSocial({ [`GET ${CAMPAIGN}`]: { body: campaign({ counter: 1 }) } });
    renderCard();
    expect(await screen.findByText('This campaign posted 1 post so far')).toBeInTheDocument();
  });

  it('Start sets active, opens the campaign start modal with the next post time, then reloads', async () => {
    let active = false;
    const api = mockSocial({
      [`GET ${CAMPAIGN}`]: () => ({ body: campaign({ active, next_post_time: active ? NEXT_POST : null }) }),
      [`PATCH ${CAMPAIGN}`]: (call) => {
        active = (call.body as { active: boolean }).active;
        return { body: campaign({ active, next_post_time: NEXT_POST }) };
      },
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: /Start/ }));
    const modal = await dialog('Campaign started');
    expect(within(modal).getByTestId('campaign-next-post')).toHaveTextContent(
      dayjs(NEXT_POST).format('MM/DD/YYYY hh:mm A'),
    );
    expect(patches(api)).toEqual([{ active: true }]);
    await waitFor(() => expect(api.callsTo(`GET ${CAMPAIGN}`)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: /Pause/ })).toBeInTheDocument();
  });

  it("Pause sends active false; a refusal says 'Unable to update campaign!'", async () => {
    const api = mockSocial({
      [`GET ${CAMPAIGN}`]: { body: campaign({ active: true }) },
      [`PATCH ${CAMPAIGN}`]: { status: 400, body: { detail: 'nope' } },
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: /Pause/ }));
    expect(await screen.findByText(M.unableToUpdateCampaignState)).toBeInTheDocument();
    expect(patches(api)).toEqual([{ active: false }]);
  });

  it("a refused posts-per-day change says 'Unable to update campaign' and goes back to the server's value", async () => {
    const api = mockSocial({ [`PATCH ${CAMPAIGN}`]: { status: 400, body: { times_per_day: ['Invalid'] } } });
    renderCard();
    fireEvent.click(await screen.findByRole('radio', { name: '3' }));
    expect(await screen.findByText(M.unableToUpdateCampaign)).toBeInTheDocument();
    expect(patches(api)).toEqual([{ times_per_day: 3 }]);
    await waitFor(() => expect(screen.getByRole('radio', { name: '2' })).toBeChecked());
    expect(screen.getByRole('radio', { name: '3' })).not.toBeChecked();
  });

  it('a weekday toggle sends the whole week with that day flipped', async () => {
    const api = mockSocial({ [`PATCH ${CAMPAIGN}`]: (call) => ({ body: campaign(call.body as object) }) });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'TUE' }));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({
      days: { '1': true, '2': true, '3': true, '4': false, '5': true, '6': false, '7': false },
    });
    await waitFor(() => expect(api.callsTo(`GET ${CAMPAIGN}`)).toHaveLength(2));
  });

  it("a refused weekday says the server's first days error, else 'Unable to update campaign'", async () => {
    let body: unknown = { days: ['At least one day must stay on'] };
    mockSocial({ [`PATCH ${CAMPAIGN}`]: () => ({ status: 400, body }) });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'MON' }));
    expect(await screen.findByText('At least one day must stay on')).toBeInTheDocument();
    body = {};
    await waitFor(() => expect(screen.getByRole('button', { name: 'WED' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'WED' }));
    expect(await screen.findByText(M.unableToUpdateCampaign)).toBeInTheDocument();
  });
});
