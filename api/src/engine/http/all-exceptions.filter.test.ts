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

  it.each([
    ['passes envelope errors through', ApiError.field('email', 'bad'), 400, { email: ['bad'] }],
    ['passes envelope errors through', ApiError.detail(HttpStatus.FORBIDDEN, 'no'), 403, { detail: 'no' }],
    [
      'maps framework errors to the spec texts',
      new NotFoundException('Cannot GET /x'),
      404,
      { detail: messages.notFound },
    ],
    [
      'maps framework errors to the spec texts',
      new UnauthorizedException(),
      401,
      { detail: messages.notAuthenticated },
    ],
    [
      'maps framework errors to the spec texts',
      new ThrottlerException(),
      429,
      { detail: messages.tooManyRequests },
    ],
    [
      'maps framework errors to the spec texts',
      new BadRequestException('Unexpected token'),
      400,
      { detail: 'Unexpected token' },
    ],
  ])('%s (%#)', (_what, error, status, body) => {
    expect(filter.toResponse(error)).toEqual({ status, body });
  });

  it('hides unexpected errors behind the generic message', () => {
    expect(filter.toResponse(new Error('secret internals'))).toEqual({
      status: 500,
      body: { detail: messages.somethingWentWrong },
    });
  });
});
