import { formOf, param, signedUrl } from './phone-webhook-form';

describe('the webhook form', () => {
  it('takes a flat form, a repeated name with all its values, and nothing else', () => {
    expect(formOf({ From: '+15125550001', Body: 'Hi' })).toEqual({ From: '+15125550001', Body: 'Hi' });
    expect(formOf({ MediaUrl: ['a', 'b'] })).toEqual({ MediaUrl: ['a', 'b'] });
    expect(formOf({ NumMedia: 0 })).toBeNull();
    expect(formOf({ nested: { a: '1' } })).toBeNull();
    expect(formOf(['From'])).toBeNull();
    expect(formOf(undefined)).toBeNull();
    expect(formOf('From=+1')).toBeNull();
  });

  it('reads a parameter trimmed, the first of several, or empty', () => {
    expect(param({ From: ' +15125550001 ' }, 'From')).toBe('+15125550001');
    expect(param({ To: ['+1', '+2'] }, 'To')).toBe('+1');
    expect(param({}, 'CallSid')).toBe('');
  });

  it('signs over API_PUBLIC_URL and the path, with the query string as it arrived, never the Host', () => {
    const api = 'https://crm.example.com/api';
    expect(signedUrl(api, '/twilio/sms/', '/api/twilio/sms/')).toBe(
      'https://crm.example.com/api/twilio/sms/',
    );
    expect(signedUrl(api, '/twilio/status/', '/api/twilio/status/?ref=text-recipient%3A12&x=1')).toBe(
      'https://crm.example.com/api/twilio/status/?ref=text-recipient%3A12&x=1',
    );
  });
});
