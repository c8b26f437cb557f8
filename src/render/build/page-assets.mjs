// What the head of each prerendered page carries besides its title and description: its CSS inlined,
// the web fonts where its largest paint is text, and the boot script that starts its chunks after the
// first paint (docs/decisions/018-first-paint-from-html.md). Everything is read from the build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootScript } from './boot-script.mjs';
import { closure, entryClosure, keyOfFile, webFonts } from './manifest.mjs';

/**
 * The assets of the pages of `siteRoutes` (the SSR module's description of the route table), from the
 * manifest of the build in `dist`.
 */
export function pageAssets(dist, manifest, siteRoutes) {
  const entry = entryClosure(manifest);
  const fonts = webFonts(manifest);
  const copyFace = fontFaceOf(readFileSync(join(dist, fonts.copyFaceStylesheet), 'utf8'));
  const pageModules = new Set(siteRoutes.map((route) => route.moduleFile));

  // The CSS is small (a few KB gzip), so it is inlined: the first paint waits for no stylesheet request.
  const inlineCss = (files) =>
    files.length ? `<style>${files.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n')}</style>` : '';

  /**
   * The stylesheets of what a chunk loads lazily, and of what that loads in turn (an island's own
   * islands: the careers filters inside the open positions), skipping the pages.
   */
  function lazyPartsCss(key, seen = new Set()) {
    const css = [];
    for (const lazy of manifest[key]?.dynamicImports ?? []) {
      if (seen.has(lazy) || pageModules.has(lazy)) continue;
      seen.add(lazy);
      css.push(...closure(manifest, lazy).css, ...lazyPartsCss(lazy, seen));
    }
    return css;
  }

  /**
   * The entry's stylesheets, and those of the islands the frame renders on every page (the footer's
   * newsletter form): they are part of every first paint, so they are inlined with it too.
   */
  const entryStylesheets = [
    ...new Set([...entry.css, ...[...entry.js].map((file) => keyOfFile(manifest, file)).flatMap((key) => lazyPartsCss(key))]),
  ];

  /**
   * Marks a stylesheet as already on the page. Loading the page's chunk makes Vite's preload helper add
   * a link for each stylesheet of the chunk unless a stylesheet link to it is there; a disabled one is
   * never fetched (HTML: a disabled stylesheet link is not obtained), so the inlined rules are not
   * requested a second time. No option of Vite's does this: its resolveDependencies sees a dynamic
   * import's scripts only, and it adds the stylesheets after (docs/decisions/175-rendering-pipeline.md).
   */
  const inlinedMarker = (file) => `<link rel="stylesheet" href="/${file}" disabled>`;

  /** The module that starts the app, then every chunk the page needs (the entry's and its own). */
  const chunksFor = (pageJs = []) => [entry.start, ...new Set([...entry.js, ...pageJs].filter((file) => file !== entry.start))];

  /**
   * Where a page's largest paint is text, its first paint brings Inter (the faces inlined, the face of
   * the site's copy preloaded: src/styles/copy-face.css) so that text is painted once, in its own face.
   * Elsewhere the fonts come after the first paint, leaving the bandwidth to the largest image: the
   * boot script loads the copy's face and adds it to the document once it has arrived, then links the
   * other faces. Until then the text is set in the fallback faces that take Inter's room
   * (tokens/build.mjs), so the swap moves nothing.
   */
  function fontAssets(largestPaint) {
    if (largestPaint !== 'text') return { stylesheets: [], preload: [], afterPaint: { face: copyFace, styles: [fonts.stylesheet] } };
    return {
      stylesheets: [fonts.copyFaceStylesheet, fonts.stylesheet],
      preload: [`<link rel="preload" href="/${fonts.copyFace}" as="font" type="font/woff2" crossorigin>`],
      afterPaint: {},
    };
  }

  return {
    /**
     * The page's own stylesheets (inlined) and the script that starts its chunks after the first paint
     * (boot-script.mjs). The parts a page loads lazily but renders from the start (the careers
     * filters, the job's tabs) are in its first paint too, so their stylesheets are inlined with the
     * page's: arriving later, they would move what is painted.
     */
    ofRoute(route) {
      const page = closure(manifest, route.moduleFile);
      const pageCss = new Set([...page.css, ...lazyPartsCss(route.moduleFile)]);
      const font = fontAssets(route.largestPaint);
      const stylesheets = [...font.stylesheets, ...entryStylesheets, ...[...pageCss].filter((file) => !entryStylesheets.includes(file))];
      return [
        ...font.preload,
        inlineCss(stylesheets),
        ...stylesheets.map(inlinedMarker),
        bootScript({ chunks: chunksFor(page.js), ...font.afterPaint }),
      ];
    },
    /** The SPA shell's: the entry's stylesheets, and a boot script that starts at once. */
    ofShell() {
      return [inlineCss(entryStylesheets), bootScript({ chunks: chunksFor(), ...fontAssets('image').afterPaint, shell: true })];
    },
  };
}

/**
 * The one @font-face rule of a built stylesheet as the FontFace API takes it: [family, source,
 * descriptors]. The boot script makes the face from the rule itself, so the two cannot drift apart.
 */
export function fontFaceOf(css) {
  const body = /@font-face\s*\{([^}]*)\}/.exec(css)?.[1];
  if (!body) throw new Error('The stylesheet has no @font-face rule.');
  const declarations = new Map(
    body
      .split(';')
      .filter((declaration) => declaration.includes(':'))
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );
  const descriptor = (name) => {
    if (!declarations.has(name)) throw new Error(`The @font-face rule has no ${name}.`);
    return declarations.get(name);
  };
  return [
    descriptor('font-family').replace(/^(['"])(.*)\1$/, '$2'),
    descriptor('src'),
    {
      style: descriptor('font-style'),
      weight: descriptor('font-weight'),
      display: descriptor('font-display'),
      unicodeRange: descriptor('unicode-range'),
    },
  ];
}
