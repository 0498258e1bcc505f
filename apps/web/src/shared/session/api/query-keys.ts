/** TanStack Query keys of the session layer, in one place so invalidations match the queries. */
export const sessionKeys = {
  brands: ['brands'] as const,
  clientConfig: ['client-config'] as const,
};
