import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { stateOfAreaCode } from '@ensemble/contracts';
import {
  type OfferedPhoneNumber,
  PhoneNumberNotAvailableError,
  type PhoneNumberKind,
  type PhoneNumbersProvider,
} from './phone-numbers-provider';

/**
 * An area code whose pool is empty, so the embedded default also shows 'No numbers available for this area code'
 * (Manhattan's 212, as near sold out in life).
 */
export const LOCAL_SOLD_OUT_AREA_CODE = '212';

/** The toll-free area codes the local pool offers numbers in. */
export const LOCAL_TOLL_FREE_AREA_CODES = ['833', '844', '855'] as const;

/** Lines 0100-0119 of exchange 555: within 555-0100..0199, which the numbering plan keeps for fiction. */
const LINES = Array.from({ length: 20 }, (_, i) => String(100 + i).padStart(4, '0'));

const pool = (areaCode: string) =>
  areaCode === LOCAL_SOLD_OUT_AREA_CODE ? [] : LINES.map((line) => `+1${areaCode}555${line}`);

const friendly = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

/** The pool a number belongs to, or null: (area code, kind). */
function poolOf(e164: string): { areaCode: string; kind: PhoneNumberKind } | null {
  const m = /^\+1(\d{3})555(\d{4})$/.exec(e164);
  if (!m || !LINES.includes(m[2]!)) return null;
  const areaCode = m[1]!;
  if ((LOCAL_TOLL_FREE_AREA_CODES as readonly string[]).includes(areaCode))
    return { areaCode, kind: 'toll_free' };
  return stateOfAreaCode(areaCode) && pool(areaCode).length > 0 ? { areaCode, kind: 'local' } : null;
}

/**
 * The embedded default's numbers (SMS_PROVIDER=outbox): a fixed pool of fictional ones, so the whole phone setup
 * works with nothing external. A local search in area code NPA offers +1 NPA 555-0100 to 555-0119 (none in
 * LOCAL_SOLD_OUT_AREA_CODE); a toll-free search the same twenty lines in 833, 844 and 855. The phone numbers
 * service leaves out those an organization already holds. Buying a number of the pool records nothing here and
 * answers a made-up sid; any other number is not available. Texts to and from them go to the outbox.
 */
@Injectable()
export class LocalPhoneNumbersProvider implements PhoneNumbersProvider {
  readonly name = 'local';

  available(kind: PhoneNumberKind, areaCode: string | null, limit: number): Promise<OfferedPhoneNumber[]> {
    const numbers =
      kind === 'toll_free' ? LOCAL_TOLL_FREE_AREA_CODES.flatMap(pool) : areaCode ? pool(areaCode) : [];
    return Promise.resolve(
      numbers.slice(0, limit).map((phoneNumber) => ({
        phoneNumber,
        friendlyName: friendly(phoneNumber),
        locality: null,
        region: kind === 'local' ? stateOfAreaCode(phoneNumber.slice(2, 5)) : null,
      })),
    );
  }

  buy(phoneNumber: string): Promise<{ sid: string }> {
    if (!poolOf(phoneNumber)) {
      return Promise.reject(new PhoneNumberNotAvailableError(`${phoneNumber} is not in the local pool`));
    }
    return Promise.resolve({ sid: `PN${randomBytes(16).toString('hex')}` });
  }

  configure(): Promise<void> {
    return Promise.resolve();
  }

  release(): Promise<void> {
    return Promise.resolve();
  }
}
