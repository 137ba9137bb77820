import { getIn, setIn, type FormikErrors } from 'formik';
import dayjs from 'dayjs';
import type { AnyObjectSchema, ValidationError } from 'yup';
import type { AutomationSchemaContext } from '@ensemble/contracts';

/** Where a form keeps the error of a rule about the whole object (the audience rule has no field of its own). */
export const FORM_ERROR = 'form';

/**
 * Today as the browser sees it (YYYY-MM-DD): what the date pickers and the schemas' 'at least tomorrow' rules go
 * by. The API checks again with the organization's own day and answers the same words on the field.
 */
export const browserToday = (): string => dayjs().format('YYYY-MM-DD');

/**
 * A contracts schema's errors as formik wants them: nested by path (`actions[0].subject`), the first message of each
 * field; a rule on the whole object lands under FORM_ERROR.
 */
export async function schemaErrors<T>(
  schema: AnyObjectSchema,
  values: T,
  context: AutomationSchemaContext = {},
): Promise<FormikErrors<T>> {
  try {
    await schema.validate(values, { abortEarly: false, context });
    return {};
  } catch (err) {
    let errors: FormikErrors<T> = {};
    const inner = (err as ValidationError).inner?.length
      ? (err as ValidationError).inner
      : [err as ValidationError];
    for (const e of inner) {
      const path = e.path || FORM_ERROR;
      if (getIn(errors, path) === undefined) errors = setIn(errors, path, e.message) as FormikErrors<T>;
    }
    return errors;
  }
}

/** The API's field errors (`{ "actions[0].date": ["…"] }`) nested as formik wants them, and its form-level message. */
export function apiFieldErrors<T>(body: unknown): { errors: FormikErrors<T>; message: string | null } {
  let errors: FormikErrors<T> = {};
  let message: string | null = null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { errors, message };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value.find((v): v is string => typeof v === 'string') : value;
    if (typeof first !== 'string') continue;
    if (key === 'detail' || key === 'non_field_errors') message ??= first;
    else errors = setIn(errors, key, first) as FormikErrors<T>;
  }
  return { errors, message };
}

/** Every message of a formik error tree, once each, in order. */
export function errorMessages(errors: unknown): string[] {
  const out: string[] = [];
  const walk = (e: unknown) => {
    if (typeof e === 'string') {
      if (!out.includes(e)) out.push(e);
    } else if (e && typeof e === 'object') Object.values(e).forEach(walk);
  };
  walk(errors);
  return out;
}
