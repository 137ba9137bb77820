import {
  addDaysToDate,
  followUpDateSchema,
  followUpState,
  followUpsQuerySchema,
  leadFollowUpMessages,
  leadFollowUpPaths,
  nextFollowUp,
  prospectActivityRoutes,
  todayInTimeZone,
} from './lead-follow-ups-api';
import { messages } from './messages';

describe('follow-up dates contract', () => {
  it('uses the spec paths', () => {
    expect(leadFollowUpPaths.followUps(1, 2)).toBe('/organization/1/lead/2/follow-up/');
    expect(leadFollowUpPaths.followUp(1, 2, 3)).toBe('/organization/1/lead/2/follow-up/3/');
    expect(leadFollowUpPaths.followUpDelete(1, 2, 3)).toBe('/organization/1/lead/2/follow-up/3');
  });

  it('links the activities', () => {
    expect(prospectActivityRoutes.inbox(4)).toBe('/rhapsody/inbox/4');
    expect(prospectActivityRoutes.call('+1 (201) 555-0101')).toBe('tel:+12015550101');
  });

  it('carries the spec texts', () => {
    expect(leadFollowUpMessages.missedDeadline).toBe('MISSED DEADLINE');
    expect(leadFollowUpMessages.completed).toBe('COMPLETED');
    expect(leadFollowUpMessages.empty).toBe('No follow up dates to display');
  });

  it('shows COMPLETED before MISSED DEADLINE, nothing while ahead', () => {
    expect(followUpState({ completed: true, missed: false })).toBe('COMPLETED');
    expect(followUpState({ completed: false, missed: true })).toBe('MISSED DEADLINE');
    expect(followUpState({ completed: false, missed: false })).toBeNull();
  });

  it('picks the earliest open date as the next follow-up', () => {
    const list = [
      { id: 1, date: '2026-05-01', completed: true },
      { id: 2, date: '2026-06-10', completed: false },
      { id: 3, date: '2026-05-20', completed: false },
    ];
    expect(nextFollowUp(list)?.id).toBe(3);
    expect(nextFollowUp([{ date: '2026-01-01', completed: true }])).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDaysToDate('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysToDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToDate('2026-03-10', 0)).toBe('2026-03-10');
  });

  it("computes today in the organization's time zone, UTC when unknown", () => {
    const now = new Date('2026-03-10T02:00:00Z');
    expect(todayInTimeZone('America/New_York', now)).toBe('2026-03-09');
    expect(todayInTimeZone('Asia/Tokyo', now)).toBe('2026-03-10');
    expect(todayInTimeZone('Not/AZone', now)).toBe('2026-03-10');
    expect(todayInTimeZone(null, now)).toBe('2026-03-10');
  });

  it('validates date, text and completed', async () => {
    await expect(
      followUpDateSchema.validate({ date: '2026-02-30', text: 'x' }, { abortEarly: false }),
    ).rejects.toMatchObject({ errors: [leadFollowUpMessages.dateFormat] });
    await expect(followUpDateSchema.validate({ date: '2026-02-10', text: '  ' })).rejects.toMatchObject({
      errors: [messages.required],
    });
    await expect(followUpDateSchema.validate({ date: '2026-02-10', text: 'Call' })).resolves.toEqual({
      date: '2026-02-10',
      text: 'Call',
      completed: false,
    });
  });

  it('accepts only date orderings, date by default', async () => {
    await expect(followUpsQuerySchema.validate({})).resolves.toEqual({ ordering: 'date' });
    await expect(followUpsQuerySchema.validate({ ordering: '-date' })).resolves.toEqual({
      ordering: '-date',
    });
    await expect(followUpsQuerySchema.validate({ ordering: 'text' })).rejects.toThrow(
      'Ordering must be one of',
    );
  });
});
