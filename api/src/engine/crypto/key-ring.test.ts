import { KeyRing } from './key-ring';

describe('KeyRing', () => {
  const ring = new KeyRing('master-secret');

  it('round-trips sealed values and never stores the plain text', () => {
    const sealed = ring.seal('totp', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(ring.open('totp', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(ring.seal('totp', 'x')).not.toBe(ring.seal('totp', 'x'));
  });

  it('refuses tampered values, other purposes and other masters', () => {
    const sealed = ring.seal('totp', 'secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(ring.open('totp', parts.join('.'))).toBeNull();
    expect(ring.open('upload', sealed)).toBeNull();
    expect(new KeyRing('another').open('totp', sealed)).toBeNull();
    expect(ring.open('totp', 'garbage')).toBeNull();
  });

  it('derives distinct keyed hashes per purpose', () => {
    expect(ring.hmac('a', 'abc123')).toBe(ring.hmac('a', 'abc123'));
    expect(ring.hmac('a', 'abc123')).not.toBe(ring.hmac('b', 'abc123'));
  });
});
