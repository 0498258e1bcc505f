import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../test/mock-api.ts';
import { northwind } from '../../test/project-test-data.ts';
import { projectKeys } from './api/query-keys.ts';
import { lookupSelectData, useProjectLookups } from './use-project-lookups.ts';

describe('lookupSelectData', () => {
  it('offers active options and keeps a retired current value, marked', () => {
    const options = [
      { Id: 1, Name: 'Education', IsActive: true },
      { Id: 2, Name: 'Retail', IsActive: false },
      { Id: 3, Name: 'Healthcare', IsActive: false },
    ];
    expect(lookupSelectData(options, 2)).toEqual([
      { value: 1, label: 'Education' },
      { value: 2, label: 'Retail (inactive)' },
    ]);
    expect(lookupSelectData(options, null)).toEqual([{ value: 1, label: 'Education' }]);
  });
});

describe('companies state (spec section 4)', () => {
  const otherLookups = {
    'GET /Brand/getBrands': () => [],
    'GET /Project/ProjectMarket': () => [],
    'GET /Project/ProjectStatus': () => [],
    'GET /Project/ProjectPhase': () => [],
    'GET /Project/WinProbabilityOptions': () => [],
  };
  const renderLookups = () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    return { queryClient, ...renderHook(() => useProjectLookups(), { wrapper }) };
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fills the list from Company/search on success', async () => {
    const api = mockApi({ ...otherLookups, 'POST /Company/search': () => ({ Companies: [northwind] }) });
    const { result } = renderLookups();
    expect(result.current.companies).toEqual([]);
    await waitFor(() => expect(result.current.companies).toEqual([northwind]));
    expect(api.callsTo('POST /Company/search')[0]?.body).toEqual({ IncludeInactive: false });
  });

  it('on failure only logs: the list stays as it was', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockApi({
      ...otherLookups,
      'POST /Company/search': () => (fail ? errorAnswer(500, 'database down') : { Companies: [northwind] }),
    });
    const { result, queryClient } = renderLookups();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('POST /api/Company/search answered 500', expect.anything()),
    );
    expect(result.current.companies).toEqual([]);

    // Loaded once, a failed reload keeps the list.
    fail = false;
    await queryClient.refetchQueries({ queryKey: projectKeys.companies });
    await waitFor(() => expect(result.current.companies).toEqual([northwind]));
    fail = true;
    log.mockClear();
    await queryClient.refetchQueries({ queryKey: projectKeys.companies });
    expect(log).toHaveBeenCalledWith('POST /api/Company/search answered 500', expect.anything());
    expect(result.current.companies).toEqual([northwind]);
  });
});
