import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydratesPrerenderedHtml, useHydrated } from './use-hydrated';

/** Each value the hook gave, render by render. */
function recorder() {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useHydrated());
    return null;
  }
  return { seen, Probe };
}

describe('useHydrated', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    delete document.documentElement.dataset.islandsPending;
  });

  it("is false in the App's server HTML", () => {
    const { seen, Probe } = recorder();
    renderToString(
      <HydratesPrerenderedHtml value>
        <Probe />
      </HydratesPrerenderedHtml>,
    );
    expect(seen).toEqual([false]);
  });

  it('is true from the first render in an app that renders in the browser (the staff area)', () => {
    const { seen, Probe } = recorder();
    render(<Probe />);
    expect(seen).toEqual([true]);
  });

  /** The values the hook gives inside the public App, on a page whose html says `hydrated` and `islandsPending`. */
  function inPublicApp(page: { hydrated?: string; islandsPending: string }) {
    Object.assign(document.documentElement.dataset, page);
    const { seen, Probe } = recorder();
    render(
      <HydratesPrerenderedHtml value>
        <Probe />
      </HydratesPrerenderedHtml>,
    );
    return seen;
  }

  it('in the public App, renders false first and then true, on a page already hydrated', () => {
    expect(inPublicApp({ hydrated: 'true', islandsPending: '0' })).toEqual([false, true]);
  });

  it('in the public App while the page hydrates, renders false first and then true', () => {
    expect(inPublicApp({ islandsPending: '1' })).toEqual([false, true]);
  });
});
