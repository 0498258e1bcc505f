import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

const SECRET = 'a-production-secret-of-at-least-32-characters';
const PG = 'postgres://db.example.com/airquote';

function errorOf(source: Record<string, string | undefined>): string {
  try {
    loadEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted an invalid environment');
}

describe('loadEnv', () => {
  it('refuses production without TOKEN_SECRET and names the variable', () => {
    const message = errorOf({ NODE_ENV: 'production' });
    expect(message).toMatch(/^Invalid environment:/);
    expect(message).toContain('TOKEN_SECRET: TOKEN_SECRET is required in production');
  });

  it('lists every bad variable at once, the missing production secret included', () => {
    const message = errorOf({ NODE_ENV: 'production', PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(message).toContain('PORT:');
    expect(message).toContain('LOG_LEVEL:');
    expect(message).toContain('TOKEN_SECRET: TOKEN_SECRET is required in production');
  });

  it('refuses a token secret shorter than 32 characters in any mode', () => {
    expect(errorOf({ TOKEN_SECRET: 'short' })).toContain('TOKEN_SECRET must be at least 32 characters');
  });

  it('starts production with a secret, never seeding demo data', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      TOKEN_SECRET: SECRET,
      SEED_DEMO_DATA: 'true',
      DATABASE_URL: PG,
    });
    expect(env.tokenSecret).toBe(SECRET);
    expect(env.seedDemoData).toBe(false);
  });

  it('refuses the embedded database in production unless explicitly allowed, saying why', () => {
    const message = errorOf({ NODE_ENV: 'production', TOKEN_SECRET: SECRET });
    expect(message).toContain('DATABASE_URL: DATABASE_URL is required in production');
    expect(message).toContain('does not fsync');
    expect(message).toContain('ALLOW_EMBEDDED_DATABASE=true');
    expect(
      errorOf({ NODE_ENV: 'production', TOKEN_SECRET: SECRET, ALLOW_EMBEDDED_DATABASE: 'false' }),
    ).toContain('DATABASE_URL:');
    const allowed = loadEnv({
      NODE_ENV: 'production',
      TOKEN_SECRET: SECRET,
      ALLOW_EMBEDDED_DATABASE: 'true',
    });
    expect(allowed.ALLOW_EMBEDDED_DATABASE).toBe(true);
    expect(allowed.DATABASE_URL).toBeUndefined();
    // Development keeps the embedded default with nothing to set.
    expect(loadEnv({}).DATABASE_URL).toBeUndefined();
  });

  it('takes a metrics token of 16 characters or more', () => {
    expect(loadEnv({ METRICS_TOKEN: 'a-metrics-token-of-enough-length' }).METRICS_TOKEN).toBe(
      'a-metrics-token-of-enough-length',
    );
    expect(errorOf({ METRICS_TOKEN: 'short' })).toContain('METRICS_TOKEN must be at least 16 characters');
  });

  it('needs nothing in development: defaults, a development secret and demo data', () => {
    const env = loadEnv({});
    expect(env.NODE_ENV).toBe('development');
    expect(env.PORT).toBe(3000);
    expect(env.appUrl).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.IDLE_TIMEOUT_SECONDS).toBe(900);
    expect(env.DEMO_PASSWORD).toBe('Demo#2026');
    expect(env.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(env.seedDemoData).toBe(true);
  });

  it('treats empty values as unset and trims a trailing slash of APP_URL', () => {
    const env = loadEnv({ PORT: '', APP_URL: 'https://quotes.example.com/', SEED_DEMO_DATA: '0' });
    expect(env.PORT).toBe(3000);
    expect(env.appUrl).toBe('https://quotes.example.com');
    expect(env.seedDemoData).toBe(false);
  });

  it('coerces numbers and refuses out-of-range ones', () => {
    expect(loadEnv({ PORT: '8080', AUTH_RATE_LIMIT_MAX: '5' })).toMatchObject({
      PORT: 8080,
      AUTH_RATE_LIMIT_MAX: 5,
    });
    expect(errorOf({ PORT: '70000' })).toContain('PORT:');
    expect(errorOf({ TOKEN_TTL_SECONDS: '10' })).toContain('TOKEN_TTL_SECONDS:');
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    const hops = loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY;
    if (typeof hops !== 'function') throw new Error('a hop count becomes a trust function');
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1), hops('10.0.0.3', 2)]).toEqual([true, true, false]);
  });
});
