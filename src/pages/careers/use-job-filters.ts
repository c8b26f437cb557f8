import { useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { emptyFilters, filtersFromParams, filtersToParams, type JobFilters } from './job-filters';

const noSubscription = () => () => undefined;

/**
 * The filters live in the URL query so that a filtered list can be shared. The prerendered page has
 * no query, so hydration renders the defaults and the query applies right after (no mismatch). The
 * hash is kept on every change: dropping '#open_roles' would make the frame scroll to the top.
 */
export function useJobFilters(): [JobFilters, (next: JobFilters) => void] {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  // The search box keeps its own text while typing; the URL follows it.
  const [draftSearch, setDraftSearch] = useState<string | null>(null);

  const fromUrl = hydrated ? filtersFromParams(params) : emptyFilters;
  const filters = { ...fromUrl, search: draftSearch ?? fromUrl.search };

  const setFilters = (next: JobFilters) => {
    setDraftSearch(next.search);
    const search = filtersToParams(next, params).toString();
    void navigate({ search: search ? `?${search}` : '', hash }, { replace: true, preventScrollReset: true });
  };
  return [filters, setFilters];
}
