import { afterSaveUrl, backUrl, parseBuilderQuery, saveActionOf, sourceOf } from './builderQuery';

const q = (search: string) => parseBuilderQuery(new URLSearchParams(search));

describe('builder query (spec 3 §2)', () => {
  it('opens an own template, a library template or the blank starter', () => {
    expect(sourceOf(q('templateId=5&edit=true'))).toEqual({ kind: 'template', id: 5 });
    expect(sourceOf(q('baseTemplateId=12&isLibraryTemplate=true'))).toEqual({ kind: 'library', id: 12 });
    expect(sourceOf(q('templateId=12&isLibraryTemplate=true'))).toEqual({ kind: 'library', id: 12 });
    expect(sourceOf(q('baseTemplateId=12'))).toEqual({ kind: 'library', id: 12 });
    expect(sourceOf(q('blank=true&templateId=5'))).toEqual({ kind: 'blank' });
    expect(sourceOf(q('createOnly=true'))).toEqual({ kind: 'blank' });
  });

  it('updates only an own template opened with edit; everything else creates', () => {
    expect(saveActionOf(q('templateId=5&edit=true'))).toEqual({ kind: 'update', id: 5 });
    expect(saveActionOf(q('templateId=5'))).toEqual({ kind: 'create', folder: null, baseTemplate: null });
    expect(saveActionOf(q('templateId=5&edit=true&makeNewEmail=true'))).toEqual({
      kind: 'create',
      folder: null,
      baseTemplate: null,
    });
    expect(saveActionOf(q('baseTemplateId=12&isLibraryTemplate=true&edit=true&folderId=9'))).toEqual({
      kind: 'create',
      folder: 9,
      baseTemplate: 12,
    });
  });

  it('goes back to the composer with the new template for a new email, keeping its recipient', () => {
    const url = afterSaveUrl(
      3,
      q('makeNewEmail=true&blank=true&email=ada%40example.test&recipient_id=7'),
      40,
    );
    expect(url).toBe(
      '/rhapsody/email/templates/3?tab=0&templateId=40&email=ada%40example.test&recipient_id=7',
    );
  });

  it('goes back to the templates of the folder after createOnly, stays after an edit, reopens a new one as an edit', () => {
    expect(afterSaveUrl(3, q('createOnly=true&folderId=9'), 40)).toBe(
      '/rhapsody/email/templates/3?tab=1&folderId=9',
    );
    expect(afterSaveUrl(3, q('templateId=5&edit=true'), 5)).toBeNull();
    expect(afterSaveUrl(3, q('blank=true'), 40)).toBe('/rhapsody/email/builder/3?templateId=40&edit=true');
  });

  it('Back leads to the composer for a new email, else to the templates tab', () => {
    expect(backUrl(3, q('makeNewEmail=true&recipient_id=7'))).toBe(
      '/rhapsody/email/templates/3?tab=0&recipient_id=7',
    );
    expect(backUrl(3, q('createOnly=true&folderId=9'))).toBe('/rhapsody/email/templates/3?tab=1&folderId=9');
  });
});
