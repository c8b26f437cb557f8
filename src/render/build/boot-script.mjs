// The one inline script of every page (docs/decisions/018-first-paint-from-html.md). Its text is the
// same everywhere, so the content security policy allows it by a single hash; what differs from page
// to page (the chunks to load) travels in its data-chunks attribute.

/**
 * Runs in the page, from the head. Once the page's first contentful paint has been presented, and
 * the fonts it is drawing have arrived (a page whose largest paint is text preloads its face, and
 * that text is painted again in it), it links the stylesheets the first paint did without (the web
 * fonts, on most pages), preloads the page's chunks side by side and imports the entry, which
 * hydrates: nothing the HTML asks for before that is a script, so the first paint and the largest
 * one wait for none, and share the network with none.
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
    for (const href of JSON.parse(script.dataset.styles)) link('stylesheet', href);
    for (const href of chunks) link('modulepreload', href);
    import(entry);
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

// Lists go in single-quoted attributes: JSON's own quotes need no escaping there.
const listAttribute = (files) =>
  JSON.stringify(files.map((file) => `/${file}`))
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;');

/**
 * The script element that starts `chunks` (the entry first, then those it imports) after linking
 * `styles`; `shell` for a page that has nothing to paint before the app renders it.
 */
export function bootScript({ chunks, styles = [], shell = false }) {
  const attributes = `data-chunks='${listAttribute(chunks)}' data-styles='${listAttribute(styles)}'${shell ? ' data-shell' : ''}`;
  return `<script ${attributes}>(${boot})(document.currentScript)</script>`;
}
