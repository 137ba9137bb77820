import { decodePage } from './page-decoding';
import { readPageMeta } from './page-meta';

describe('readPageMeta', () => {
  const page = (head: string) => `<!doctype html><html><head>${head}</head><body><p>Hi</p></body></html>`;

  it('reads the title, og:description and og:image, resolving the image against the page URL', () => {
    const meta = readPageMeta(
      page(`
        <title> Spring  fair &amp; more </title>
        <meta property="og:title" content="OG title">
        <meta name="description" content="Plain description">
        <meta content='Come &quot;early&quot;' property='og:description'>
        <meta property="og:image" content="/img/fair.png">`),
      'https://example.com/events/fair',
    );
    expect(meta).toEqual({
      title: 'Spring fair & more',
      description: 'Come "early"',
      image: 'https://example.com/img/fair.png',
    });
  });

  it('falls back to og:title and the meta description, and has nulls when the page says nothing', () => {
    expect(
      readPageMeta(
        page('<meta property="og:title" content="Only OG"><meta name=description content=Short>'),
        'https://a.test/',
      ),
    ).toEqual({ title: 'Only OG', description: 'Short', image: null });
    expect(readPageMeta('<html><body>nothing</body></html>', 'https://a.test/')).toEqual({
      title: null,
      description: null,
      image: null,
    });
  });

  it('ignores tags inside scripts and comments, and images that are not http(s)', () => {
    const meta = readPageMeta(
      page(`<!-- <title>Commented</title> -->
        <script>document.write('<meta property="og:image" content="https://evil.test/x.png">')</script>
        <meta property="og:image" content="javascript:alert(1)">
        <title>Real</title>`),
      'https://a.test/',
    );
    expect(meta).toEqual({ title: 'Real', description: null, image: null });
  });

  it('decodes numeric and named entities in the title and the contents', () => {
    const meta = readPageMeta(
      page(
        '<title>&#233;t&#xE9; &hellip; &lt;b&gt;</title><meta name="description" content="Caf&eacute; &amp; bar">',
      ),
      'https://a.test/',
    );
    expect(meta).toMatchObject({ title: 'été … <b>', description: 'Café & bar' });
  });
});

describe('decodePage', () => {
  it('reads the declared charset (header, then <meta charset>), else UTF-8', () => {
    const latin1 = Buffer.from('<title>Caf\xe9</title>', 'latin1');
    expect(decodePage(latin1, 'text/html; charset=ISO-8859-1')).toBe('<title>Café</title>');
    expect(
      decodePage(Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]), 'text/html'),
    ).toContain('Café');
    expect(decodePage(Buffer.from('<title>Café</title>'), null)).toBe('<title>Café</title>');
    expect(decodePage(Buffer.from('x'), 'text/html; charset=no-such-charset')).toBe('x');
  });
});
