import type { ValidationError } from 'yup';
import type { ErrorBody } from './api-types';
import { toFieldErrors } from './errors';
import { leadSchema, leadsMessages } from './leads-api';
import { messages } from './messages';
import { decimalPlaces } from './validation';

const person = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test' };

async function errorsOf(value: object): Promise<ErrorBody> {
  try {
    await leadSchema('Prospect').validate({ ...person, ...value }, { abortEarly: false });
    return {};
  } catch (e) {
    return toFieldErrors(e as ValidationError);
  }
}

/** Each amount of a contact, its message (spec 2 §5) and a value within its bounds. */
const amounts = [
  ['revenue_from', leadsMessages.revenueFormat],
  ['revenue_to', leadsMessages.revenueFormat],
  ['revenue_probability', messages.numberInvalid],
  ['win_amount', leadsMessages.amountFormat],
  ['total_sales', leadsMessages.amountFormat],
] as const;

describe('decimalPlaces', () => {
  it.each([
    [1.1, 1],
    [19.99, 2],
    [0.29, 2],
    [1.234, 3],
    [1.2345, 4],
    ['19.990', 2],
    ['7', 0],
    [1e-7, 7],
    ['2.5e-2', 3],
    [1e21, 0],
  ])('%p has %p', (v, n) => expect(decimalPlaces(v)).toBe(n));
});

describe('contact amounts (up to 3 decimals, spec 2 §5)', () => {
  // Exact float comparisons (Math.round(v * 100) === v * 100) refused 1.1, 19.99 and 0.29.
  describe.each(amounts)('%s', (field, message) => {
    it.each([1.1, 9.99, 0.29, 1.234, '1.1', '9.99', '0.29', '1.234', 0, '3'])('accepts %p', async (v) => {
      expect(await errorsOf({ [field]: v })).toEqual({});
    });
    it.each([1.2345, '1.2345', '0.0001', -1, 'abc'])(`refuses %p with the field's message`, async (v) => {
      expect(await errorsOf({ [field]: v })).toEqual({ [field]: [message] });
    });
  });

  it('keeps the bounds: probability at most 100, score at most 10', async () => {
    expect(await errorsOf({ revenue_probability: 100.5 })).toEqual({
      revenue_probability: [messages.numberInvalid],
    });
    expect(await errorsOf({ win_amount: 10.001 })).toEqual({ win_amount: [leadsMessages.amountFormat] });
    expect(await errorsOf({ revenue_from: 19.99, win_amount: 9.999, total_sales: 1234.567 })).toEqual({});
  });
});
