import { compileMjml } from './compile-mjml';
import { sanitizeEmailHtml } from './sanitize-email-html';

describe('sanitizeEmailHtml', () => {
  it('removes scripts, event handlers and javascript: links, keeps the layout', () => {
    const html =
      '<table width="600" bgcolor="#fff"><tr><td style="padding:8px" onclick="steal()">Hi' +
      '<script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://ok.test/a">ok</a>' +
      '<img src="https://ok.test/i.png" onerror="x()"><img src="data:image/png;base64,AAA"></td></tr></table>';
    const clean = sanitizeEmailHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|data:image/);
    expect(clean).toContain('<table width="600" bgcolor="#fff">');
    expect(clean).toContain('<td style="padding:8px">');
    expect(clean).toContain('<a href="https://ok.test/a">ok</a>');
    expect(clean).toContain('<img src="https://ok.test/i.png" />');
  });

  it("keeps Outlook's conditional blocks, cleaned inside", () => {
    const html = '<div><!--[if mso]><table><tr><td onload="x()">o</td></tr></table><![endif]-->a</div>';
    expect(sanitizeEmailHtml(html)).toBe(
      '<div><!--[if mso]><table><tr><td>o</td></tr></table><![endif]-->a</div>',
    );
  });
});

describe('compileMjml', () => {
  it('compiles to table markup with inlined styles', async () => {
    const html = await compileMjml(
      '<mjml><mj-body><mj-section><mj-column><mj-text color="#ff0000">Hello #!first_name!#</mj-text>' +
        '<mj-button href="https://ok.test">Go</mj-button></mj-column></mj-section></mj-body></mjml>',
    );
    expect(html).toContain('<table');
    expect(html).toMatch(/color:#ff0000/);
    expect(html).toContain('Hello #!first_name!#');
    expect(html).toContain('href="https://ok.test"');
  });
});
