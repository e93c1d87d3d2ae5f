import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeMailHtml } from './mail-html.js';

describe('sanitizeMailHtml', () => {
  it('keeps plain formatting and http(s) links, and nothing that runs or loads', () => {
    const html =
      '<p onclick="x()">Hei <b>alle</b> &amp; <a href="https://coop.example/sau" target="_blank">les mer</a></p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">klikk</a><style>p{}</style>';
    expect(sanitizeMailHtml(html)).toBe('<p>Hei <b>alle</b> &#38; <a href="https://coop.example/sau">les mer</a></p><a>klikk</a>');
  });

  it('escapes text that looks like markup once decoded, and closes what was left open', () => {
    expect(sanitizeMailHtml('<ul><li>&lt;script&gt; 1 < 2')).toBe('<ul><li>&#60;script&#62; 1 &#60; 2</li></ul>');
  });
});

describe('htmlToText', () => {
  it('gives lines for blocks and list items, and links with their address', () => {
    expect(htmlToText('<p>Hei &amp; velkommen</p><ul><li>En</li><li>To</li></ul><p><a href="https://coop.example">Her</a></p>')).toBe(
      'Hei & velkommen\n\n- En\n- To\n\nHer (https://coop.example)',
    );
  });
});
