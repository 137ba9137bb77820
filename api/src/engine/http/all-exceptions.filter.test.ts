import {
  BadRequestException,
  HttpStatus,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { messages } from '@ensemble/contracts';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { ApiError } from './api-error';

describe('AllExceptionsFilter', () => {
  const filter = new AllExceptionsFilter();
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));

  it('passes envelope errors through', () => {
    expect(filter.toResponse(ApiError.field('email', 'bad'))).toEqual({
      status: 400,
      body: { email: ['bad'] },
    });
    expect(filter.toResponse(ApiError.detail(HttpStatus.FORBIDDEN, 'no'))).toEqual({
      status: 403,
      body: { detail: 'no' },
    });
  });

  it('maps framework errors to the spec texts', () => {
    expect(filter.toResponse(new NotFoundException('Cannot GET /x'))).toEqual({
      status: 404,
      body: { detail: messages.notFound },
    });
    expect(filter.toResponse(new UnauthorizedException())).toEqual({
      status: 401,
      body: { detail: messages.notAuthenticated },
    });
    expect(filter.toResponse(new ThrottlerException())).toEqual({
      status: 429,
      body: { detail: messages.tooManyRequests },
    });
    expect(filter.toResponse(new BadRequestException('Unexpected token'))).toEqual({
      status: 400,
      body: { detail: 'Unexpected token' },
    });
  });

  it('hides unexpected errors behind the generic message', () => {
    expect(filter.toResponse(new Error('secret internals'))).toEqual({
      status: 500,
      body: { detail: messages.somethingWentWrong },
    });
  });
});
