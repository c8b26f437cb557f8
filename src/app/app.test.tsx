import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../api/config-source';
import { defaultConfig, frontendConfigQuery, type FrontendConfig } from '../api/frontend-config';
import { App } from './app';
import { findRoute, preloadPage } from './page-loader';
import { createQueryClient } from './query-client';

/** One app instance, as the browser entry mounts it, at `path`, with its own runtime config. */
async function mountApp(path: string, config: FrontendConfig) {
  // As the browser entry does: the page's module first, so the render does not wait for it.
  await preloadPage(findRoute(path));
  const queryClient = createQueryClient();
  queryClient.setQueryData(frontendConfigQuery.queryKey, config);
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const mounted = await act(async () => render(<App queryClient={queryClient} Router={Router} />));
  await within(mounted.container).findByRole('heading', { level: 1 });
  return mounted;
}

const html = document.documentElement;

class Unobserved {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('two app instances (vitest runs files with isolate: false: nothing may outlive an app)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // What jsdom lacks; reduced motion keeps the animation kit out.
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: () => undefined, removeEventListener: () => undefined }));
    vi.stubGlobal('IntersectionObserver', Unobserved);
    vi.stubGlobal('ResizeObserver', Unobserved);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete html.dataset.hydrated;
  });

  it('each read the API base address of their own config while mounted, and the defaults after', async () => {
    const first = await mountApp('/about', { appName: 'One', apiBaseUrl: 'https://one.example/' });
    expect(await readConfig()).toEqual({ appName: 'One', apiBaseUrl: 'https://one.example/' });
    const second = await mountApp('/gallery', { appName: 'Two', apiBaseUrl: 'https://two.example/' });
    expect((await readConfig()).apiBaseUrl).toBe('https://two.example/');
    second.unmount();
    expect((await readConfig()).apiBaseUrl).toBe('https://one.example/');
    first.unmount();
    expect(await readConfig()).toEqual(defaultConfig);
  });

  it('each treat their first page as the one they hydrated, whatever the other navigated to', async () => {
    const first = await mountApp('/about', defaultConfig);
    expect(html.dataset.hydrated).toBe('true');
    // A navigation inside the first app (the footer's link) moves focus to the new page's heading.
    await preloadPage(findRoute('/privacy-policy'));
    const footer = within(first.container).getByRole('contentinfo');
    await act(async () => fireEvent.click(within(footer).getByRole('link', { name: 'Privacy Policy' })));
    expect(document.activeElement).toBe(await within(first.container).findByRole('heading', { level: 1, name: 'Privacy Policy' }));
    first.unmount();

    delete html.dataset.hydrated;
    await mountApp('/about', defaultConfig);
    // The second app's first page keeps the browser's focus and position: it is hydrated, not navigated to.
    expect(html.dataset.hydrated).toBe('true');
    expect(document.activeElement).toBe(document.body);
  });

  it('leave no island counted on the page once they are gone', async () => {
    const first = await mountApp('/about', defaultConfig);
    await vi.waitFor(() => expect(html.dataset.islandsPending).toBe('0'));
    first.unmount();
    expect(html.dataset.islandsPending).toBe('0');
    await mountApp('/contact-us', defaultConfig);
    await vi.waitFor(() => expect(html.dataset.islandsPending).toBe('0'));
  });
});
