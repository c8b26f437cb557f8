import { createContext, useContext, useEffect } from 'react';

/**
 * What a page that shows a record tells its route about it: the record's name (the route's
 * `recordTitle` makes the page's title of it) and its summary (the page's description). The server
 * renders the same title and description into the HTML from the same record (src/render/entries/prerender.tsx).
 */
export type PageFacts = { name: string; description: string };

export const PageFactsContext = createContext<(facts: PageFacts | undefined) => void>(() => undefined);

/** Called by a record page once it has its record. */
export function usePageFacts(facts: PageFacts) {
  const tell = useContext(PageFactsContext);
  const { name, description } = facts;
  useEffect(() => {
    tell({ name, description });
    return () => tell(undefined);
  }, [tell, name, description]);
}
