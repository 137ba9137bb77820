import { ANSWERS_READ, inboundMailOf } from './inbound-email';

describe('a reply as Inbound Parse posts it', () => {
  it('reads In-Reply-To first, then the newest References, and no more than ANSWERS_READ of them', async () => {
    const refs = Array.from({ length: 50 }, (_, i) => `<m${i}@x.test>`).join(' ');
    const mail = await inboundMailOf({
      headers: `From: Ann <ann@x.test>\r\nMessage-ID: <r@x.test>\r\nIn-Reply-To: <first@x.test>\r\nReferences: ${refs}`,
      text: 'Hi',
    });
    expect(mail?.from).toBe('ann@x.test');
    expect(mail?.answers).toHaveLength(ANSWERS_READ);
    expect(mail?.answers.slice(0, 3)).toEqual(['<first@x.test>', '<m49@x.test>', '<m48@x.test>']);
  });
});
