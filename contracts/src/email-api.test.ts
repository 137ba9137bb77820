import {
  emailMessages,
  emailRecipientsSchema,
  fillVariables,
  sendEmailSchema,
  textTemplateSchema,
  unknownVariables,
} from './email-api';
import { messages } from './messages';

async function errorsOf(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('dynamic variables', () => {
  it('finds the variables that are not among the eleven, once each', () => {
    expect(
      unknownVariables('Hi #!first_name!# #!nickname!#, #!nickname!# #!organization_logo!# #!zip!#'),
    ).toEqual(['nickname', 'zip']);
    expect(unknownVariables('#!first_name!# #!last_name!# and #!networks!#')).toEqual([]);
  });

  it('fills HTML with escaped values and the logo as an image, text with plain values', () => {
    const values = { first_name: 'Ann <b>', organization_logo: 'https://x.test/l.png' };
    expect(fillVariables('Hi #!first_name!##!organization_logo!#', values, 'html')).toBe(
      'Hi Ann &lt;b&gt;<img src="https://x.test/l.png" alt="" style="max-width:200px;height:auto" />',
    );
    expect(fillVariables('Hi #!first_name!# #!last_name!#.', values, 'text')).toBe('Hi Ann <b> .');
  });
});

describe('email schemas', () => {
  it('asks for a recipient and a subject, in the spec words', async () => {
    expect(await errorsOf(sendEmailSchema, { subject: '', content: 'x' })).toEqual(
      expect.arrayContaining([messages.fieldRequired('Subject'), emailMessages.selectRecipient]),
    );
    expect(await errorsOf(emailRecipientsSchema, {})).toEqual([emailMessages.selectRecipient]);
    expect(await errorsOf(sendEmailSchema, { subject: 'Hi', lead_type: ['client'], content: 'x' })).toEqual(
      [],
    );
  });

  it('flags an unknown variable before sending', async () => {
    expect(
      await errorsOf(sendEmailSchema, { subject: 'Hi #!nick!#', recipient_id: [1], content: 'x' }),
    ).toEqual([emailMessages.unknownVariable('nick')]);
  });

  it('limits an email text template to 5,000 characters', async () => {
    expect(await errorsOf(textTemplateSchema, { title: 'T', template: 'a'.repeat(5001) })).toEqual([
      messages.maxLength(5000),
    ]);
    expect(await errorsOf(textTemplateSchema, { title: '', template: ' ' })).toEqual([
      messages.fieldRequired('Title'),
      messages.fieldRequired('Text'),
    ]);
  });
});
