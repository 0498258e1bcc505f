import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** Processes started by the operations tests: built servers and a load balancer, on loopback only. */
export const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
export const logFolder = path.join(repositoryRoot, '.tmp', 'ops');

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type LocalProcess = {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Set once the process has ended. */
  exitCode: () => number | null | undefined;
  stop(): Promise<void>;
};

/** Starts a process whose output goes to .tmp/ops/<name>.log (kept for a failed CI run). */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): LocalProcess {
  mkdirSync(logFolder, { recursive: true });
  const logFile = path.join(logFolder, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let ended: number | null | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = code ?? (signal ? -1 : null);
      resolve();
    });
    child.once('error', (error) => {
      log.write(`\n${name} could not start: ${error.message}\n`);
      ended = -1;
      resolve();
    });
  });
  return {
    name,
    child,
    logFile,
    exitCode: () => ended,
    async stop() {
      if (ended === undefined) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      log.end();
    },
  };
}

/** Waits until `url` answers 200, failing early (with where the log is) if the process ends. */
export async function waitForOk(url: string, process: LocalProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (process.exitCode() !== undefined)
      throw new Error(
        `${process.name} ended (exit ${process.exitCode()}) before ${url} answered; see ${process.logFile}`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last}); see ${process.logFile}`);
}

/** haproxy's path, or an error saying how to install it: the test fails rather than skips. */
export function requireHaproxy(): string {
  // Debian installs it in /usr/sbin, which a non-root PATH may lack.
  for (const candidate of ['haproxy', '/usr/sbin/haproxy']) {
    const probe = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (!probe.error && probe.status === 0) return candidate;
  }
  throw new Error('haproxy is not installed: apt-get install haproxy (.ci/run installs it when missing)');
}

/**
 * A round-robin haproxy in front of `servers`, health-checked on readiness. It names the server
 * that answered in X-Served-By, and a request may pick one with X-Test-Instance (so a test can send
 * one request to each instance on purpose).
 */
export function haproxyConfig(port: number, servers: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 256',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  option forwardfor',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %[srv_name]',
    ...servers.map(
      (server) => `  use-server ${server.name} if { req.hdr(x-test-instance) -m str ${server.name} }`,
    ),
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check inter 500ms`),
    '',
  ].join('\n');
}

/** Writes the configuration, checks it with `haproxy -c` and starts haproxy in the foreground. */
export function startHaproxy(configFile: string, config: string): LocalProcess {
  const haproxy = requireHaproxy();
  writeFileSync(configFile, config);
  const check = spawnSync(haproxy, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`haproxy refused its configuration: ${check.stderr}${check.stdout}`);
  return startProcess('haproxy', haproxy, ['-db', '-f', configFile], { PATH: process.env.PATH ?? '' });
}

export function requireBuiltServer(): string {
  const server = path.join(repositoryRoot, 'apps/server/dist/server.mjs');
  if (!existsSync(server)) throw new Error(`${server} is missing: run npm run build first`);
  return server;
}
