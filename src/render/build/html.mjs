// The prerender's reading of HTML, by parsing it (parse5, the HTML standard's parser) rather than by
// matching its text: the page template Vite wrote, and the inline scripts of the pages written.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child.tagName === 'template' ? child.content : child);
  }
}

const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/** The tags Vite writes into the head of the page it builds to start its entry. */
function startsEntry(element) {
  if (element.tagName === 'script') return attribute(element, 'type') === 'module' && attribute(element, 'src') !== undefined;
  const rel = element.tagName === 'link' && attribute(element, 'rel');
  return rel === 'modulepreload' || (rel === 'stylesheet' && attribute(element, 'href')?.startsWith('/assets/'));
}

/**
 * The page template: the page Vite built (dist/index.html, before the prerender writes the home page
 * over it) without the tags that start its entry, which each page inlines or starts after its first
 * paint instead (src/render/build/page-assets.mjs). Each tag goes with the white space before it; the
 * rest of the text is kept as it is. Checks that the page starts the entry the manifest names.
 */
export function pageTemplate(html, entry) {
  const tags = [...elements(parse(html, { sourceCodeLocationInfo: true }))].filter(startsEntry);
  const started = tags.filter((tag) => tag.tagName === 'script').map((tag) => attribute(tag, 'src'));
  if (started.join() !== `/${entry.start}`) {
    throw new Error(`dist/index.html starts ${started.join(', ') || 'no script'}; the build manifest's entry is /${entry.start}.`);
  }
  let template = '';
  let kept = 0;
  for (const { sourceCodeLocation } of tags) {
    const before = html.slice(kept, sourceCodeLocation.startOffset);
    template += before.trimEnd();
    kept = sourceCodeLocation.endOffset;
  }
  template += html.slice(kept);
  for (const placeholder of ['<!--app-title-->', '<!--app-head-->', '<!--app-html-->']) {
    if (!template.includes(placeholder)) throw new Error(`index.html has no ${placeholder}.`);
  }
  return template;
}

/** The sha256 source (for a content security policy) of each script written inline in `html`. */
export function inlineScriptHashes(html) {
  return [...elements(parse(html))]
    .filter((element) => element.tagName === 'script' && attribute(element, 'src') === undefined)
    .map((script) => script.childNodes.map((text) => text.value).join(''))
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
}
