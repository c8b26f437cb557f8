import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The data a server-rendered page was rendered with travels in the HTML as a JSON data block (not a
 * script: nothing runs, so the content security policy has nothing to allow), and the browser puts it
 * back in its cache before hydrating, so the first render matches the server's without a call.
 */
const elementId = 'query-state';

/** `<`, `>`, `&` and the two JavaScript line separators escaped: the JSON cannot close its element. */
function escapeJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function queryStateElement(client: QueryClient): string {
  const state = dehydrate(client);
  if (state.queries.length === 0) return '';
  return `<script type="application/json" id="${elementId}">${escapeJson(JSON.stringify(state))}</script>`;
}

export function restoreQueryState(client: QueryClient): void {
  const element = document.getElementById(elementId);
  if (!element?.textContent) return;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    // The data counts as fetched when the page arrives: the server may have rendered it up to a
    // minute before (its page cache), or by another clock, and a page that arrived stale would ask
    // the API for its record again the moment it hydrates.
    // eslint-disable-next-line no-restricted-syntax -- React Query times its data by Date.now(): the same clock
    const arrived = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = arrived;
    hydrate(client, state);
  } catch {
    // A damaged block only costs a fetch: the page asks the API for its record instead.
  }
}
