import { createContext, useContext, useEffect } from 'react';

/**
 * What a page that shows one subject (a vacancy, an article, a portfolio project) tells its route
 * about it: the subject's name (the route's `titleOf` makes the page's title of it) and a sentence on
 * it (the page's description). In the browser the route sets the tab's title and the description
 * from it; on the server the render reads it into the HTML (src/render/entries/prerender.tsx), so both
 * say the same.
 */
export type PageFacts = { name: string; description: string };

export const PageFactsContext = createContext<(facts: PageFacts | undefined) => void>(() => undefined);

/** The server's render: where a page's facts are written while it renders (effects do not run there). */
export const PageFactsCollector = createContext<((facts: PageFacts) => void) | null>(null);

/** Called by a page with its subject once it has it (undefined while it has none). */
export function usePageFacts(facts: PageFacts | undefined) {
  const tell = useContext(PageFactsContext);
  const collect = useContext(PageFactsCollector);
  if (collect && facts) collect(facts);
  const name = facts?.name;
  const description = facts?.description;
  useEffect(() => {
    if (name === undefined || description === undefined) return;
    tell({ name, description });
    return () => tell(undefined);
  }, [tell, name, description]);
}
