// Figure 1: POST /api/AppUser/Login at 20 concurrent clients for ~10 s, argon2id verification included.
// Prints p50/p99 latency and requests per second; target p99 < 50 ms.
// Standalone: node bench/login.mjs (starts its own server on a temporary data directory).
import {
  assertClean,
  demoLogin,
  formatMs,
  isMain,
  loginToken,
  requireServerBuild,
  runAutocannon,
  startBenchServer,
} from './lib.mjs';

export const loginTarget = { p99Ms: 50, connections: 20 };

/** Runs the login load against a started server (rate limit raised) and returns the figures. */
export async function benchLogin(baseUrl, { connections = loginTarget.connections, duration = 10 } = {}) {
  const url = `${baseUrl}/api/AppUser/Login`;
  const request = {
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoLogin),
  };
  await loginToken(baseUrl); // fails loudly if the demo account cannot sign in
  console.log(`  login: warm-up 2 s at ${connections} clients`);
  assertClean(await runAutocannon({ ...request, connections, duration: 2 }), 'Login warm-up');
  console.log('  login: one client for 3 s (cost of a single sign-in)');
  const single = await runAutocannon({ ...request, connections: 1, duration: 3 });
  assertClean(single, 'Login, one client');
  console.log(`  login: ${connections} clients for ${duration} s`);
  const loaded = await runAutocannon({ ...request, connections, duration });
  assertClean(loaded, `Login, ${connections} clients`);
  return {
    target: `p99 < ${loginTarget.p99Ms} ms at ${connections} concurrent clients`,
    pass: loaded.latencyMs.p99 < loginTarget.p99Ms,
    p50Ms: loaded.latencyMs.p50,
    p99Ms: loaded.latencyMs.p99,
    reqPerSec: loaded.reqPerSec,
    loaded,
    singleClient: single,
  };
}

export function describeLogin(result) {
  return [
    `Login at ${result.loaded.connections} clients: p50 ${formatMs(result.p50Ms)}, p99 ${formatMs(result.p99Ms)}, ${result.reqPerSec} req/s (${result.loaded.requests} sign-ins in ${result.loaded.durationS} s)`,
    `Login at 1 client:   p50 ${formatMs(result.singleClient.latencyMs.p50)}, p99 ${formatMs(result.singleClient.latencyMs.p99)}, ${result.singleClient.reqPerSec} req/s`,
  ];
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const server = await startBenchServer();
  try {
    const result = await benchLogin(server.baseUrl);
    for (const line of describeLogin(result)) console.log(line);
    console.log(`Target ${result.target}: ${result.pass ? 'PASS' : 'MISS'}`);
  } finally {
    await server.dispose();
  }
}
