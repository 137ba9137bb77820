import {
  eventEnd,
  eventStages,
  leadEventConstants,
  leadEventMessages,
  leadEventPaths,
  leadEventSchema,
  leadEventsQuerySchema,
} from './lead-events-api';
import { messages } from './messages';

describe('lead events contract', () => {
  it('designs the paths after the lead sub-records', () => {
    expect(leadEventPaths.events(7)).toBe('/organization/lead/7/events/');
    expect(leadEventPaths.event(7, 9)).toBe('/organization/lead/7/events/9/');
  });

  it('carries the spec texts and constants', () => {
    expect(leadEventMessages.added).toBe('New event added!');
    expect(leadEventMessages.unableToAdd).toBe('Unable to add event');
    expect(leadEventConstants.views).toEqual(['month', 'week', 'day']);
    expect(eventStages).toEqual(['Other', 'Client', 'Former Clients']);
  });

  it('ends an event one hour after it starts', () => {
    expect(eventEnd('2026-03-10T23:30:00.000Z').toISOString()).toBe('2026-03-11T00:30:00.000Z');
    expect(leadEventConstants.durationMs).toBe(3_600_000);
  });

  it('requires a title and a valid start', async () => {
    await expect(
      leadEventSchema.validate({ title: '', start: 'soon' }, { abortEarly: false }),
    ).rejects.toMatchObject({ errors: [messages.required, leadEventMessages.dateInvalid] });
    await expect(
      leadEventSchema.validate({ title: 'Call', start: '2026-03-10T10:00:00Z', description: '' }),
    ).resolves.toEqual({ title: 'Call', start: '2026-03-10T10:00:00Z', description: null });
  });

  it('checks the range query', async () => {
    await expect(leadEventsQuerySchema.validate({ from: 'x' })).rejects.toThrow(
      leadEventMessages.dateInvalid,
    );
    await expect(leadEventsQuerySchema.validate({ from: '2026-03-01T00:00:00Z' })).resolves.toBeTruthy();
  });
});
