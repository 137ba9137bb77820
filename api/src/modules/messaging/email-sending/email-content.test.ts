import { snapshotHtml, type ContentOptions } from './email-content';
import { hourOf } from './email-report-counts.service';

const options = (more: Partial<ContentOptions> = {}): ContentOptions => ({
  apiBase: 'https://app.example.test/api',
  track: true,
  bulk: true,
  signatureHtml: '<p>Olive Owner<br>Summit Roofing</p>',
  organization: {
    name: 'Summit Roofing',
    email: 'hello@summit.test',
    logo: null,
    phone: null,
    website: null,
    postalAddress: '1 Main Street, Austin, TX 73301',
  },
  ...more,
});

const campaign = {
  subject: 'Hello #! first_name !#',
  html: '<html><body><p>Dear #! first_name !#, <a href="https://example.org/offer?a=1&amp;b=2">see</a></p></body></html>',
  text: 'Dear #!first_name!#',
};

describe('snapshotHtml', () => {
  it('is the batch HTML with signature and footer, variables as written, without tracking', () => {
    const html = snapshotHtml(campaign, options());
    expect(html).toContain('Dear #!first_name!#');
    expect(html).toContain('<div class="signature"><p>Olive Owner<br />Summit Roofing</p></div>');
    expect(html).toContain('1 Main Street, Austin, TX 73301');
    expect(html).toContain('href="https://example.org/offer?a=1&amp;b=2"');
    expect(html).not.toContain('/email/o/');
    expect(html).not.toContain('/email/c/');
    // The unsubscribe link of a bulk email is there, inert: no recipient's token.
    expect(html).toContain('<a href="#">Unsubscribe</a>');
    expect(html).not.toContain('#!__tracking_token!#');
    expect(html.indexOf('</body>')).toBeGreaterThan(html.indexOf('Summit Roofing'));
  });

  it('has no unsubscribe link for a personal email', () => {
    expect(snapshotHtml(campaign, options({ bulk: false }))).not.toContain('Unsubscribe');
  });

  it('shows a text-only email as its text, escaped, with the footer', () => {
    const html = snapshotHtml({ subject: 'x', html: null, text: 'Hi <Ann> & #!first_name!#' }, options());
    expect(html).toMatch(
      /^<pre style="white-space:pre-wrap;font-family:inherit">Hi &lt;Ann&gt; &amp; #!first_name!#/,
    );
    expect(html).toContain('Summit Roofing');
    expect(html).toContain('Unsubscribe: https://app.example.test/api/email/unsubscribe/…');
    expect(html).not.toContain('#!__tracking_token!#');
  });
});

describe('hourOf', () => {
  it('is the start of the UTC hour', () => {
    expect(hourOf(new Date('2026-03-02T15:59:59.999Z')).toISOString()).toBe('2026-03-02T15:00:00.000Z');
    expect(hourOf(new Date('2026-03-02T15:00:00.000Z')).toISOString()).toBe('2026-03-02T15:00:00.000Z');
  });
});
