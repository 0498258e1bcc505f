// Figure 3: startup time. A fresh temporary data directory: time from spawning
// `node apps/server/dist/server.mjs` until GET / answers the login page (200, text/html); the database is
// created, migrated and seeded on the way. Then restarts on the same directory (SIGTERM, wait for the
// exit, spawn again, time until ready). Targets: fresh within 15 s, restart within 3 s (slowest restart).
// When the web app is not built there is no login page: readiness is then GET /api/health and the
// figures are reported as API-only.
// Standalone: node bench/startup.mjs
import {
  apiIsServed,
  formatMs,
  freePort,
  hasWebBuild,
  isMain,
  loginPageIsServed,
  makeDataDir,
  removeDir,
  requireServerBuild,
  spawnServer,
  stopServer,
  waitUntilReady,
} from './lib.mjs';

export const startupTarget = { freshMs: 15_000, restartMs: 3_000 };

/** The server's own "ready in N ms" from its banner, for comparison with the outside view. */
function reportedReadyMs(output) {
  const match = /ready in (\d+) ms/.exec(output);
  return match ? Number(match[1]) : null;
}

export async function benchStartup({ restarts = 3 } = {}) {
  const withWeb = hasWebBuild();
  const probe = withWeb ? loginPageIsServed : apiIsServed;
  const dataDir = await makeDataDir();
  const port = await freePort();
  let server = null;
  try {
    console.log(`  startup: fresh data directory ${dataDir}`);
    server = spawnServer({ port, dataDir });
    const freshMs = await waitUntilReady(server, probe, 60_000);
    const fresh = { ms: Math.round(freshMs), serverReportedMs: reportedReadyMs(server.output()) };

    const restartRuns = [];
    for (let run = 1; run <= restarts; run++) {
      const stopped = await stopServer(server);
      if (stopped.forced || stopped.code !== 0) {
        throw new Error(
          `SIGTERM did not stop the server cleanly (code ${stopped.code}, signal ${stopped.signal}, forced ${stopped.forced}):\n${server.output()}`,
        );
      }
      console.log(`  startup: restart ${run} of ${restarts}`);
      server = spawnServer({ port, dataDir });
      const ms = await waitUntilReady(server, probe, 30_000);
      restartRuns.push({
        ms: Math.round(ms),
        serverReportedMs: reportedReadyMs(server.output()),
        previousShutdownMs: Math.round(stopped.ms),
      });
    }
    const restartTimes = restartRuns.map((run) => run.ms).sort((a, b) => a - b);
    const restartMaxMs = restartTimes.at(-1);
    const restartMedianMs = restartTimes[Math.floor(restartTimes.length / 2)];
    return {
      readiness: withWeb
        ? 'GET / answers the login page (200, text/html)'
        : 'GET /api/health answers 200 (web app not built: no login page to wait for)',
      withWeb,
      fresh: {
        ...fresh,
        target: `<= ${startupTarget.freshMs / 1000} s`,
        pass: withWeb && fresh.ms <= startupTarget.freshMs,
      },
      restart: {
        maxMs: restartMaxMs,
        medianMs: restartMedianMs,
        runs: restartRuns,
        target: `<= ${startupTarget.restartMs / 1000} s (slowest of ${restarts})`,
        pass: withWeb && restartMaxMs <= startupTarget.restartMs,
      },
    };
  } finally {
    if (server) await stopServer(server);
    await removeDir(dataDir);
  }
}

export function describeStartup(result) {
  const note = result.withWeb ? '' : ' [API only: web app not built]';
  return [
    `Fresh start:  ${formatMs(result.fresh.ms)} to ready (server's own figure ${formatMs(result.fresh.serverReportedMs ?? Number.NaN)})${note}`,
    `Restart:      slowest ${formatMs(result.restart.maxMs)}, median ${formatMs(result.restart.medianMs)} (${result.restart.runs.map((run) => formatMs(run.ms)).join(', ')})${note}`,
    `Readiness:    ${result.readiness}`,
  ];
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const result = await benchStartup();
  for (const line of describeStartup(result)) console.log(line);
  if (!result.withWeb)
    console.log('The web app is not built (apps/web/dist/index.html): targets not judged.');
  else {
    console.log(`Fresh ${result.fresh.target}: ${result.fresh.pass ? 'PASS' : 'MISS'}`);
    console.log(`Restart ${result.restart.target}: ${result.restart.pass ? 'PASS' : 'MISS'}`);
  }
}
