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

  it('in the public App, renders false first and then true, before paint on a page already hydrated', () => {
    document.documentElement.dataset.hydrated = 'true';
    document.documentElement.dataset.islandsPending = '0';
    const { seen, Probe } = recorder();
    render(
      <HydratesPrerenderedHtml value>
        <Probe />
      </HydratesPrerenderedHtml>,
    );
    expect(seen).toEqual([false, true]);
  });

  it('in the public App while the page hydrates, turns true after its first render', () => {
    document.documentElement.dataset.islandsPending = '1';
    const { seen, Probe } = recorder();
    render(
      <HydratesPrerenderedHtml value>
        <Probe />
      </HydratesPrerenderedHtml>,
    );
    expect(seen.at(0)).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
