import { screen } from '@testing-library/react';
import { mockApi } from '@ensemble/shared-ui/testing';
import { renderAt } from '../../test/render';

describe('terms of service', () => {
  it('states the terms of spec 1 §1 and nothing about the product', () => {
    mockApi({});
    renderAt('/terms-of-service');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/18 years of age or older/);
    expect(text).toMatch(/no more than 7%/);
    expect(text).toMatch(/at least 30 days.? notice/);
    expect(text).toMatch(/late charge of 1\.5% per month/);
    expect(text).toMatch(/in\s+the 12 months before/);
    expect(text).toMatch(/monthly plan, on an annual plan, or by invoice/);
    expect(text).toMatch(/payment term\s+is 30 days/);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
  });
});
