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
import type { FastifyReply } from 'fastify';
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
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = this.toResponse(exception);
    if (reply.sent || reply.raw.headersSent) return;
    void reply.status(status).send(body);
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
    // Errors of Fastify and its plugins (a body parser, multipart) that reach here carry an HTTP status of their own.
    const raw = exception as { statusCode?: unknown; message?: unknown };
    if (typeof raw?.statusCode === 'number' && raw.statusCode >= 400 && raw.statusCode < 500) {
      return { status: raw.statusCode, body: { detail: String(raw.message ?? '') } };
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
