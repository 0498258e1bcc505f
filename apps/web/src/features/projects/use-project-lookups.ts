import { useQuery } from '@tanstack/react-query';
import { brandsQueryOptions } from '../../shared/session/api/get-brands.ts';
import { getProjectMarkets } from './api/get-project-markets.ts';
import { getProjectPhases } from './api/get-project-phases.ts';
import { getProjectStatuses } from './api/get-project-statuses.ts';
import { getWinProbabilityOptions } from './api/get-win-probability-options.ts';
import { projectKeys } from './api/query-keys.ts';
import { searchCompanies } from './api/search-companies.ts';

const lookupOptions = { staleTime: 10 * 60_000 } as const;

/** The companies the user may see (all for internal staff): the project form and the customer list. */
export const companiesQuery = {
  queryKey: projectKeys.companies,
  queryFn: searchCompanies,
  ...lookupOptions,
} as const;

/** The option lists of the project form: companies, brands and the four project lookups. */
export function useProjectLookups() {
  const companies = useQuery(companiesQuery);
  // The same query the root layout loads at startup (spec section 7: brands are loaded at start).
  const brands = useQuery(brandsQueryOptions());
  const markets = useQuery({
    queryKey: projectKeys.lookups('markets'),
    queryFn: getProjectMarkets,
    ...lookupOptions,
  });
  const statuses = useQuery({
    queryKey: projectKeys.lookups('statuses'),
    queryFn: getProjectStatuses,
    ...lookupOptions,
  });
  const phases = useQuery({
    queryKey: projectKeys.lookups('phases'),
    queryFn: getProjectPhases,
    ...lookupOptions,
  });
  const winProbabilities = useQuery({
    queryKey: projectKeys.lookups('win-probabilities'),
    queryFn: getWinProbabilityOptions,
    ...lookupOptions,
  });
  return {
    companies: companies.data?.Companies ?? [],
    brands: brands.data ?? [],
    markets: markets.data ?? [],
    statuses: statuses.data ?? [],
    phases: phases.data ?? [],
    winProbabilities: winProbabilities.data ?? [],
  };
}

type LookupOption = { Id: number; Name: string; IsActive: boolean };

/**
 * Select options of a lookup: the active ones, plus the current value when it was retired since
 * (so an old project still shows what it holds).
 */
export function lookupSelectData(options: readonly LookupOption[], current: number | null) {
  return options
    .filter((option) => option.IsActive || option.Id === current)
    .map((option) => ({
      value: option.Id,
      label: option.IsActive ? option.Name : `${option.Name} (inactive)`,
    }));
}
