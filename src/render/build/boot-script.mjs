// The one inline script of every page (docs/decisions/018-first-paint-from-html.md). Its text is the
// same everywhere, so the content security policy allows it by a single hash; what differs from page
// to page (the chunks to load) travels in its data-chunks attribute.
import { minifySync } from 'vite';

/**
 * Runs in the page, from the head. Once the page's first contentful paint has been presented, and
 * the fonts it is drawing have arrived (a page whose largest paint is text preloads its face, and
 * that text is painted again in it), it preloads the page's chunks side by side; where the first
 * paint did without the web fonts (most pages) it loads the face of the site's copy and adds it to
 * the document once it has arrived, then links the stylesheets the first paint did without (Inter's
 * other faces); then it imports the entry, which hydrates. Nothing the HTML asks for before that is
 * a script, so the first paint and the largest one wait for none, and share the network with none.
 * A face joins the document loaded: a layout made while a face of the text's family is still loading
 * sets every size of that text in the browser's last-resort font as well, a synchronous font lookup
 * each on Linux, 30 to 50 ms of a slow phone's main thread on /about (docs/decisions/187).
 * It starts at once where nothing is painted first (a tab opened in the background, the empty shell
 * of a path rendered in the browser), and when the tab is hidden before its first paint (which then
 * is never reported).
 */
function boot(script) {
  holdKeyPresses();
  const [entry, ...chunks] = JSON.parse(script.dataset.chunks);
  const link = (rel, href) => document.head.append(Object.assign(document.createElement('link'), { rel, href }));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of chunks) link('modulepreload', href);
    const face = script.dataset.face && new FontFace(...JSON.parse(script.dataset.face));
    // A face that cannot be had leaves its text in the fallback faces. One slow to come is not waited
    // for longer than the browser waits for a font (3 s): it is added whenever it arrives.
    const faceAdded =
      face &&
      face.load().then(
        (loaded) => document.fonts.add(loaded),
        () => undefined,
      );
    Promise.race([faceAdded, new Promise((resolve) => setTimeout(resolve, 3000))]).then(() => {
      for (const href of JSON.parse(script.dataset.styles)) link('stylesheet', href);
      import(entry);
    });
  };
  if (document.visibilityState === 'hidden' || script.hasAttribute('data-shell')) return start();
  document.addEventListener('visibilitychange', start, { once: true });
  const painted = new Promise((resolve) =>
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true }),
  );
  // After the frame that draws the text in its arrived face. `document.fonts.ready` is read only once
  // the first paint is done: read while the page is parsing, it makes the browser lay out the page
  // parsed so far at once (a forced style and layout of 10 to 40 ms on a phone's CPU).
  painted.then(() => document.fonts.ready).then(() => requestAnimationFrame(() => setTimeout(start)));

  /**
   * A key press the page cannot act on yet (Enter or Space on a button, Enter in a form's field)
   * is held, and made once the app has taken over the page and its islands, as it would have been
   * made then: the press is sent again to its control (a widget's own key handling), and a button
   * it leaves to the browser is clicked, a form submitted. Pointer presses wait the same way
   * (until-hydrated.css); typed text needs nothing, it stays in its field.
   */
  function holdKeyPresses() {
    const html = document.documentElement;
    const ready = () => 'hydrated' in html.dataset && !(Number(html.dataset.islandsPending) > 0);
    const held = [];
    // A held Space is let go after the page is ready too: its keyup must not click a second time.
    const heldKeys = new Set();
    const controlOf = (event) => {
      const button = (event.key === 'Enter' || event.key === ' ') && event.target.closest?.("button, [role='button'], [role='tab']");
      if (button) return { button };
      const field = event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.form;
      return field ? { field: event.target } : null;
    };
    const hold = (event) => {
      if (event.type === 'keyup') return heldKeys.delete(event.code) && event.preventDefault();
      const control = !ready() && !event.isComposing && controlOf(event);
      if (!control) return;
      event.preventDefault();
      heldKeys.add(event.code);
      if (!event.repeat) held.push({ ...control, key: event.key, code: event.code });
    };
    const press = ({ button, field, key, code }) => {
      const target = button || field;
      if (!target.isConnected) return;
      const keydown = new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true });
      if (!target.dispatchEvent(keydown)) return;
      if (button && button.localName === 'button') button.click();
      else if (field) field.form.requestSubmit();
    };
    document.addEventListener('keydown', hold, true);
    document.addEventListener('keyup', hold, true);
    new MutationObserver((_, observer) => {
      if (!ready()) return;
      observer.disconnect();
      document.removeEventListener('keydown', hold, true);
      held.splice(0).forEach(press);
    }).observe(html, { attributes: true, attributeFilter: ['data-hydrated', 'data-islands-pending'] });
  }
}

// Minified: it is in every page's HTML, whose first flight holds about 14.6 KB (a job page's HTML sat
// just under it); the source above, with its comments, is 4.3 KB, minified 1.9.
const bootSource = minifySync('boot-script.js', `(${boot})(document.currentScript)`).code;

// JSON goes in single-quoted attributes: its own quotes need no escaping there.
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const listAttribute = (files) => escapeAttribute(JSON.stringify(files.map((file) => `/${file}`)));

/**
 * The script element that starts `chunks` (the entry first, then those it imports) after adding
 * `face` (a FontFace's [family, source, descriptors]) and linking `styles`; `shell` for a page that
 * has nothing to paint before the app renders it.
 */
export function bootScript({ chunks, face, styles = [], shell = false }) {
  const attributes = [
    `data-chunks='${listAttribute(chunks)}'`,
    `data-styles='${listAttribute(styles)}'`,
    ...(face ? [`data-face='${escapeAttribute(JSON.stringify(face))}'`] : []),
    ...(shell ? ['data-shell'] : []),
  ];
  return `<script ${attributes.join(' ')}>${bootSource}</script>`;
}
