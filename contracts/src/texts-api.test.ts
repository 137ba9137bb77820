import { errorsOf } from './errors-of.testing';
import { emailMessages } from './email-api';
import { messages } from './messages';
import { sendTextsSchema, textConstants, textMessages, textSegments } from './texts-api';

describe('textSegments', () => {
  it('counts GSM-7 text in septets: 160 in one segment, 153 per part past it', () => {
    expect(textSegments('')).toEqual({ encoding: 'GSM-7', segments: 0, perSegment: 160 });
    expect(textSegments('Hello @ £5 è ü ñ Ä §')).toEqual({ encoding: 'GSM-7', segments: 1, perSegment: 160 });
    expect(textSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1, perSegment: 160 });
    expect(textSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', segments: 2, perSegment: 153 });
    expect(textSegments('a'.repeat(306))).toEqual({ encoding: 'GSM-7', segments: 2, perSegment: 153 });
    expect(textSegments('a'.repeat(307))).toEqual({ encoding: 'GSM-7', segments: 3, perSegment: 153 });
    expect(textSegments('a'.repeat(320)).segments).toBe(3);
  });

  it('counts the extension characters ^ { } \\ [ ~ ] | € as two septets, never split across parts', () => {
    expect(textSegments('€').encoding).toBe('GSM-7');
    expect(textSegments('{[~]}|^\\€')).toEqual({ encoding: 'GSM-7', segments: 1, perSegment: 160 });
    // 80 euro signs are 160 septets: one segment; one more character makes two.
    expect(textSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', segments: 1, perSegment: 160 });
    expect(textSegments(`${'€'.repeat(80)}a`)).toEqual({ encoding: 'GSM-7', segments: 2, perSegment: 153 });
    expect(textSegments(`${'a'.repeat(159)}€`).segments).toBe(2);
    // 152 septets then an escape pair: the pair goes whole into the second part (153 + 2 would not fit one part).
    expect(textSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
    expect(textSegments(`${'a'.repeat(151)}€${'a'.repeat(153)}`).segments).toBe(2);
  });

  it('goes UCS-2 for any other character: an emoji counts two, 70 in one segment, 67 per part', () => {
    expect(textSegments('Hi 😀')).toEqual({ encoding: 'UCS-2', segments: 1, perSegment: 70 });
    expect(textSegments('ç')).toEqual({ encoding: 'UCS-2', segments: 1, perSegment: 70 });
    expect(textSegments('а'.repeat(70))).toEqual({ encoding: 'UCS-2', segments: 1, perSegment: 70 });
    expect(textSegments('а'.repeat(71))).toEqual({ encoding: 'UCS-2', segments: 2, perSegment: 67 });
    expect(textSegments(`${'a'.repeat(68)}😀`)).toEqual({ encoding: 'UCS-2', segments: 1, perSegment: 70 });
    expect(textSegments(`${'a'.repeat(69)}😀`)).toEqual({ encoding: 'UCS-2', segments: 2, perSegment: 67 });
    // A surrogate pair is not split: 66 units then an emoji fill a part with 68, so it starts the next one.
    expect(textSegments(`${'a'.repeat(66)}😀${'a'.repeat(66)}`).segments).toBe(3);
    expect(textSegments(`${'a'.repeat(65)}😀${'a'.repeat(67)}`).segments).toBe(2);
  });
});

describe('sendTextsSchema', () => {
  it('takes 320 characters and refuses 321 with the shared words', async () => {
    expect(textConstants.messageMax).toBe(320);
    expect(await errorsOf(sendTextsSchema, { recipient_id: [1], message: 'a'.repeat(320) })).toEqual({});
    expect(await errorsOf(sendTextsSchema, { recipient_id: [1], message: 'a'.repeat(321) })).toEqual({
      message: ['Maximum number of characters is 320'],
    });
    expect(textMessages.messageTooLong).toBe(messages.maxLength(320));
  });

  it('asks for a recipient and a message (or a template); unknown variables refused', async () => {
    expect(await errorsOf(sendTextsSchema, { message: '' })).toEqual({
      non_field_errors: [textMessages.selectRecipient],
      message: ['Message is required'],
    });
    expect(await errorsOf(sendTextsSchema, { lead_type: ['prospect'], template_id: 4 })).toEqual({});
    expect(await errorsOf(sendTextsSchema, { group_id: [2], message: 'Hi #!nick!#' })).toEqual({
      message: [emailMessages.unknownVariable('nick')],
    });
  });

  it('reads lists as a multipart form sends them: repeated, single, JSON or comma-separated', async () => {
    const cast = (v: object) => sendTextsSchema.validateSync(v);
    expect(cast({ recipient_id: ['3', '4'], message: 'x' }).recipient_id).toEqual([3, 4]);
    expect(cast({ recipient_id: '3', message: 'x' }).recipient_id).toEqual([3]);
    expect(cast({ recipient_id: '[3,5]', message: 'x' }).recipient_id).toEqual([3, 5]);
    expect(cast({ group_id: '7, 8', lead_type: 'client', message: 'x' })).toMatchObject({
      group_id: [7, 8],
      lead_type: ['client'],
      recipient_id: [],
    });
    expect(cast({ lead_list_id: '9', template_id: '', message: 'x' })).toMatchObject({
      lead_list_id: 9,
      template_id: null,
    });
  });
});
