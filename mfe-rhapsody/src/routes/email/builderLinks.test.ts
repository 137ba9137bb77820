import { builderPath, editTemplate, newEmail, newTemplate } from './builderLinks';
import { insertAt } from './VariableTextArea';

describe('builder links (spec 3 §2 Email builder query)', () => {
  it('opens a template to edit it', () => {
    expect(editTemplate(3, 12)).toBe('/rhapsody/email/builder/3?templateId=12&edit=true');
  });
  it('starts a template blank or from a library template, in a folder when one is open', () => {
    expect(newTemplate(3, {})).toBe('/rhapsody/email/builder/3?blank=true&createOnly=true');
    expect(newTemplate(3, { folderId: 7 })).toBe(
      '/rhapsody/email/builder/3?blank=true&createOnly=true&folderId=7',
    );
    expect(newTemplate(3, { baseTemplateId: 900, folderId: null })).toBe(
      '/rhapsody/email/builder/3?baseTemplateId=900&isLibraryTemplate=true&createOnly=true',
    );
  });
  it('starts an email for a contact', () => {
    expect(newEmail(3, { email: 'ada@example.test', recipientId: 9 })).toBe(
      '/rhapsody/email/builder/3?makeNewEmail=true&blank=true&email=ada%40example.test&recipient_id=9',
    );
    expect(newEmail(3, { baseTemplateId: 900 })).toBe(
      '/rhapsody/email/builder/3?makeNewEmail=true&baseTemplateId=900&isLibraryTemplate=true',
    );
    expect(builderPath(3, {})).toBe('/rhapsody/email/builder/3');
  });
});

describe('insertAt', () => {
  it('puts the variable at the caret, or in place of the selection', () => {
    expect(insertAt('Hi !', '#!first_name!#', 3, 3)).toEqual({ text: 'Hi #!first_name!#!', caret: 17 });
    expect(insertAt('Hi you', '#!first_name!#', 3, 6)).toEqual({ text: 'Hi #!first_name!#', caret: 17 });
    expect(insertAt('', '#!email!#', 5, 9)).toEqual({ text: '#!email!#', caret: 9 });
  });
});
