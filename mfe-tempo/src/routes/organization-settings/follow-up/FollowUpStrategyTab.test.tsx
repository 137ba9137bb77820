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

  it('uses number steppers from 0 to 1000 (spec 2 §5) that keep to whole days in range', async () => {
    const calls = mockApi({
      '*': (c) => (c.method === 'PUT' ? json(200, c.body) : json(200, strategy)),
    }).calls;
    renderSettings('follow-up-strategy');
    const second = await screen.findByLabelText('Second follow-up (days)');
    for (const slot of screen.getAllByRole('spinbutton')) {
      expect(slot).toHaveAttribute('aria-valuemin', '0');
      expect(slot).toHaveAttribute('aria-valuemax', '1000');
    }
    expect(screen.getAllByRole('spinbutton')).toHaveLength(5);
    expect(second).toHaveAttribute('aria-valuenow', '10');
    fireEvent.change(second, { target: { value: '5000' } });
    fireEvent.blur(second);
    await waitFor(() => expect(second).toHaveValue('1000'));
    const fourth = screen.getByLabelText('Fourth follow-up (days)');
    fireEvent.change(fourth, { target: { value: '-1' } });
    fireEvent.blur(fourth);
    await waitFor(() => expect(fourth).toHaveValue('0'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...strategy,
      second_follow_up_date: 1000,
      fourth_follow_up_date: 0,
    });
  });
});
