import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageTemplate } from './html.mjs';

/** The page template as the prerender wants it: the source's head and body, without a script. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title><!--app-title--></title>
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;

/** dist/index.html as Vite writes it: the template with the tags that start the entry added to its head. */
const entryTags = `    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/frame-def.js">
    <link rel="stylesheet" crossorigin href="/assets/frame-ghi.css">
`;
const built = template.replace('  </head>', `${entryTags}  </head>`);

describe('the page template', () => {
  it('is the page Vite built without the tags that start its entry, the rest kept as written', () => {
    expect(built).not.toBe(template);
    expect(pageTemplate(built, { start: 'assets/index-abc.js' })).toBe(template);
  });

  it('refuses a page that starts another module than the manifest names', () => {
    expect(() => pageTemplate(built, { start: 'assets/index-xyz.js' })).toThrow(/the build manifest's entry is \/assets\/index-xyz.js/);
  });

  it('refuses a template without one of its placeholders', () => {
    expect(() => pageTemplate(built.replace('<!--app-head-->', ''), { start: 'assets/index-abc.js' })).toThrow(/<!--app-head-->/);
  });
});

describe('the inline scripts of a page', () => {
  it('are hashed as the content security policy reads them, and scripts with a source are not', () => {
    const body = "(function boot(script) {\n  return '</div>';\n})(document.currentScript)";
    const page = `<head><script data-chunks='["/a.js"]'>${body}</script><script type="module" src="/a.js"></script></head>`;
    expect(inlineScriptHashes(page)).toEqual([`sha256-${createHash('sha256').update(body).digest('base64')}`]);
  });
});
