import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { AccessTokenService, VERIFIED_TOKENS_KEPT } from './access-token.service';

const key = createSecretKey(Buffer.from('test-secret-of-enough-length-0123456789'));
const jwt = (expiresIn = 60) =>
  new JwtService({
    secret: key,
    signOptions: { algorithm: 'HS256', expiresIn },
    verifyOptions: { algorithms: ['HS256'] },
  });

describe('AccessTokenService', () => {
  afterEach(() => jest.useRealTimers());

  it('verifies a token once and answers again from memory until it expires', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-22T10:00:00.000Z'),
      doNotFake: ['nextTick', 'setImmediate'],
    });
    const j = jwt(60);
    const tokens = new AccessTokenService(j);
    const token = await tokens.sign(42, 3);
    const spy = jest.spyOn(j, 'verifyAsync');
    expect(await tokens.verify(token)).toEqual({ userId: 42, tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 42, tokenVersion: 3 });
    expect(spy).toHaveBeenCalledTimes(1);

    jest.setSystemTime(new Date('2026-11-22T10:00:59.999Z'));
    expect(await tokens.verify(token)).toEqual({ userId: 42, tokenVersion: 3 });
    jest.setSystemTime(new Date('2026-11-22T10:01:00.000Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses forged, malformed and non-access tokens, and remembers none of them', async () => {
    const j = jwt();
    const tokens = new AccessTokenService(j);
    const good = await tokens.sign(7, 0);
    const forged = `${good.slice(0, good.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    const other = await j.signAsync({ sub: '7', typ: 'challenge' });
    // Issued before tokens carried a version: no version to compare with the user's, so never honoured.
    const unversioned = await j.signAsync({ sub: '7', typ: 'access' });
    const spy = jest.spyOn(j, 'verifyAsync');
    for (const bad of [forged, 'not.a.token', '', other, unversioned]) {
      expect(await tokens.verify(bad)).toBeNull();
      expect(await tokens.verify(bad)).toBeNull();
    }
    expect(spy).toHaveBeenCalledTimes(10);
  });

  it('forgets the oldest token when full', async () => {
    const j = jwt();
    const tokens = new AccessTokenService(j);
    const first = await tokens.sign(1, 0);
    await tokens.verify(first);
    const spy = jest
      .spyOn(j, 'verifyAsync')
      .mockResolvedValue({ sub: '2', typ: 'access', tv: 5, exp: 4102444800 });
    for (let i = 0; i < VERIFIED_TOKENS_KEPT; i += 1) await tokens.verify(`t${i}`);
    spy.mockRestore();
    const again = jest.spyOn(j, 'verifyAsync');
    expect(await tokens.verify(first)).toEqual({ userId: 1, tokenVersion: 0 });
    expect(again).toHaveBeenCalledTimes(1);
    expect(await tokens.verify('t9999')).toEqual({ userId: 2, tokenVersion: 5 });
    expect(again).toHaveBeenCalledTimes(1);
  });
});
