import { useBrands } from '../../shared/session/api/get-brands.ts';
import { useProjectMarkets } from './api/get-project-markets.ts';
import { useProjectPhases } from './api/get-project-phases.ts';
import { useProjectStatuses } from './api/get-project-statuses.ts';
import { useWinProbabilities } from './api/get-win-probability-options.ts';
import { useVisibleCompanies } from './api/search-companies.ts';

/** The option lists of the project form: companies, brands and the four project lookups. */
export function useProjectLookups() {
  const companies = useVisibleCompanies();
  // The same query the root layout loads at startup (spec section 7: brands are loaded at start).
  const brands = useBrands();
  const markets = useProjectMarkets();
  const statuses = useProjectStatuses();
  const phases = useProjectPhases();
  const winProbabilities = useWinProbabilities();
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
