// Starts the built product for the browser tests on a fresh embedded database of its own.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [name, port] = process.argv.slice(2);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The port is part of the name: runs on other ports (E2E_PORT) each get a database of their own.
const dataDir = path.join(root, '.tmp', `e2e-${name}-${port}`);
rmSync(dataDir, { recursive: true, force: true });

// The server's JSON log of the run, kept beside the database to read when a browser test fails
// (every request with its status and user, and why a refused token was refused).
mkdirSync(path.join(root, '.tmp'), { recursive: true });
const logFile = openSync(path.join(root, '.tmp', `e2e-${name}-${port}.log`), 'w');
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
  stdio: ['ignore', logFile, 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT_MAX: '10000',
    // The idle server warns after 3 s so the inactivity logout can be seen in a test.
    IDLE_TIMEOUT_SECONDS: name === 'idle' ? '3' : '900',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
