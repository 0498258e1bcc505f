import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/test-app.ts';

const LIMIT = 3;

let app: App;
beforeAll(async () => {
  app = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: String(LIMIT) } });
});
afterAll(async () => app.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown> };

/** Each test uses its own client address, so the counters of one test do not leak into another. */
let nextAddress = 10;
function clientAddress(): string {
  nextAddress += 1;
  return `198.51.100.${nextAddress}`;
}

async function callTimes(
  call: Call,
  times: number,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  const responses = [];
  for (let index = 0; index < times; index++) {
    responses.push(await app.inject({ ...call, remoteAddress, headers }));
  }
  return responses;
}

const limited: [string, Call][] = [
  [
    'Login',
    {
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: 'rep@northwind.test', Password: 'Wrong#2026' },
    },
  ],
  [
    'register',
    {
      method: 'POST',
      url: '/api/AppUser/register',
      payload: {
        FirstName: 'A',
        LastName: 'B',
        EmailAddress: 'rep@northwind.test',
        Password: 'Secret#2026',
        ConfirmPassword: 'Secret#2026',
        DefaultCompanyReference: 'X',
        AgreedToCustomerTermsOfUse: true,
      },
    },
  ],
  [
    'forgotPassword',
    { method: 'POST', url: '/api/AppUser/forgotPassword', payload: { email: 'nobody@example.com' } },
  ],
  [
    'resetPassword',
    {
      method: 'POST',
      url: '/api/AppUser/resetPassword',
      payload: { password: 'Secret#2026', reEnterPassword: 'Secret#2026', token: 'guess', userId: 1 },
    },
  ],
  ['userExistsByEmail', { method: 'GET', url: '/api/AppUser/userExistsByEmail?email=someone%40example.com' }],
];

describe('rate limit on the sign-in endpoints', () => {
  it.each(limited)('%s answers 429 in the error shape once the limit is used up', async (_name, call) => {
    const responses = await callTimes(call, LIMIT + 1, clientAddress());
    expect(responses.slice(0, LIMIT).map((response) => response.statusCode)).not.toContain(429);
    const blocked = responses[LIMIT];
    expect(blocked?.statusCode).toBe(429);
    expect(blocked?.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
    });
    expect(blocked?.headers['retry-after']).toBeDefined();
  });

  it('counts per client address', async () => {
    const login = limited[0]?.[1] as Call;
    await callTimes(login, LIMIT + 1, clientAddress());
    const [fromElsewhere] = await callTimes(login, 1, clientAddress());
    expect(fromElsewhere?.statusCode).toBe(200);
  });

  it('cannot be dodged by sending a made-up X-Forwarded-For', async () => {
    const login = limited[0]?.[1] as Call;
    const address = clientAddress();
    const statuses: number[] = [];
    for (let index = 0; index <= LIMIT; index++) {
      const [response] = await callTimes(login, 1, address, { 'x-forwarded-for': `203.0.113.${index + 1}` });
      statuses.push(response?.statusCode ?? 0);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('leaves the other endpoints alone', async () => {
    const responses = await callTimes(
      { method: 'GET', url: '/api/Brand/getBrands' },
      LIMIT + 3,
      clientAddress(),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(LIMIT + 3).fill(200));
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: App;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: '10.0.0.1' } });
  });
  afterAll(async () => proxied.close());

  const checkEmail = (remoteAddress: string, forwardedFor: string) =>
    proxied.inject({
      method: 'GET',
      url: '/api/AppUser/userExistsByEmail?email=a%40b.test',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts per client behind the proxy, not per proxy', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= LIMIT; index++)
      statuses.push((await checkEmail('10.0.0.1', `203.0.113.${index + 1}`)).statusCode);
    expect(statuses).toEqual(Array(LIMIT + 1).fill(200));
    for (let index = 0; index < LIMIT; index++) await checkEmail('10.0.0.1', '203.0.113.200');
    expect((await checkEmail('10.0.0.1', '203.0.113.200')).statusCode).toBe(429);
  });

  it('still ignores X-Forwarded-For from an address that is not the proxy', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= LIMIT; index++)
      statuses.push((await checkEmail('198.51.100.250', `203.0.113.${index + 50}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
