import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { type ErrorBody, messages } from '@ensemble/contracts';
import type { Response } from 'express';
import { ApiError } from './api-error';

const byStatus: Partial<Record<number, string>> = {
  [HttpStatus.UNAUTHORIZED]: messages.notAuthenticated,
  [HttpStatus.FORBIDDEN]: messages.permissionDenied,
  [HttpStatus.NOT_FOUND]: messages.notFound,
  [HttpStatus.METHOD_NOT_ALLOWED]: messages.notFound,
  [HttpStatus.TOO_MANY_REQUESTS]: messages.tooManyRequests,
};

/**
 * The one place that shapes error responses: `{ detail }`, `{ field: [msg] }` or `{ non_field_errors: [msg] }`.
 * Unexpected errors are logged with their stack and answered with the generic message only.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toResponse(exception);
    if (res.headersSent) return;
    res.status(status).json(body);
  }

  toResponse(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof ApiError) return { status: exception.getStatus(), body: exception.body };
    if (exception instanceof ThrottlerException) {
      return { status: HttpStatus.TOO_MANY_REQUESTS, body: { detail: messages.tooManyRequests } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500) {
        this.logger.error(exception.message, exception.stack);
        return { status, body: { detail: messages.somethingWentWrong } };
      }
      const fixed = byStatus[status];
      if (fixed) return { status, body: { detail: fixed } };
      return { status, body: { detail: this.messageOf(exception) } };
    }
    // Errors raised by express middleware (body parser) carry an HTTP status of their own.
    const raw = exception as { status?: unknown; type?: unknown; message?: unknown };
    if (typeof raw?.status === 'number' && raw.status >= 400 && raw.status < 500) {
      const detail =
        raw.type === 'entity.parse.failed' ? 'Malformed request body.' : String(raw.message ?? '');
      return { status: raw.status, body: { detail } };
    }
    this.logger.error(
      exception instanceof Error ? exception.message : String(exception),
      exception instanceof Error ? exception.stack : undefined,
    );
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { detail: messages.somethingWentWrong } };
  }

  private messageOf(exception: HttpException): string {
    const r = exception.getResponse();
    if (typeof r === 'string') return r;
    const m = (r as { message?: unknown }).message;
    if (Array.isArray(m)) return m.map(String).join(' ');
    return typeof m === 'string' ? m : exception.message;
  }
}
