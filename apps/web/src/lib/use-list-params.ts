import { useSearchParams } from 'react-router';
import { nextSort, pageFromParams, type SortRequest, setSortParams, sortFromParams } from './list-rules.ts';

/**
 * A list's filters and page kept in the address (so Back from a project returns to the same
 * list). Any change but turning the page starts again on page 1.
 */
export function useListAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const edit = (change: (params: URLSearchParams) => void, keepPage: boolean) => {
    const next = new URLSearchParams(searchParams);
    change(next);
    if (!keepPage) next.delete('page');
    setSearchParams(next, { replace: true });
  };
  return {
    searchParams,
    page: pageFromParams(searchParams),
    changeFilter: (change: (params: URLSearchParams) => void) => edit(change, false),
    goToPage: (page: number) => edit((params) => params.set('page', String(page)), true),
  };
}

/** The same, with the column the list is sorted by (sort=Field&dir=asc|desc). */
export function useListParams<F extends string>(fields: readonly F[], defaultSort: SortRequest<F>) {
  const address = useListAddress();
  const sort = sortFromParams(address.searchParams, fields, defaultSort);
  return {
    ...address,
    sort,
    sortBy: (field: F) =>
      address.changeFilter((params) => setSortParams(params, nextSort(sort, field), defaultSort)),
  };
}
