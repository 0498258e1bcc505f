// Figure 2: requests per second of an authenticated GET /api/AppUser/isauthenticated (bearer token from a
// login) against a bare Fastify route in a separate process, measured back to back in the same run with
// the same load. Prints both rates and the ratio; target >= 40 %.
// Standalone: node bench/authenticated.mjs (starts its own servers).
import {
  assertClean,
  isMain,
  loginToken,
  requireServerBuild,
  runAutocannon,
  startBareFastify,
  startBenchServer,
} from './lib.mjs';

export const authenticatedTarget = { ratioPercent: 40 };

/** Measures the app route and the bare route with identical autocannon settings. */
export async function benchAuthenticated(baseUrl, { connections = 50, duration = 10 } = {}) {
  const token = await loginToken(baseUrl);
  const appRequest = {
    url: `${baseUrl}/api/AppUser/isauthenticated`,
    headers: { authorization: `Bearer ${token}` },
    expectBody: 'true', // false would mean the token was not accepted
  };
  const check = await fetch(appRequest.url, {
    headers: appRequest.headers,
    signal: AbortSignal.timeout(5000),
  });
  const answer = await check.text();
  if (check.status !== 200 || answer.trim() !== 'true') {
    throw new Error(`isauthenticated with the login token answered HTTP ${check.status}: ${answer}`);
  }

  const bare = await startBareFastify();
  try {
    const bareRequest = { url: `${bare.baseUrl}/bare`, expectBody: 'true' };
    console.log(`  isauthenticated: warm-up 2 s each at ${connections} connections`);
    assertClean(await runAutocannon({ ...appRequest, connections, duration: 2 }), 'isauthenticated warm-up');
    assertClean(await runAutocannon({ ...bareRequest, connections, duration: 2 }), 'bare Fastify warm-up');
    console.log(`  isauthenticated: app route ${duration} s, then bare Fastify route ${duration} s`);
    const app = await runAutocannon({ ...appRequest, connections, duration });
    assertClean(app, 'isauthenticated');
    const baseline = await runAutocannon({ ...bareRequest, connections, duration });
    assertClean(baseline, 'bare Fastify');
    const ratioPercent = Number(((app.reqPerSec / baseline.reqPerSec) * 100).toFixed(1));
    return {
      target: `>= ${authenticatedTarget.ratioPercent} % of a bare Fastify route`,
      pass: ratioPercent >= authenticatedTarget.ratioPercent,
      ratioPercent,
      appReqPerSec: app.reqPerSec,
      bareReqPerSec: baseline.reqPerSec,
      app,
      bare: baseline,
    };
  } finally {
    await bare.dispose();
  }
}

export function describeAuthenticated(result) {
  return [
    `isauthenticated: ${result.appReqPerSec} req/s (p50 ${result.app.latencyMs.p50} ms, p99 ${result.app.latencyMs.p99} ms)`,
    `bare Fastify:    ${result.bareReqPerSec} req/s (p50 ${result.bare.latencyMs.p50} ms, p99 ${result.bare.latencyMs.p99} ms)`,
    `ratio:           ${result.ratioPercent} % at ${result.app.connections} connections`,
  ];
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const server = await startBenchServer();
  try {
    const result = await benchAuthenticated(server.baseUrl);
    for (const line of describeAuthenticated(result)) console.log(line);
    console.log(`Target ${result.target}: ${result.pass ? 'PASS' : 'MISS'}`);
  } finally {
    await server.dispose();
  }
}
