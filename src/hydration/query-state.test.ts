import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryStateElement, restoreQueryState } from './query-state';

describe('the data a page was rendered with', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('is fresh when the page arrives, however long ago the server rendered it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const server = new QueryClient();
    server.setQueryData(['job-page', '1'], { id: 1, title: 'Accountant' });
    document.body.innerHTML = queryStateElement(server);

    // The server's page cache kept that page for 59 s; the browser took 2 s more to hydrate it.
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'));
    const browser = new QueryClient();
    restoreQueryState(browser);

    expect(browser.getQueryData(['job-page', '1'])).toEqual({ id: 1, title: 'Accountant' });
    expect(browser.getQueryState(['job-page', '1'])?.dataUpdatedAt).toBe(Date.now());
  });
});
