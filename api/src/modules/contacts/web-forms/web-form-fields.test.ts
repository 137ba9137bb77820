import { leadNotesConstants, webFormConstants } from '@ensemble/contracts';
import { readWebFormFields, webFormNote } from './web-form-fields';

describe('readWebFormFields', () => {
  it("reads the contact's fields under their usual spellings and keeps the rest as extras", () => {
    expect(
      readWebFormFields({
        'First Name': ' Ada ',
        lastName: 'Lovelace',
        'E-mail': 'ada@example.test',
        Mobile: '202-555-0147',
        Comments: 'Call me',
        company: 'Engines',
        _redirect: 'https://example.test/thanks',
        empty: '',
      }),
    ).toEqual({
      contact: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.test',
        phone: '202-555-0147',
        message: 'Call me',
      },
      fields: {
        'First Name': 'Ada',
        lastName: 'Lovelace',
        'E-mail': 'ada@example.test',
        Mobile: '202-555-0147',
        Comments: 'Call me',
        company: 'Engines',
        empty: '',
      },
      extras: [['company', 'Engines']],
    });
  });

  it('splits name at its first space unless first or last name is given; a second email is an extra', () => {
    expect(readWebFormFields({ name: 'Grace  Brewster Hopper' }).contact).toEqual({
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
    });
    expect(readWebFormFields({ name: 'Cher' }).contact).toEqual({ first_name: 'Cher' });
    const both = readWebFormFields({
      name: 'G. Hopper',
      first_name: 'Grace',
      email: 'a@x.test',
      mail: 'b@x.test',
    });
    expect(both.contact).toEqual({ first_name: 'Grace', email: 'a@x.test' });
    expect(both.extras).toEqual([
      ['name', 'G. Hopper'],
      ['mail', 'b@x.test'],
    ]);
  });

  it('takes values as text, drops past the limits, and reads nothing from a body that is not an object', () => {
    const read = readWebFormFields({ tags: ['a', 'b'], n: 5, yes: true, nested: { k: 1 } });
    expect(read.fields).toEqual({ tags: 'a, b', n: '5', yes: 'true', nested: '{"k":1}' });
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'.repeat(6000)]));
    const cut = readWebFormFields(many);
    expect(Object.keys(cut.fields)).toHaveLength(webFormConstants.maxFields);
    expect(cut.fields.f0).toHaveLength(webFormConstants.fieldValueMax);
    expect(readWebFormFields(['email', 'a@x.test'])).toEqual({ contact: {}, fields: {}, extras: [] });
    expect(readWebFormFields('email=a@x.test')).toEqual({ contact: {}, fields: {}, extras: [] });
  });
});

describe('webFormNote', () => {
  it('is the message, then the other fields; none without either; cut to a note', () => {
    expect(webFormNote('Hello', [['company', 'Acme']])).toBe('Hello\n\ncompany: Acme');
    expect(
      webFormNote(null, [
        ['a', '1'],
        ['b', '2'],
      ]),
    ).toBe('a: 1\nb: 2');
    expect(webFormNote('', [])).toBeNull();
    expect(webFormNote('x'.repeat(6000), [])).toHaveLength(leadNotesConstants.noteMax);
  });
});
