import { startTransition, useOptimistic, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../hydration/use-hydrated';
import { emptyFilters, filtersFromParams, filtersToParams, type JobFilters } from './job-filters';

/**
 * The filters live in the URL query so that a filtered list can be shared. The prerendered page has
 * no query, so hydration renders the defaults and the query applies right after (no mismatch). The
 * hash is kept on every change: dropping '#open_roles' would make the frame scroll to the top.
 */
export function useJobFilters(): [JobFilters, (next: JobFilters) => void] {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The search box keeps its own text while typing; the URL follows it.
  const [draftSearch, setDraftSearch] = useState<string | null>(null);

  const fromUrl = hydrated ? filtersFromParams(params) : emptyFilters;
  // The router applies a new URL in a transition, after the menu has given focus back to its
  // button: the choice shows at once, so that the button is announced with it, not the old one.
  const [filters, showAtOnce] = useOptimistic({ ...fromUrl, search: draftSearch ?? fromUrl.search });

  const setFilters = (next: JobFilters) => {
    setDraftSearch(next.search);
    const search = filtersToParams(next, params).toString();
    startTransition(() => {
      showAtOnce(next);
      void navigate({ search: search ? `?${search}` : '', hash }, { replace: true, preventScrollReset: true });
    });
  };
  return [filters, setFilters];
}
