// The web app's JavaScript budgets (issue #18, ADR 34), read from the build's manifest
// (apps/web/dist/.vite/manifest.json): what the login page loads, and what each route loads on top of
// the startup code every page shares. Sizes are each file gzipped on its own (zlib level 6, as
// bench/login-page-js.mjs measures in the browser); 1 kB = 1000 bytes. Checked by
// scripts/check-web-budget.mjs (a step of npm test after the build); printed by bench/first-load.mjs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/**
 * Issue #18's figures: the login page under 150 kB (148.6 kB since ADR 54; bench/login-page-js.mjs
 * and bench/first-load.mjs take their target from here), no route over 200 kB beyond the startup code.
 */
export const budgets = { login: 150_000, route: 200_000 };

/** Chunks that are components loaded by a screen, not screens of the route table. */
const notRoutes = new Set(['src/app/toast-container.tsx', 'src/shared/session/idle-watcher.tsx']);

export function readManifest(distDir = webDist) {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The chunk keys a key loads before it runs: itself and its static imports, transitively. */
function closure(manifest, key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

export function measureWebBudgets(distDir = webDist) {
  const manifest = readManifest(distDir);
  const sizes = new Map();
  const gzipOf = (key) => {
    if (!sizes.has(key))
      sizes.set(key, gzipSync(readFileSync(path.join(distDir, manifest[key].file))).length);
    return sizes.get(key);
  };
  const sum = (keys) => [...keys].reduce((total, key) => total + gzipOf(key), 0);
  const files = (keys) => [...keys].map((key) => manifest[key].file);

  const startup = closure(manifest, 'index.html');
  const loginKey = Object.keys(manifest).find((key) => manifest[key].name === 'login');
  if (!loginKey)
    throw new Error('No login chunk in the manifest (see codeSplitting in apps/web/vite.config.ts)');
  const login = closure(manifest, loginKey, new Set(startup));
  const shell = closure(manifest, 'src/app/shell/app-layout.tsx');

  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /\/routes\//.test(key) && !notRoutes.has(key))
    .map((key) => {
      // What opening the route loads before it draws: its chunks and, for a signed-in screen, the
      // shell, less the startup code. What it loads lazily afterwards (the reports page's charts)
      // is counted apart, as `later`.
      const loaded = closure(manifest, key);
      if (!key.includes('/features/auth/')) for (const chunk of shell) loaded.add(chunk);
      for (const chunk of startup) loaded.delete(chunk);
      const later = new Set();
      for (const lazy of manifest[key].dynamicImports ?? []) closure(manifest, lazy, later);
      for (const chunk of [...startup, ...loaded]) later.delete(chunk);
      return { route: key, gzipBytes: sum(loaded), files: files(loaded), laterGzipBytes: sum(later) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  return {
    startup: { gzipBytes: sum(startup), files: files(startup) },
    login: { gzipBytes: sum(login), files: files(login) },
    routes,
  };
}

/** The budgets a measurement breaks, each as a sentence (none when within budget). */
export function budgetProblems(measured) {
  const problems = [];
  if (measured.login.gzipBytes > budgets.login)
    problems.push(
      `the login page loads ${kB(measured.login.gzipBytes)} of JavaScript, over ${kB(budgets.login)}`,
    );
  for (const route of measured.routes) {
    if (route.gzipBytes > budgets.route)
      problems.push(
        `${route.route} loads ${kB(route.gzipBytes)} beyond the startup code, over ${kB(budgets.route)}`,
      );
    if (route.laterGzipBytes > budgets.route)
      problems.push(`${route.route} loads ${kB(route.laterGzipBytes)} lazily, over ${kB(budgets.route)}`);
  }
  if (measured.routes.length < 20)
    problems.push(`only ${measured.routes.length} routes found in the manifest`);
  return problems;
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
