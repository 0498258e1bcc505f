// Figure 4: JavaScript loaded by the login page, gzipped. Loads /user/user-login in headless Chromium
// (Debian's /usr/bin/chromium through Playwright), collects every JavaScript response until the network
// is idle (entry, modulepreloads, static imports and the lazy login route chunks alike), gzips each body
// with zlib (default level 6) and sums. Also reports what index.html references statically (script
// tags, modulepreload links and the chunks they import) as a cross-check. Target: under 150 kB
// (issue #18; 1 kB = 1000 bytes), the budget npm test holds (web-budget.mjs). Requests to anything but 127.0.0.1 fail to resolve (chromiumArgs).
// Standalone: node bench/login-page-js.mjs
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { headlessChromiumArgs } from '../e2e/support/chromium-args.mjs';
import {
  hasWebBuild,
  host,
  isMain,
  requireServerBuild,
  startBenchServer,
  webIndex,
  withTimeout,
} from './lib.mjs';
import { budgets } from './web-budget.mjs';

export const loginPageJsTarget = { gzipBytes: budgets.login };
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  ...headlessChromiumArgs,
  // Nothing but the bench's own server is reached: every other host fails to resolve. Done in the
  // browser's resolver, not by intercepting requests (Playwright's context.route), which sends each
  // request through the bench process and added 0.2-0.4 s to every measured page load.
  `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${host}`,
];

const gzipSize = (buffer) => gzipSync(buffer).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const kiB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What the browser fetches for the login page, measured in Chromium. */
async function measureInBrowser(baseUrl) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isScript = response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
      if (!isScript) return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: new URL(response.url()).pathname, status: response.status(), body }))
          .catch((error) => ({ url: new URL(response.url()).pathname, status: response.status(), error })),
      );
    });
    await page.goto(`${baseUrl}/user/user-login`, { waitUntil: 'networkidle', timeout: 30_000 });
    // The login form must be on screen: otherwise the figure would describe an error page.
    const loginFormShown = await page
      .locator('input[type="password"]')
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    await page.waitForLoadState('networkidle', { timeout: 15_000 });
    await page.waitForTimeout(500);
    const settled = await Promise.all(pending);
    const failed = settled.filter((entry) => entry.error || entry.status >= 400);
    if (failed.length > 0) {
      throw new Error(
        `Script responses failed: ${failed.map((entry) => `${entry.url} (${entry.status})`).join(', ')}`,
      );
    }
    const files = settled
      .map((entry) => ({ url: entry.url, rawBytes: entry.body.length, gzipBytes: gzipSize(entry.body) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { title: await page.title(), loginFormShown, files };
  } finally {
    await browser.close();
  }
}

/** What index.html references: script tags, modulepreload links, and their static imports, from disk. */
async function measureStatically() {
  const distDir = path.dirname(webIndex);
  const html = await readFile(webIndex, 'utf8');
  const queue = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)) queue.push(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?modulepreload/i.test(match[0])) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(match[0]);
    if (href) queue.push(href[1]);
  }
  const seen = new Map();
  while (queue.length > 0) {
    const reference = queue.shift();
    if (/^[a-z]+:\/\//i.test(reference)) continue;
    const file = path.join(distDir, reference.split('?')[0].replace(/^\//, ''));
    if (seen.has(file) || !existsSync(file)) continue;
    const body = await readFile(file);
    seen.set(file, {
      url: `/${path.relative(distDir, file).split(path.sep).join('/')}`,
      rawBytes: body.length,
      gzipBytes: gzipSize(body),
    });
    // Static imports only: `import ... from "./x.js"`, `import "./x.js"`, `export ... from "./x.js"`.
    const code = body.toString('utf8');
    for (const match of code.matchAll(
      /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g,
    )) {
      queue.push(
        path.posix.join(
          path.posix.dirname(`/${path.relative(distDir, file).split(path.sep).join('/')}`),
          match[1],
        ),
      );
    }
  }
  return { files: [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes) };
}

const total = (files, key) => files.reduce((sum, file) => sum + file[key], 0);

export async function benchLoginPageJs(baseUrl) {
  const statics = await measureStatically();
  const staticSummary = {
    files: statics.files,
    rawBytes: total(statics.files, 'rawBytes'),
    gzipBytes: total(statics.files, 'gzipBytes'),
  };
  if (!existsSync(chromiumPath)) {
    return {
      method: `index.html script tags, modulepreloads and static imports (no ${chromiumPath}: lazy chunks not counted)`,
      target: `< ${kB(loginPageJsTarget.gzipBytes)} gzipped`,
      gzipBytes: staticSummary.gzipBytes,
      rawBytes: staticSummary.rawBytes,
      pass: staticSummary.gzipBytes < loginPageJsTarget.gzipBytes,
      files: statics.files,
      static: staticSummary,
    };
  }
  const browser = await withTimeout(measureInBrowser(baseUrl), 60_000, 'Loading the login page in Chromium');
  const gzipBytes = total(browser.files, 'gzipBytes');
  return {
    method: 'every JavaScript response of /user/user-login in headless Chromium, gzipped one by one',
    target: `< ${kB(loginPageJsTarget.gzipBytes)} gzipped`,
    gzipBytes,
    rawBytes: total(browser.files, 'rawBytes'),
    pass: gzipBytes < loginPageJsTarget.gzipBytes && browser.loginFormShown,
    pageTitle: browser.title,
    loginFormShown: browser.loginFormShown,
    files: browser.files,
    static: staticSummary,
  };
}

export function describeLoginPageJs(result) {
  return [
    `Login page JavaScript: ${kB(result.gzipBytes)} = ${kiB(result.gzipBytes)} gzipped (${kB(result.rawBytes)} raw) in ${result.files.length} files`,
    ...(result.loginFormShown === false
      ? ['  WARNING: no password field appeared: the page may not be the login form']
      : []),
    ...result.files.map((file) => `    ${kB(file.gzipBytes).padStart(9)}  ${file.url}`),
    `  index.html and its static imports alone: ${kB(result.static.gzipBytes)} gzipped in ${result.static.files.length} files`,
    `  method: ${result.method}`,
  ];
}

export { kB, kiB };

if (isMain(import.meta.url)) {
  requireServerBuild();
  if (!hasWebBuild()) {
    console.log(
      'Skipped: the web app is not built (apps/web/dist/index.html is missing). Run npm run build.',
    );
  } else {
    const server = await startBenchServer();
    try {
      const result = await benchLoginPageJs(server.baseUrl);
      for (const line of describeLoginPageJs(result)) console.log(line);
      console.log(`Target ${result.target}: ${result.pass ? 'PASS' : 'MISS'}`);
    } finally {
      await server.dispose();
    }
  }
}
