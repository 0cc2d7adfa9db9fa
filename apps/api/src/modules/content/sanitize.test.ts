import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

/** Classic XSS vectors (OWASP filter-evasion cheat sheet and friends). */
const corpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)>',
  '<img src="/upload/a.webp" onload="alert(1)">',
  '<IMG SRC="javascript:alert(1);">',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="jav\tascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src=//evil.example/x.png>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover=alert(1)>x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<p onmouseover="alert(1)">hover</p>',
  '<p/onmouseover=alert(1)>x</p>',
  '<img """><script>alert(1)</script>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<a href="https://ok.example" style="position:fixed;top:0">x</a>',
  '<p class="x" id="y" data-x="1">x</p>',
  '<isindex action=javascript:alert(1) type=image>',
  '<input onfocus=alert(1) autofocus>',
  '<button formaction=javascript:alert(1)>x</button>',
  '<a href="https://ok.example" target="_top">x</a>',
];

/** What must never survive sanitising. */
const dangerous = [/<script/i, /<svg/i, /<math/i, /<style/i, /<iframe/i, /<object/i, /<embed/i, /<form/i, /<input/i, /<button/i, /<base/i, /<meta/i, /<link/i,
  // an event handler after a space, a slash (<p/onmouseover=…>) or a quote
  /[\s/"']on[a-z]+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /style\s*=/i, /srcdoc/i, /formaction/i, /src\s*=\s*"\/\//i, /\sclass=/i, /\sid=/i, /target="_top"/i, /<img[^>]+src="x"/i];

describe('rich-text sanitiser', () => {
  it('leaves no XSS survivor in the corpus', () => {
    const survivors = corpus.map((html) => [html, sanitizeRichText(html)] as const).filter(([, out]) => dangerous.some((re) => re.test(out)));
    expect(survivors).toEqual([]);
  });

  it('keeps the structure an editor writes', () => {
    const html = '<h2>Remedies</h2><p>Chant <strong>daily</strong>, <em>calmly</em>.</p><ul><li>One</li></ul><blockquote>Om</blockquote>'
      + '<p><a href="/remedies/saturn">Saturn</a> <a href="https://example.org/x">source</a></p><img src="/upload/a.webp" alt="Lamp">';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>Remedies</h2>');
    expect(out).toContain('<strong>daily</strong>');
    expect(out).toContain('<a href="/remedies/saturn">Saturn</a>');
    expect(out).toContain('<a href="https://example.org/x" rel="noopener noreferrer nofollow">source</a>');
    expect(out).toContain('<img src="/upload/a.webp" alt="Lamp" loading="lazy" />');
  });

  it('keeps Hindi text and entities as text', () => {
    expect(sanitizeRichText('<p>शनि &lt;script&gt; देव</p>')).toBe('<p>शनि &lt;script&gt; देव</p>');
  });
});
