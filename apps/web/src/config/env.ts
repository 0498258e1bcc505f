/**
 * Build-time settings, read once. The API lives under {apiBaseUrl}api/ (spec section 7). Plain code
 * rather than a zod schema: this module is part of the first JavaScript every visitor loads (ADR 34).
 */
const configured: unknown = import.meta.env.VITE_API_BASE_URL;
if (configured !== undefined && typeof configured !== 'string')
  throw new Error('VITE_API_BASE_URL must be a string');
const apiBaseUrl = configured ?? '/';

export const env = {
  apiBaseUrl: apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`,
};
