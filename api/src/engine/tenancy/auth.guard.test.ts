import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { messages } from '@ensemble/contracts';
import { ApiError } from '../http/api-error';
import { Authenticated, Public } from './access.decorators';
import { AuthGuard } from './auth.guard';
import type { AuthedRequest } from './authed-request';
import type { PrincipalResolver, PrincipalUser } from './principal-ports';

class Routes {
  @Public()
  open(): void {}

  @Authenticated()
  mine(): void {}

  tenant(): void {}

  forgotten(): void {}
}

const user: PrincipalUser = { id: 7 };
const auth = {
  authenticate: async (token: string) => (token === 'good' ? user : null),
} as unknown as PrincipalResolver;
const guard = new AuthGuard(new Reflector(), auth);

function context(handler: keyof Routes, req: Partial<AuthedRequest>): ExecutionContext {
  return {
    getType: () => 'http',
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
}

describe('AuthGuard', () => {
  it('lets public routes through without a token', async () => {
    await expect(guard.canActivate(context('open', { params: {}, headers: {} }))).resolves.toBe(true);
  });

  it('requires a valid bearer token on authenticated and tenant routes', async () => {
    const err = await guard
      .canActivate(context('mine', { params: {}, headers: {} }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).body).toEqual({ detail: messages.notAuthenticated });
    const req: Partial<AuthedRequest> = { params: { orgId: '1' }, headers: { authorization: 'Bearer good' } };
    await expect(guard.canActivate(context('tenant', req))).resolves.toBe(true);
    expect(req.user).toBe(user);
  });

  it('fails closed on a route that declares no access rule', async () => {
    const req = {
      params: {},
      headers: { authorization: 'Bearer good' },
      method: 'GET',
      url: '/api/x',
      routeOptions: { url: '/api/x' },
    } as unknown as Partial<AuthedRequest>;
    await expect(guard.canActivate(context('forgotten', req))).rejects.toThrow(/declares no access rule/);
  });
});
