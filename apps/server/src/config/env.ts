import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/**
 * Proxies allowed to set X-Forwarded-For (which becomes the client address of rate limits and logs):
 * unset or 'false' trusts none, a number trusts that many hops, otherwise a comma-separated list of
 * addresses or CIDR ranges. Trusting every proxy would let any client pick its own address.
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((value): boolean | string[] | ((address: string, hop: number) => boolean) => {
    if (value === undefined || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    }
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public address used in e-mailed links. Defaults to http://localhost:PORT. */
    APP_URL: z.url().optional(),
    /** Embedded database directory, used when DATABASE_URL is not set. */
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    TOKEN_SECRET: z.string().min(32, 'TOKEN_SECRET must be at least 32 characters').optional(),
    TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
    IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    DEMO_PASSWORD: z.string().min(8).default('Demo#2026'),
    SEED_DEMO_DATA: booleanText,
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('AirQuote <no-reply@airquote.test>'),
    REDIS_URL: z.string().optional(),
    TRUST_PROXY: trustedProxies,
    /** Requests per minute per client address on sign-in endpoints. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Bearer token of GET /api/metrics; without it only direct requests from this machine may scrape. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** Production on the embedded database, which does not fsync (README, Deployment): only when asked. */
    ALLOW_EMBEDDED_DATABASE: booleanText,
    /** PostgreSQL: longest wait for a connection, and longest statement (the client waits 2 s more). */
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** Serve the OpenAPI document and viewer at /api/docs (default: yes, except in production). */
    API_DOCS: booleanText,
  })
  .superRefine(
    (env, context) => {
      if (env.NODE_ENV === 'production' && !env.TOKEN_SECRET) {
        context.addIssue({
          code: 'custom',
          path: ['TOKEN_SECRET'],
          message: 'TOKEN_SECRET is required in production',
        });
      }
      if (env.NODE_ENV === 'production' && !env.DATABASE_URL && !env.ALLOW_EMBEDDED_DATABASE) {
        context.addIssue({
          code: 'custom',
          path: ['DATABASE_URL'],
          message:
            'DATABASE_URL is required in production: the embedded database does not fsync, so an OS crash ' +
            'or power loss can lose acknowledged writes (set ALLOW_EMBEDDED_DATABASE=true to accept that)',
        });
      }
    },
    // zod skips refinements once a field has failed; this one must still run so every bad variable is listed.
    { when: () => true },
  );

export type Env = z.output<typeof envSchema> & {
  appUrl: string;
  /**
   * TOKEN_SECRET, or else a random one for this process; the server replaces the random one with a
   * secret kept in DATA_DIR (config/token-secret.ts) so sessions outlive a restart. No secret is
   * ever a public default.
   */
  tokenSecret: string;
  seedDemoData: boolean;
  apiDocs: boolean;
};

/** Validates the environment once at boot and fails listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    tokenSecret: env.TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    seedDemoData: env.NODE_ENV !== 'production' && (env.SEED_DEMO_DATA ?? true),
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
  };
}
