import type { ValidationError } from 'yup';
import type { ErrorBody } from './api-types';
import { toFieldErrors } from './errors';

/** A schema's verdict as the API sends it (`{ field: [message] }`, `{}` when valid): for the rule tests. */
export async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
  options: { stripUnknown?: boolean } = {},
): Promise<ErrorBody> {
  try {
    await schema.validate(value, { abortEarly: false, ...options });
    return {};
  } catch (e) {
    return toFieldErrors(e as ValidationError);
  }
}
