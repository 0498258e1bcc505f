import { useMemo } from 'react';
import type { SortRequest } from './list-rules.ts';
import { useListAddress, useListParams } from './use-list-params.ts';

/** Sets a parameter of the address, or takes it out when the value is empty. */
export function setOrDelete(params: URLSearchParams, name: string, value: string | null | undefined): void {
  if (value) params.set(name, value);
  else params.delete(name);
}

function filterEditors(changeFilter: (change: (params: URLSearchParams) => void) => void) {
  return {
    /** One filter changed (an empty value takes it out of the address). */
    setFilter: (name: string, value: string | null | undefined) =>
      changeFilter((params) => setOrDelete(params, name, value)),
    /** Clear filters: every parameter named goes. */
    clearFilters: (names: readonly string[]) =>
      changeFilter((params) => {
        for (const name of names) params.delete(name);
      }),
  };
}

/** A screen's filters kept in the address, read by `filtersFromParams`; any change starts again on page 1. */
export function useAddressFilters<Filters>(filtersFromParams: (params: URLSearchParams) => Filters) {
  const address = useListAddress();
  const filters = useMemo(
    () => filtersFromParams(address.searchParams),
    [address.searchParams, filtersFromParams],
  );
  return { ...address, filters, ...filterEditors(address.changeFilter) };
}

/** The same for a sorted, paged list: its filters, sort and page all in the address. */
export function useFilteredListParams<F extends string, Filters>(
  fields: readonly F[],
  defaultSort: SortRequest<F>,
  filtersFromParams: (params: URLSearchParams) => Filters,
) {
  const list = useListParams(fields, defaultSort);
  const filters = useMemo(() => filtersFromParams(list.searchParams), [list.searchParams, filtersFromParams]);
  return { ...list, filters, ...filterEditors(list.changeFilter) };
}
