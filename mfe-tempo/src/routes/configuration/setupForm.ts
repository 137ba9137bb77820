import * as yup from 'yup';
import { aboutUsInfoSources, messages, type AboutUsInfoSource, type SetupInput } from '@ensemble/contracts';
import {
  emptyLocationValues,
  locationFormSchema,
  valuesToLocationInput,
  type LocationFormValues,
} from '../organization-settings/locations/locationForm';
import {
  dollarsToCents,
  emptyServiceValues,
  serviceFormSchema,
  type ServiceFormValues,
} from '../organization-settings/services/serviceForm';

export type SetupServiceValues = Pick<
  ServiceFormValues,
  'name' | 'description' | 'price' | 'price_type' | 'billing_period'
>;

export interface SetupFormValues {
  location: LocationFormValues;
  services: SetupServiceValues[];
  about_us_info_source: AboutUsInfoSource | '';
}

export function emptySetupService(): SetupServiceValues {
  const { name, description, price, price_type, billing_period } = emptyServiceValues();
  return { name, description, price, price_type, billing_period };
}

export function emptySetupValues(social: boolean): SetupFormValues {
  return {
    // The first location is the organization's main one (its time zone drives scheduled sends).
    location: emptyLocationValues(true),
    services: social ? [] : [emptySetupService()],
    about_us_info_source: '',
  };
}

export const setupFormSchema = yup.object({
  location: locationFormSchema,
  services: yup.array(
    serviceFormSchema.pick(['name', 'description', 'price', 'price_type', 'billing_period']),
  ),
  about_us_info_source: yup
    .string()
    .oneOf([...aboutUsInfoSources])
    .required(messages.fieldRequired('How did you hear about us')),
});

/** The social edition has no Services section, so its (hidden) rows are never checked. */
export const socialSetupFormSchema = setupFormSchema.omit(['services']);

/** One request for the whole setup (the server saves it in one transaction); the social edition sends no services. */
export function valuesToSetupInput(v: SetupFormValues, social: boolean): SetupInput {
  return {
    location: valuesToLocationInput(v.location),
    services: social
      ? []
      : v.services.map((s) => ({
          name: s.name.trim(),
          description: s.description.trim() === '' ? null : s.description.trim(),
          statement_descriptor: null,
          unit_label: null,
          metadata: [],
          price: dollarsToCents(s.price),
          price_type: s.price_type,
          billing_period: s.price_type === 'recurring' ? (s.billing_period ?? 'monthly') : null,
          price_description: null,
        })),
    about_us_info_source: v.about_us_info_source as AboutUsInfoSource,
  };
}

/**
 * The first website error in a failed setup answer, wherever the API put it ({location: {website}},
 * {website} or {'location.website'}), so the user learns what to fix (spec 2 §8 'Setup failure').
 */
export function firstWebsiteError(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'website' || key.endsWith('.website')) {
      const first = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
      if (typeof first === 'string') return first;
    }
  }
  for (const value of Object.values(body as Record<string, unknown>)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const nested = firstWebsiteError(value);
      if (nested) return nested;
    }
  }
  return null;
}
