import { directionOf, secondsOf } from './inbound-calls.service';

describe("reading the provider's call reports", () => {
  it('reads seconds as posted, anything else as none', () => {
    expect(secondsOf('65')).toBe(65);
    expect(secondsOf('0')).toBe(0);
    for (const v of ['', '-3', '1.5', '6e2', 'abc', '12345678']) expect(secondsOf(v)).toBe(0);
  });

  it("reads Twilio's directions as ours", () => {
    expect(directionOf('inbound')).toBe('inbound');
    expect(directionOf('outbound-dial')).toBe('outbound');
    expect(directionOf('outbound-api')).toBe('outbound');
    expect(directionOf('')).toBe('inbound');
  });
});
