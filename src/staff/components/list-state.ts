import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { StaffCallName } from '../../contracts/staff/calls';
import { failureText, staffCall, type StaffAnswer, type StaffCallInput } from '../api/staff-client';

/** What every staff list is asked for: a page, a sort column and direction, a search text, and filters. */
export type ListState = { pageNo: number; sort: string; order: 'asc' | 'desc'; q: string; filters: Record<string, string> };

/**
 * A list's state in the address (?page=2&sort=email&order=asc&q=...), so that Back, a reload and a
 * shared link keep it. `filters` names the list's own filters (status, jobId, type).
 */
export function useListState(defaultSort: string, filterNames: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']));
  const state: ListState = {
    pageNo,
    sort: params.get('sort') ?? defaultSort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    q: params.get('q') ?? '',
    filters,
  };
  const change = (next: Partial<ListState>) => {
    const merged = { ...state, ...next, filters: { ...state.filters, ...next.filters } };
    const search = new URLSearchParams();
    if (merged.pageNo > 1) search.set('page', String(merged.pageNo));
    if (merged.sort !== defaultSort || merged.order !== 'desc') {
      search.set('sort', merged.sort);
      search.set('order', merged.order);
    }
    if (merged.q) search.set('q', merged.q);
    for (const [name, value] of Object.entries(merged.filters)) if (value) search.set(name, value);
    setParams(search, { replace: false });
  };
  return { state, change };
}

export type ListCall = 'listMessages' | 'listSubscribers' | 'listApplications' | 'listJobs' | 'listArticles' | 'listAudit';

/** One page of a staff list, as its state asks; the last page stays shown while the next loads. */
function useStaffList<Name extends ListCall & StaffCallName>(name: Name, state: ListState, pageSize = 25) {
  const query = {
    pageNo: state.pageNo,
    pageSize,
    sort: state.sort,
    order: state.order,
    q: state.q,
    ...state.filters,
  } as unknown as StaffCallInput<Name>['query'];
  return useQuery({
    queryKey: ['staff', name, query],
    queryFn: (): Promise<StaffAnswer<Name>> => staffCall(name, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * A list page's state in the address, its page of rows, and what its DataTable is given of both
 * (spread into it: `<DataTable {...table} ... />`).
 */
export function useStaffTable<Name extends ListCall & StaffCallName>(name: Name, defaultSort: string, filterNames: readonly string[] = []) {
  const { state, change } = useListState(defaultSort, filterNames);
  const list = useStaffList(name, state);
  const answer = list.data as { items: StaffListRow<Name>[]; total: number; pageSize: number } | undefined;
  const table = {
    rows: answer?.items,
    total: answer?.total ?? 0,
    pageSize: answer?.pageSize ?? 25,
    state,
    onChange: change,
    loading: list.isFetching,
    error: list.isError ? failureText(list.error) : null,
  };
  return { state, change, table };
}

/** A row of a list call's answer. */
export type StaffListRow<Name extends ListCall & StaffCallName> = StaffAnswer<Name> extends { items: readonly (infer Row)[] } ? Row : never;
