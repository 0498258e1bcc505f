import { z } from 'zod';

/** Build-time settings, validated once. The API lives under {apiBaseUrl}api/ (spec section 7). */
const envSchema = z.object({
  VITE_API_BASE_URL: z.string().default('/'),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL.endsWith('/')
    ? parsed.VITE_API_BASE_URL
    : `${parsed.VITE_API_BASE_URL}/`,
};
