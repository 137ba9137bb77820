import { createHash } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { socialMessages } from '@ensemble/contracts';
import { FeedUnreadableError, htmlToText, readFeed } from './feed-reader';
import { UrlNotAllowedError } from './safe-fetch';

const RSS2 = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Acme &amp; Co news</title>
    <link>https://acme.example/</link>
    <item>
      <title>First &lt;b&gt;post&lt;/b&gt;</title>
      <link>https://acme.example/posts/1</link>
      <guid isPermaLink="false">acme-1</guid>
      <pubDate>Tue, 10 Jun 2025 09:30:00 GMT</pubDate>
      <description>Short</description>
      <content:encoded><![CDATA[<p>Hello &amp; welcome</p><script>alert(1)</script><p>Second <img src="/img/inline.png"> line</p>]]></content:encoded>
      <enclosure url="https://cdn.acme.example/cover.jpg" length="1234" type="image/jpeg"/>
    </item>
    <item>
      <title>Second</title>
      <link>/posts/2</link>
      <description>&lt;p&gt;Relative link&lt;/p&gt;</description>
      <enclosure url="https://cdn.acme.example/episode.mp3" type="audio/mpeg"/>
      <media:content url="https://cdn.acme.example/second.png" medium="image"/>
    </item>
    <item>
      <title>Third</title>
      <description><![CDATA[No link, no guid <img src='pics/third.gif' alt="x">]]></description>
      <pubDate>not a date</pubDate>
    </item>
    <item>
      <title>Fourth</title>
      <link>javascript:alert(1)</link>
      <description>Thumbnail only</description>
      <media:thumbnail url="https://cdn.acme.example/thumb.webp"/>
    </item>
  </channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Atom news</title>
  <entry>
    <id>urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a</id>
    <title>Atom entry</title>
    <link rel="alternate" href="https://atom.example/entry"/>
    <link rel="enclosure" type="image/png" href="https://atom.example/entry.png"/>
    <published>2025-06-01T12:00:00Z</published>
    <content type="html">&lt;p&gt;Atom &lt;em&gt;body&lt;/em&gt;&lt;/p&gt;</content>
  </entry>
</feed>`;

const LATIN1 = Buffer.from(
  `<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Caf\u00e9</title>` +
    `<item><guid>c1</guid><title>Cr\u00e8me br\u00fbl\u00e9e</title><description>d\u00e9j\u00e0</description></item>` +
    `</channel></rss>`,
  'latin1',
);

let server: http.Server;
let base: string;
let allow: string[];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const send = (type: string, body: string | Buffer, status = 200) =>
      res.writeHead(status, { 'content-type': type }).end(body);
    switch (req.url) {
      case '/rss':
        return send('application/rss+xml; charset=utf-8', RSS2);
      case '/atom':
        return send('application/atom+xml', ATOM);
      case '/latin1':
        return send('application/xml', LATIN1);
      case '/moved':
        res.writeHead(301, { location: '/blog/feed/rss' }).end();
        return;
      case '/blog/feed/rss':
        return send('text/xml', RSS2);
      case '/html':
        return send(
          'text/html',
          '<!doctype html><html><head><title>Not a feed</title></head><body><p>Hi<br></body></html>',
        );
      case '/json':
        return send('application/json', '{"items":[]}');
      case '/other-xml':
        return send('application/xml', '<?xml version="1.0"?><note><to>x</to></note>');
      default:
        return send('application/rss+xml', RSS2, 404);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  allow = [`127.0.0.1:${port}`];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('readFeed', () => {
  it('reads an RSS 2 feed into plain-text items with their guid, link, date and image', async () => {
    const feed = await readFeed(`${base}/rss`, { allow });
    expect(feed.title).toBe('Acme & Co news');
    const [first, second, third, fourth] = feed.items;
    expect(first).toEqual({
      guid: 'acme-1',
      title: 'First post',
      link: 'https://acme.example/posts/1',
      content: 'Hello & welcome\nSecond line',
      publishedAt: new Date('2025-06-10T09:30:00Z'),
      imageUrl: 'https://cdn.acme.example/cover.jpg',
    });
    // No guid: the link (made absolute) stands for it; an audio enclosure is not an image.
    expect(second).toMatchObject({
      guid: `${base}/posts/2`,
      link: `${base}/posts/2`,
      content: 'Relative link',
      imageUrl: 'https://cdn.acme.example/second.png',
      publishedAt: null,
    });
    // Neither guid nor link: a hash of title and content; the image from the HTML, relative to the feed.
    expect(third).toMatchObject({
      guid: `sha256:${createHash('sha256').update('Third\nNo link, no guid').digest('hex')}`,
      link: null,
      content: 'No link, no guid',
      publishedAt: null,
      imageUrl: `${base}/pics/third.gif`,
    });
    expect(fourth).toMatchObject({ link: null, imageUrl: 'https://cdn.acme.example/thumb.webp' });
    expect(fourth.guid).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('gives the same guids on every read', async () => {
    const a = await readFeed(`${base}/rss`, { allow });
    const b = await readFeed(`${base}/rss`, { allow });
    expect(b.items.map((i) => i.guid)).toEqual(a.items.map((i) => i.guid));
  });

  it('reads an Atom feed', async () => {
    const feed = await readFeed(`${base}/atom`, { allow });
    expect(feed).toEqual({
      title: 'Atom news',
      items: [
        {
          guid: 'urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a',
          title: 'Atom entry',
          link: 'https://atom.example/entry',
          content: 'Atom body',
          publishedAt: new Date('2025-06-01T12:00:00Z'),
          imageUrl: 'https://atom.example/entry.png',
        },
      ],
    });
  });

  it('decodes the charset the XML declaration names', async () => {
    const feed = await readFeed(`${base}/latin1`, { allow });
    expect(feed.title).toBe('Caf\u00e9');
    expect(feed.items[0]).toMatchObject({ title: 'Cr\u00e8me br\u00fbl\u00e9e', content: 'd\u00e9j\u00e0' });
  });

  it('follows redirects and resolves relative links against where the feed was found', async () => {
    const feed = await readFeed(`${base}/moved`, { allow });
    expect(feed.items[1].link).toBe(`${base}/posts/2`);
    expect(feed.items[2].imageUrl).toBe(`${base}/blog/feed/pics/third.gif`);
  });

  it.each(['/html', '/json', '/other-xml', '/missing'])('refuses %s as not a feed', async (path) => {
    const read = readFeed(`${base}${path}`, { allow });
    await expect(read).rejects.toBeInstanceOf(FeedUnreadableError);
    await expect(read).rejects.toThrow(socialMessages.feedUnreadable);
  });

  it('fetches through the SSRF guard', async () => {
    await expect(readFeed(`${base}/rss`)).rejects.toBeInstanceOf(UrlNotAllowedError);
  });
});

describe('htmlToText', () => {
  it('drops tags, scripts and styles, keeps blocks apart and entities decoded', () => {
    expect(
      htmlToText(
        '<style>p{color:red}</style><h1>Title</h1><p>a &amp; b &lt;c&gt; &quot;d&quot;&nbsp;e</p><ul><li>one</li><li>two</li></ul>1 < 2',
      ),
    ).toBe('Title\na & b <c> "d" e\none\ntwo\n1 < 2');
  });
});
