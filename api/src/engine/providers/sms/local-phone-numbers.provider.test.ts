import { usAreaCodes } from '@ensemble/contracts';
import {
  LOCAL_SOLD_OUT_AREA_CODE,
  LOCAL_TOLL_FREE_AREA_CODES,
  LocalPhoneNumbersProvider,
} from './local-phone-numbers.provider';
import { PhoneNumberNotAvailableError } from './phone-numbers-provider';

/** The embedded default's pool of numbers: deterministic, fictional, and empty in one area code on purpose. */
const provider = new LocalPhoneNumbersProvider();

describe('LocalPhoneNumbersProvider', () => {
  it('offers +1 NPA 555-0100..0119 in any area code of the list, with its state', async () => {
    const found = await provider.available('local', '415', 20);
    expect(found.map((n) => n.phoneNumber)).toEqual(
      Array.from({ length: 20 }, (_, i) => `+14155550${100 + i}`),
    );
    expect(found[0]).toEqual({
      phoneNumber: '+14155550100',
      friendlyName: '(415) 555-0100',
      locality: null,
      region: 'CA',
    });
    expect(await provider.available('local', '415', 3)).toHaveLength(3);
    for (const { code } of usAreaCodes.filter((a) => a.code !== LOCAL_SOLD_OUT_AREA_CODE)) {
      expect(await provider.available('local', code, 20)).toHaveLength(20);
    }
  });

  it(`has none in ${LOCAL_SOLD_OUT_AREA_CODE}, and none without an area code`, async () => {
    expect(await provider.available('local', LOCAL_SOLD_OUT_AREA_CODE, 20)).toEqual([]);
    expect(await provider.available('local', null, 20)).toEqual([]);
  });

  it('offers toll-free numbers in 833, 844 and 855', async () => {
    const all = await provider.available('toll_free', '415', 100);
    expect(all).toHaveLength(60);
    expect(new Set(all.map((n) => n.phoneNumber.slice(2, 5)))).toEqual(new Set(LOCAL_TOLL_FREE_AREA_CODES));
    expect(all[0]).toEqual({
      phoneNumber: '+18335550100',
      friendlyName: '(833) 555-0100',
      locality: null,
      region: null,
    });
  });

  it('buys a number of the pool (a made-up sid, nothing recorded) and no other', async () => {
    expect((await provider.buy('+14155550119')).sid).toMatch(/^PN[0-9a-f]{32}$/);
    expect((await provider.buy('+18555550100')).sid).toMatch(/^PN[0-9a-f]{32}$/);
    for (const other of ['+14155550120', '+14155551234', '+12125550100', '+18005550100', '+17875550100']) {
      await expect(provider.buy(other)).rejects.toThrow(PhoneNumberNotAvailableError);
    }
    await expect(provider.configure()).resolves.toBeUndefined();
    await expect(provider.release()).resolves.toBeUndefined();
  });
});
