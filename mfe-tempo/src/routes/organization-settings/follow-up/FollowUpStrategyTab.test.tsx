import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '@ensemble/shared-ui/testing';
import { renderSettings } from '../test-utils';

const strategy = {
  first_follow_up_date: 3,
  second_follow_up_date: 10,
  third_follow_up_date: null,
  fourth_follow_up_date: null,
  fifth_follow_up_date: null,
};

describe('FollowUpStrategyTab', () => {
  it('shows five slots with the suggested days, enables Save only after a change and saves', async () => {
    const calls = mockApi({
      '*': (c) => (c.method === 'PUT' ? json(200, c.body) : json(200, strategy)),
    }).calls;
    renderSettings('follow-up-strategy');
    const first = await screen.findByLabelText('First follow-up (days)');
    expect(first).toHaveValue('3');
    const third = screen.getByLabelText('Third follow-up (days)');
    expect(third).toHaveValue('');
    expect(third).toHaveAttribute('placeholder', '30');
    for (const d of [3, 10, 30, 60, 90]) expect(screen.getByText(`Suggested: ${d} days`)).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(third, { target: { value: '30' } });
    expect(save).toBeEnabled();
    fireEvent.change(screen.getByLabelText('First follow-up (days)'), { target: { value: '' } });
    fireEvent.click(save);

    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/organization/4/follow-up-strategy/');
    expect(put?.body).toEqual({ ...strategy, first_follow_up_date: null, third_follow_up_date: 30 });
  });

  it('refuses negative numbers and text', async () => {
    const calls = mockApi({ '*': () => json(200, strategy) }).calls;
    renderSettings('follow-up-strategy');
    const second = await screen.findByLabelText('Second follow-up (days)');
    fireEvent.change(second, { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText('Fourth follow-up (days)'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Invalid number')).toHaveLength(2));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
