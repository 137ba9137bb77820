import { HttpStatus, type PipeTransform } from '@nestjs/common';
import { toFieldErrors } from '@ensemble/contracts';
import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { ApiError } from './api-error';

/**
 * Validates a body or query with a contracts yup schema: casts, strips unknown keys, and answers
 * `{ field: [message] }` in the same words the forms use.
 */
export class YupPipe<S extends AnyObjectSchema> implements PipeTransform<unknown, Promise<InferType<S>>> {
  constructor(readonly schema: S) {}

  async transform(value: unknown): Promise<InferType<S>> {
    try {
      return await this.schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
    } catch (err) {
      if (ValidationError.isError(err)) throw new ApiError(HttpStatus.BAD_REQUEST, toFieldErrors(err));
      throw err;
    }
  }
}
