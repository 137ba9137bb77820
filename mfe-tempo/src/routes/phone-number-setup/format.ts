import { phoneNumberTypeLabels, type PhoneNumberType } from '@ensemble/contracts';

/** A US number in E.164 as people write it: '+14155550100' → '(415) 555-0100'; anything else as it is. */
export function formatUsNumber(e164: string | null): string {
  if (!e164) return '';
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

export const numberTypeLabel = (type: PhoneNumberType | null): string =>
  type ? phoneNumberTypeLabels[type] : '';
