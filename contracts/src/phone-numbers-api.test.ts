import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { errorsOf } from './errors-of.testing';
import { messages } from './messages';
import {
  areaCodeOf,
  createNumberSchema,
  getNumbersSchema,
  phoneNumberMessages as M,
  phoneNumberTypeOf,
  updatePhoneNumberSchema,
  usPhoneNumber,
} from './phone-numbers-api';
import { isUsAreaCode, stateOfAreaCode, usAreaCodes } from './reference/us-area-codes';
import { textMessages } from './texts-api';

describe('usAreaCodes', () => {
  it('lists about 300 codes, each once, in order, each with its state', () => {
    expect(usAreaCodes.length).toBeGreaterThanOrEqual(300);
    const codes = usAreaCodes.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    expect(usAreaCodes.every((a) => /^[2-9]\d\d$/.test(a.code) && /^[A-Z]{2}$/.test(a.state))).toBe(true);
    expect(new Set(usAreaCodes.map((a) => a.state)).size).toBe(51);
    expect(stateOfAreaCode('212')).toBe('NY');
    expect(stateOfAreaCode('202')).toBe('DC');
  });

  it('are geographic codes of the US, as libphonenumber knows them: no toll free, territory or Canada', () => {
    for (const { code } of usAreaCodes) {
      const parsed = parsePhoneNumberFromString(`+1${code}2345678`);
      expect([code, parsed?.isValid(), parsed?.country]).toEqual([code, true, 'US']);
    }
    for (const code of ['800', '833', '787', '416', '500', '900']) expect(isUsAreaCode(code)).toBe(false);
  });
});

describe('getNumbersSchema', () => {
  const errors = (v: unknown) => errorsOf(getNumbersSchema, v, { stripUnknown: true });

  it('needs a number type, and an area code from the list for a local number', async () => {
    expect(await errors({})).toEqual({ number_type: [messages.fieldRequired('Number type')] });
    expect(await errors({ number_type: 'mobile' })).toEqual({ number_type: [messages.invalidChoice] });
    expect(await errors({ number_type: 'local' })).toEqual({ area_code: [M.areaCodeRequired] });
    expect(M.areaCodeRequired).toBe('Area code is required');
    expect(await errors({ number_type: 'local', area_code: ' ' })).toEqual({
      area_code: [M.areaCodeRequired],
    });
    expect(await errors({ number_type: 'local', area_code: '833' })).toEqual({
      area_code: [messages.invalidChoice],
    });
    expect(getNumbersSchema.validateSync({ number_type: 'local', area_code: ' 415 ' })).toEqual({
      number_type: 'local',
      area_code: '415',
    });
  });

  it('takes no area code for toll free', async () => {
    expect(await errors({ number_type: 'toll_free' })).toEqual({});
    expect(getNumbersSchema.validateSync({ number_type: 'toll_free', area_code: 'nope' })).toEqual({
      number_type: 'toll_free',
    });
  });
});

describe('createNumberSchema and updatePhoneNumberSchema', () => {
  it("asks for the real number in the spec's words, US only, and keeps both numbers in E.164", async () => {
    expect(await errorsOf(createNumberSchema, {})).toEqual({
      twilio_number: [messages.phoneRequired],
      real_number: ['Please enter a phone number'],
    });
    expect(await errorsOf(createNumberSchema, { twilio_number: '+1 415', real_number: '555' })).toEqual({
      twilio_number: [messages.phoneInvalid],
      real_number: [messages.phoneInvalid],
    });
    expect(
      await errorsOf(createNumberSchema, { twilio_number: '+14155550100', real_number: '+44 20 7946 0958' }),
    ).toEqual({ real_number: [M.realNumberNotUs] });
    expect(
      await errorsOf(createNumberSchema, { twilio_number: '+14155550100', real_number: '(415) 555-0100' }),
    ).toEqual({ real_number: [M.forwardToItself] });
    expect(
      createNumberSchema.validateSync({ twilio_number: '+14155550100', real_number: '(212) 555-0134' }),
    ).toEqual({ twilio_number: '+14155550100', real_number: '+12125550134' });
  });

  it('update-phone-number takes the same rule', async () => {
    expect(await errorsOf(updatePhoneNumberSchema, { real_phone_number: '' })).toEqual({
      real_phone_number: [M.realNumberRequired],
    });
    expect(await errorsOf(updatePhoneNumberSchema, { real_phone_number: '+1 604 555 0100' })).toEqual({
      real_phone_number: [M.realNumberNotUs],
    });
    expect(updatePhoneNumberSchema.validateSync({ real_phone_number: '212-555-0134' })).toEqual({
      real_phone_number: '+12125550134',
    });
  });
});

it('tells a toll-free number from a local one by its area code, and shares the Text screen’s words', () => {
  expect(usPhoneNumber('(833) 555-0100')).toBe('+18335550100');
  expect(usPhoneNumber('+44 20 7946 0958')).toBeNull();
  expect(areaCodeOf('+14155550100')).toBe('415');
  expect(phoneNumberTypeOf('+18335550100')).toBe('toll_free');
  expect(phoneNumberTypeOf('+14155550100')).toBe('local');
  expect(M.setupNotCompleted).toBe(textMessages.phoneSetupNotCompleted);
  expect([M.noNumbersAvailable, M.numbersFetched, M.created, M.updated]).toEqual([
    'No numbers available for this area code, please try another one',
    'Successfully fetched numbers',
    'Phone number created successfully',
    'Phone number updated successfully',
  ]);
});
