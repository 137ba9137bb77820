import {
  emailReportMessages as M,
  emailReportRecipientsQuerySchema,
  emailReportsQuerySchema,
  metricPercent,
} from './email-reports-api';
import { errorsOf } from './errors-of.testing';

describe('email reports list query', () => {
  it('takes days from 2023-07-04, in order', async () => {
    expect(
      await errorsOf(emailReportsQuerySchema, { date_from: '2023-07-04', date_to: '2023-07-04' }),
    ).toEqual({});
    expect(await errorsOf(emailReportsQuerySchema, { date_from: '2023-07-03' })).toEqual({
      date_from: [M.dateTooEarly],
    });
    expect(
      await errorsOf(emailReportsQuerySchema, { date_from: '2024-02-01', date_to: '2024-01-31' }),
    ).toEqual({
      date_to: [M.rangeReversed],
    });
  });

  it('says only that a date is not one, whatever else it would compare as', async () => {
    expect(await errorsOf(emailReportsQuerySchema, { date_to: '01/31/2024' })).toEqual({
      date_to: [M.dateInvalid],
    });
    expect(
      await errorsOf(emailReportsQuerySchema, { date_from: '2024-02-01', date_to: '2024-13-01' }),
    ).toEqual({
      date_to: [M.dateInvalid],
    });
  });

  it('defaults to the first page of 10, newest first, every type', () => {
    expect(emailReportsQuerySchema.cast({})).toMatchObject({
      page: 1,
      per_page: 10,
      ordering: '-timestamp',
      type: 'all',
      search: '',
    });
    expect(emailReportRecipientsQuerySchema.cast({})).toMatchObject({ page: 1, per_page: 10, filter: 'all' });
  });

  it('refuses an ordering or a type it does not know', async () => {
    expect(
      Object.keys(await errorsOf(emailReportsQuerySchema, { ordering: 'html', type: 'sms' })).sort(),
    ).toEqual(['ordering', 'type']);
  });
});

describe('metricPercent', () => {
  it('is the value over the total to 2 decimals, 0 when nothing was sent', () => {
    expect(metricPercent(2, 3)).toBe(66.67);
    expect(metricPercent(1, 3)).toBe(33.33);
    expect(metricPercent(3, 3)).toBe(100);
    expect(metricPercent(5, 0)).toBe(0);
  });
});
