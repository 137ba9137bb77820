import {
  locationSchema,
  deviceTimeZone,
  timeZones,
  usStates,
  withHttps,
  type Location,
  type LocationInput,
} from '@ensemble/contracts';

/** The location form's values: text inputs hold strings ('' for nothing); the API wants null there. */
export interface LocationFormValues {
  name: string;
  description: string;
  phone_number: string;
  address: string;
  website: string;
  timezone: string;
  city: string;
  zip_code: string;
  state: string | null;
  email: string;
  is_main: boolean;
}

export const locationFormSchema = locationSchema;

export const timeZoneOptions = timeZones.map((z) => ({ value: z.value, label: z.text }));
export const stateOptions = usStates.map((s) => ({ value: s.code, label: s.name }));

/** The browser's own zone when the list has it, so most new locations need no change there. */
function browserTimeZone(): string {
  const zone = deviceTimeZone();
  return timeZones.some((z) => z.value === zone) ? zone : '';
}

export function emptyLocationValues(isMain = false): LocationFormValues {
  return {
    name: '',
    description: '',
    phone_number: '',
    address: '',
    website: '',
    timezone: browserTimeZone(),
    city: '',
    zip_code: '',
    state: null,
    email: '',
    is_main: isMain,
  };
}

export function locationToValues(l: Location): LocationFormValues {
  return {
    name: l.name,
    description: l.description ?? '',
    phone_number: l.phone_number ?? '',
    address: l.address ?? '',
    website: l.website ?? '',
    timezone: l.timezone,
    city: l.city ?? '',
    zip_code: l.zip_code ?? '',
    state: l.state,
    email: l.email ?? '',
    is_main: l.is_main,
  };
}

const text = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** What the API receives: trimmed, empty text as null, and a website without a scheme gets https (spec 2 §5). */
export function valuesToLocationInput(v: LocationFormValues): LocationInput {
  const website = text(v.website);
  return {
    name: v.name.trim(),
    description: text(v.description),
    phone_number: text(v.phone_number),
    address: text(v.address),
    website: website == null ? null : withHttps(website),
    timezone: v.timezone,
    city: text(v.city),
    zip_code: text(v.zip_code),
    state: text(v.state),
    email: text(v.email),
    is_main: v.is_main,
  };
}

export function timeZoneLabel(value: string): string {
  return timeZones.find((z) => z.value === value)?.text ?? value;
}
