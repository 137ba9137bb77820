import { applyTemplateRule, type TemplatedRow } from './template-rule';

const holiday = { defaultSubject: null, clearTextTemplate: false };
const followUp = { defaultSubject: 'Following up', clearTextTemplate: true };
const bare: TemplatedRow = { emailTemplateId: null, textTemplateId: null, subject: null, active: false };
const set: TemplatedRow = { emailTemplateId: 7, textTemplateId: 8, subject: 'Hello', active: true };

describe('applyTemplateRule', () => {
  it('refuses a subject or activation without a template', () => {
    expect(applyTemplateRule(bare, { subject: 'Hi', active: true }, holiday)).toEqual({
      ok: false,
      refused: ['subject', 'active'],
    });
  });

  it('lets a row be sent back as it is (same subject, inactive) without a template', () => {
    const row = { ...bare, subject: 'Following up' };
    expect(applyTemplateRule(row, { subject: 'Following up', active: false }, followUp)).toEqual({
      ok: true,
      row,
    });
  });

  it('accepts a subject and activation with the template assigned in the same change', () => {
    expect(applyTemplateRule(bare, { bee_free_template: 3, subject: 'Hi', active: true }, holiday)).toEqual({
      ok: true,
      row: { emailTemplateId: 3, textTemplateId: null, subject: 'Hi', active: true },
    });
  });

  it('removing the template deactivates a holiday and clears its subject, keeping its text template', () => {
    expect(applyTemplateRule(set, { bee_free_template: null, subject: 'Kept?' }, holiday)).toEqual({
      ok: true,
      row: { emailTemplateId: null, textTemplateId: 8, subject: null, active: false },
    });
  });

  it("removing a follow-up's template clears both templates and resets the subject to the slot's default", () => {
    expect(applyTemplateRule(set, { bee_free_template: null }, followUp)).toEqual({
      ok: true,
      row: { emailTemplateId: null, textTemplateId: null, subject: 'Following up', active: false },
    });
  });
});
