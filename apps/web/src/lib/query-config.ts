/**
 * What a caller may add to a query made by a feature's queryOptions (enabled, placeholderData,
 * staleTime), never its key or fetcher: `useX(params, { enabled })` (the bulletproof-react pattern).
 */
export type QueryConfig<MakeOptions extends (...args: never[]) => object> = Omit<
  ReturnType<MakeOptions>,
  'queryKey' | 'queryFn'
>;
