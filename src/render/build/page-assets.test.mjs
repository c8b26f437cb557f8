import { describe, expect, it } from 'vitest';
import { bootScript } from './boot-script.mjs';
import { fontFaceOf } from './page-assets.mjs';

// The copy face's rule as the build writes it (Lightning CSS, minified).
const builtRule =
  '@font-face{font-family:Inter Site;font-style:normal;font-display:swap;font-weight:400 700;src:url(/assets/inter-site-wght-normal-B_oSqoUS.woff2)format("woff2-variations");unicode-range:U+20-7E,U+A0}';

describe('the face the boot script adds once it has arrived', () => {
  it("is the stylesheet's own rule: family, source and descriptors", () => {
    expect(fontFaceOf(builtRule)).toEqual([
      'Inter Site',
      'url(/assets/inter-site-wght-normal-B_oSqoUS.woff2)format("woff2-variations")',
      { style: 'normal', weight: '400 700', display: 'swap', unicodeRange: 'U+20-7E,U+A0' },
    ]);
    expect(fontFaceOf(`@font-face {\n  font-family: 'Inter Site';\n${builtRule.slice(builtRule.indexOf('font-style'))}`)[0]).toBe(
      'Inter Site',
    );
  });

  it('is refused when the rule lacks a descriptor, rather than added with the browser defaults', () => {
    expect(() => fontFaceOf(builtRule.replace('unicode-range:U+20-7E,U+A0', ''))).toThrow('no unicode-range');
    expect(() => fontFaceOf('body{margin:0}')).toThrow('no @font-face');
  });

  it('travels in an attribute of the boot script, which the page reads back unchanged', () => {
    const face = fontFaceOf(builtRule.replace('Inter Site', "Inter's & Site"));
    const script = bootScript({ chunks: ['assets/index.js'], face, styles: ['assets/web-fonts.css'] });
    const attribute = /data-face='([^']*)'/.exec(script)?.[1] ?? '';
    const decoded = attribute.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(face);
    expect(bootScript({ chunks: ['assets/index.js'] })).not.toContain('data-face');
  });
});

describe('the boot script', () => {
  it("is minified, as every page's HTML carries it: a job page's HTML sat just under a new connection's first flight", () => {
    const script = bootScript({ chunks: ['assets/index.js'] });
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(body.length).toBeLessThan(2_100);
    expect(body).not.toMatch(/\/\/ |\/\*/);
  });
});
