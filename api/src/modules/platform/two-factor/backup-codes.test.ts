import { generateBackupCodes, isBackupCodeShape } from './backup-codes';
import { matchTotpStep, totpUrl } from './totp';
import { authenticator } from 'otplib';

describe('backup codes', () => {
  it('makes 10 distinct codes of 6 lower-case letters/digits with at least one letter', () => {
    for (let i = 0; i < 50; i++) {
      const codes = generateBackupCodes();
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const c of codes) {
        expect(c).toMatch(/^[a-z0-9]{6}$/);
        expect(c).toMatch(/[a-z]/);
        expect(isBackupCodeShape(c)).toBe(true);
      }
    }
    expect(isBackupCodeShape('123456')).toBe(false);
  });
});

describe('TOTP', () => {
  const secret = authenticator.generateSecret();
  it('matches the current step and its neighbours only', () => {
    const now = Date.now();
    const step = Math.floor(now / 30000);
    const at = (ms: number) => authenticator.clone({ epoch: ms }).generate(secret);
    expect(matchTotpStep(secret, at(now), now)).toBe(step);
    expect(matchTotpStep(secret, at(now + 30000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, at(now - 30000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, at(now + 90000), now)).toBeNull();
    expect(matchTotpStep(secret, 'abc123', now)).toBeNull();
  });
  it('builds the otpauth URL', () => {
    expect(totpUrl('a@b.test', 'ABC')).toBe('otpauth://totp/Ensemble:a%40b.test?secret=ABC&issuer=Ensemble');
  });
});
