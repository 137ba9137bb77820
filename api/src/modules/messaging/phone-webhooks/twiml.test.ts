import { emptyVoiceAnswer, forwardCall, forwards, messagingAnswer, refuseCall, rejectCall } from './twiml';

const XML = '<?xml version="1.0" encoding="UTF-8"?>';

describe('the TwiML our webhooks answer', () => {
  it('replies to a text, escaped, or not at all', () => {
    expect(messagingAnswer('Acme & Sons: reply <STOP>')).toBe(
      `${XML}<Response><Message>Acme &amp; Sons: reply &lt;STOP&gt;</Message></Response>`,
    );
    expect(messagingAnswer(null)).toBe(`${XML}<Response/>`);
  });

  it('forwards a call with its caller shown and its outcome posted to the action', () => {
    const answer = forwardCall(
      '+15125550199',
      '+15125550001',
      'https://crm.example.com/api/twilio/voice/dial/',
    );
    expect(answer).toBe(
      `${XML}<Response><Dial action="https://crm.example.com/api/twilio/voice/dial/" method="POST" ` +
        'callerId="+15125550001">+15125550199</Dial></Response>',
    );
    expect(forwards(answer)).toBe(true);
  });

  it('refuses, rejects or ends a call without forwarding it', () => {
    expect(refuseCall('Not now.')).toBe(`${XML}<Response><Say>Not now.</Say><Hangup/></Response>`);
    expect(rejectCall()).toBe(`${XML}<Response><Reject/></Response>`);
    expect(emptyVoiceAnswer()).toBe(`${XML}<Response/>`);
    for (const answer of [refuseCall('x'), rejectCall(), emptyVoiceAnswer()])
      expect(forwards(answer)).toBe(false);
  });
});
