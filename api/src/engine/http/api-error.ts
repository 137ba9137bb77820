import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody } from '@ensemble/contracts';

/** An error whose body is already in the envelope the screens read; the exception filter sends it as is. */
export class ApiError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly body: ErrorBody,
  ) {
    super(body, status);
  }

  static detail(status: HttpStatus, detail: string): ApiError {
    return new ApiError(status, { detail });
  }

  static field(field: string, message: string): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, { [field]: [message] });
  }
}
