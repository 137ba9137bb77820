import { errorsOf } from './errors-of.testing';
import { messages } from './messages';
import { simulatedCallSchema, simulatedTextSchema } from './phone-webhooks-api';

describe('the local phone', () => {
  it('takes numbers as typed, E.164 once read', async () => {
    expect(
      simulatedTextSchema.validateSync({ from: '(512) 555-0001', to: '+1 512 555 0100', body: 'Hi' }),
    ).toEqual({
      from: '+15125550001',
      to: '+15125550100',
      body: 'Hi',
    });
  });

  it('needs both numbers, valid, and a body of at most 1600 characters', async () => {
    expect(await errorsOf(simulatedTextSchema, { from: 'nope', body: 'x'.repeat(1601) })).toEqual({
      from: [messages.phoneInvalid],
      to: [messages.fieldRequired('To')],
      body: [messages.maxLength(1600)],
    });
  });

  it('calls answered by default, talking for a whole number of seconds, at most four hours', async () => {
    expect(simulatedCallSchema.validateSync({ from: '5125550001', to: '5125550100' })).toEqual({
      from: '+15125550001',
      to: '+15125550100',
      answered: true,
      duration: 0,
    });
    expect(
      await errorsOf(simulatedCallSchema, { from: '5125550001', to: '5125550100', duration: 1.5 }),
    ).toEqual({
      duration: [expect.any(String)],
    });
    expect(
      await errorsOf(simulatedCallSchema, { from: '5125550001', to: '5125550100', duration: 14_401 }),
    ).toEqual({
      duration: [expect.any(String)],
    });
  });
});
