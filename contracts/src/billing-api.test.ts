import { billingMessages, planLimitCount, planLimitNames, planLimitNamesOne } from './billing-api';

describe('plan limits in words', () => {
  it('agree with their count: one user seat, two user seats, no contacts', () => {
    expect(planLimitCount('user_seats', 1)).toBe('1 user seat');
    expect(planLimitCount('user_seats', 2)).toBe('2 user seats');
    expect(planLimitCount('contacts', 0)).toBe('0 contacts');
    expect(planLimitCount('contacts', 25000)).toBe('25,000 contacts');
    expect(planLimitCount('texts', 1)).toBe('1 text message per month');
  });

  it('name every limit in both numbers', () => {
    expect(Object.keys(planLimitNamesOne).sort()).toEqual(Object.keys(planLimitNames).sort());
  });

  it('read correctly in the refusal when the plan allows one', () => {
    expect(billingMessages.planLimitReached('twilio_numbers', 1)).toBe(
      'Your plan allows 1 phone number. Upgrade your plan or buy an add-on to add more.',
    );
    expect(billingMessages.planLimitReached('contacts', 2500)).toBe(
      'Your plan allows 2,500 contacts. Upgrade your plan or buy an add-on to add more.',
    );
  });
});
