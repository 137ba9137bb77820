import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@ensemble/shared-ui/testing';
import { renderSettings } from '../test-utils';

/** antd's form-item motion and formik's async validation can take over a second on a loaded machine. */

const current = {
  monthly_revenue: 10000,
  average_sale: 1000,
  opportunity_to_prospect_conversion_rate: 50,
  prospect_to_client_conversion_rate: 50,
  sales_in_month: 10,
  prospects_in_month: 20,
  opportunities_in_month: 40,
};

describe('MagicNumbersTab', () => {
  it('derives the monthly goals live, hints the suggestions and saves', async () => {
    const calls = mockApi({
      '*': (c) =>
        c.method === 'PUT' ? json(200, { ...current, ...(c.body as object) }) : json(200, current),
    }).calls;
    renderSettings('magic-numbers');
    const revenue = await screen.findByLabelText('Monthly revenue');
    expect(screen.getByTestId('magic-numbers-hint')).toHaveTextContent(
      'Suggested each month: 10 prospects, 5 appointments, 3 sales.',
    );
    const derived = screen.getByTestId('magic-numbers-derived');
    expect(within(derived).getByText('Sales per month').closest('.ant-statistic')).toHaveTextContent('10');
    expect(within(derived).getByText('Opportunities per month').closest('.ant-statistic')).toHaveTextContent(
      '40',
    );

    fireEvent.change(revenue, { target: { value: '20000' } });
    expect(within(derived).getByText('Sales per month').closest('.ant-statistic')).toHaveTextContent('20');
    expect(within(derived).getByText('Prospects per month').closest('.ant-statistic')).toHaveTextContent(
      '40',
    );
    expect(within(derived).getByText('Opportunities per month').closest('.ant-statistic')).toHaveTextContent(
      '80',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/organization/4/magic-numbers/');
    expect(put?.body).toEqual({
      monthly_revenue: 20000,
      average_sale: 1000,
      opportunity_to_prospect_conversion_rate: 50,
      prospect_to_client_conversion_rate: 50,
    });
  });

  it('requires the four fields with the schema messages', async () => {
    const calls = mockApi({ '*': () => json(200, current) }).calls;
    renderSettings('magic-numbers');
    for (const label of [
      'Monthly revenue',
      'Average sale',
      'Opportunity to prospect conversion rate',
      'Prospect to client conversion rate',
    ]) {
      fireEvent.change(await screen.findByLabelText(label), { target: { value: '' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Monthly revenue is required')).toBeInTheDocument();
    expect(await screen.findByText('Average sale is required')).toBeInTheDocument();
    expect(
      await screen.findByText('Opportunity to prospect conversion rate is required'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Prospect to client conversion rate is required')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(false));
  });

  it('refuses a rate above 100', async () => {
    mockApi({ '*': () => json(200, current) });
    renderSettings('magic-numbers');
    fireEvent.change(await screen.findByLabelText('Prospect to client conversion rate'), {
      target: { value: '150' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid number')).toBeInTheDocument();
  });
});
