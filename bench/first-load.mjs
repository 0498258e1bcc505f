// Issue #18 figures: the JavaScript of the login page and of the largest route (gzipped, from the
// build's manifest: web-budget.mjs, checked by scripts/check-web-budget.mjs), and how long the reports page and the item
// configuration screen take to become usable (signed in, with an empty browser cache and with the
// chunks already cached), median of 5 loads in headless Chromium after one warm-up load on a warm
// server, at a phone (390 px) and a desktop (1440 px) width. Usable: the reports page shows its first report's figures and chart; the item
// configuration screen shows the unit's list price (its selection has run). Targets: login under
// 150 kB, no route over 200 kB, reports usable under 1 s, item configuration under 700 ms.
// Standalone: node bench/first-load.mjs [--base-url http://127.0.0.1:3000 --dist <its apps/web/dist>]
// (default: a server of its own on a fresh database, from the build).

import { createServer } from 'node:http';
import {
  apiJson,
  argValue,
  hasWebBuild,
  host,
  isMain,
  loginToken,
  requireServerBuild,
  sleep,
  startBenchServer,
} from './lib.mjs';
import { chromiumArgs, chromiumPath } from './login-page-js.mjs';
import { budgets, kB, measureWebBudgets } from './web-budget.mjs';

export const firstLoadTargets = {
  loginGzipBytes: budgets.login,
  routeGzipBytes: budgets.route,
  reportsMs: 1000,
  itemConfigurationMs: 700,
};
const loads = 5;
const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The first line item of the rep's first project, whose configuration screen is measured. */
async function itemConfigurationPath(baseUrl) {
  const token = await loginToken(baseUrl);
  const { Projects } = await apiJson(baseUrl, token, 'POST', '/Project/search', {});
  const projectId = Projects?.[0]?.ProjectId;
  if (!projectId) throw new Error('The rep has no project');
  const schedules = await apiJson(baseUrl, token, 'GET', `/ProjectSchedule/GetByProjectId/${projectId}`);
  for (const schedule of schedules) {
    const items = await apiJson(
      baseUrl,
      token,
      'GET',
      `/ProjectScheduleLineItem/GetByProjectScheduleId/${schedule.ProjectScheduleId}`,
    );
    const item = items.find((row) => row.IsActive);
    if (item)
      return `/topmenu/project/project-detail/${projectId}/item-configuration/${item.ProjectScheduleLineItemId}`;
  }
  throw new Error(`Project ${projectId} has no active line item`);
}

/**
 * A browser window for the measured loads: one tab kept open in the context, so that each load opens
 * a new tab of an open window, as a link opened in a new tab does (ADR 52). A context with no page
 * open makes every new page a new window of its own, whose browser interface (the omnibox popup's
 * WebUI renderer among it) cost 1-2 s of CPU on this 2-core machine, in step with the measured
 * load. The window's own start-up work is left to end before a load is measured.
 */
async function openWindow(context) {
  const tab = await context.newPage();
  await sleep(windowSettleMs);
  return tab;
}
const windowSettleMs = 2000;

/**
 * Milliseconds from navigation start until `usable` holds in the page: a new tab of the context's
 * open window (openWindow), or `tab` itself when given (the same tab). With an empty cache each load
 * is a context of its own (signed in); with a warm cache the loads share one context, as a returning
 * visitor's browser keeps the chunks.
 */
async function timeToUsable(context, baseUrl, address, usable, tab = null) {
  const page = tab ?? (await context.newPage());
  try {
    if (tab) {
      // Same tab: from another page of the app, as a rep following a link or reloading.
      await tab.goto(`${baseUrl}/topmenu/help`);
      await tab.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.goto(`${baseUrl}${address}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(usable, undefined, { polling: 'raf', timeout: 30_000 });
    return Number(await handle.jsonValue());
  } finally {
    if (!tab) await page.close();
  }
}

/** Signs in through the login page once per width and keeps the session (local storage). */
async function signedInState(browser, baseUrl, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/user/user-login`);
  await page.getByRole('textbox', { name: 'Email' }).fill('rep@northwind.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('Demo#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/topmenu\/project\/$/);
  await page.getByTestId('signed-in-user').waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

// Run in the page: the time since navigation start once the screen is usable, else false.
const reportsUsable = () => {
  const figures = document.querySelector('[data-column]');
  const chart = document.querySelector('[data-testid="report-chart"] svg');
  return figures && chart ? performance.now() : false;
};
const itemConfigurationUsable = () => {
  const price = document.querySelector('[data-testid="unit-list-price"]');
  return price && /\$\d/.test(price.textContent ?? '') ? performance.now() : false;
};

/**
 * What the browser itself takes on this machine (not a target): a blank page with one script,
 * opened the same way as the screens (a new page of a signed-out context), median of `loads`, from
 * navigation start to the first frame after its script ran. The screens' figures vary with the
 * machine (a new renderer process, its first compile); this one tells how much of them is the
 * machine's.
 */
async function blankPageMs(browser) {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end('<!doctype html><h1>Blank</h1><script>window.ran = true;</script>');
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  const address = `http://${host}:${server.address().port}/`;
  const samples = [];
  try {
    for (let load = 0; load <= loads; load++) {
      const context = await browser.newContext();
      try {
        await openWindow(context);
        const page = await context.newPage();
        await page.goto(address, { waitUntil: 'commit' });
        const handle = await page.waitForFunction(() => (window.ran ? performance.now() : false), undefined, {
          polling: 'raf',
        });
        const ms = Number(await handle.jsonValue());
        if (load > 0) samples.push(ms); // the first is the warm-up
      } finally {
        await context.close();
      }
    }
  } finally {
    server.close();
  }
  return { medianMs: median(samples), samples };
}

export async function benchFirstLoad(baseUrl, distDir = undefined) {
  const measured = measureWebBudgets(distDir);
  const largest = measured.routes[0];
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  const screens = [
    {
      name: 'reports',
      address: '/topmenu/reports',
      usable: reportsUsable,
      targetMs: firstLoadTargets.reportsMs,
    },
    {
      name: 'item configuration',
      address: await itemConfigurationPath(baseUrl),
      usable: itemConfigurationUsable,
      targetMs: firstLoadTargets.itemConfigurationMs,
    },
  ];
  const timings = [];
  let blank = null;
  try {
    blank = await blankPageMs(browser);
    for (const { name: width, viewport } of widths) {
      const state = await signedInState(browser, baseUrl, viewport);
      for (const screen of screens) {
        // empty / warm: each load in a new tab of an open window (a new renderer process), as a link
        // opened in a new tab; same tab: the warm cache, loads in one tab (printed beside, not part of
        // the targets).
        for (const cache of ['empty', 'warm', 'same tab']) {
          // No request interception: other hosts fail to resolve in the browser (chromiumArgs, ADR 51).
          const shared =
            cache !== 'empty' ? await browser.newContext({ viewport, storageState: state }) : null;
          const openTab = shared ? await openWindow(shared) : null;
          const tab = cache === 'same tab' ? openTab : null;
          const once = async () => {
            const context = shared ?? (await browser.newContext({ viewport, storageState: state }));
            if (!shared) await openWindow(context);
            try {
              return await timeToUsable(context, baseUrl, screen.address, screen.usable, tab);
            } finally {
              if (!shared) await context.close();
            }
          };
          const samples = [];
          try {
            await once(); // warm-up (the server's caches; the browser's too for a warm cache)
            for (let load = 0; load < loads; load++) samples.push(await once());
          } catch (error) {
            throw new Error(
              `${screen.name} (${screen.address}) at ${width} width, ${cache} cache, load ${samples.length + 1}: ${error.message}`,
            );
          }
          await shared?.close();
          timings.push({
            screen: screen.name,
            width,
            cache,
            medianMs: median(samples),
            samples,
            targetMs: screen.targetMs,
          });
        }
      }
    }
  } finally {
    await browser.close();
  }
  return {
    loginGzipBytes: measured.login.gzipBytes,
    largestRoute: largest,
    timings,
    blank,
    pass:
      measured.login.gzipBytes < firstLoadTargets.loginGzipBytes &&
      largest.gzipBytes < firstLoadTargets.routeGzipBytes &&
      timings.every((timing) => timing.cache === 'same tab' || timing.medianMs < timing.targetMs),
  };
}

export function describeFirstLoad(result) {
  return [
    `Login page JavaScript: ${kB(result.loginGzipBytes)} gzipped (target < ${kB(firstLoadTargets.loginGzipBytes)}, held by npm test)`,
    `Largest route JavaScript beyond the startup code: ${kB(result.largestRoute.gzipBytes)} (${result.largestRoute.route}; target < ${kB(firstLoadTargets.routeGzipBytes)})`,
    `A blank page opened the same way (what the browser itself takes on this machine, not a target): median ${Math.round(result.blank.medianMs)} ms of ${result.blank.samples.length} loads (${result.blank.samples.map((ms) => Math.round(ms)).join(', ')})`,
    ...result.timings.map(
      (timing) =>
        `${timing.screen} usable at ${timing.width} width, ${timing.cache === 'same tab' ? 'warm cache, same tab (not a target)' : `${timing.cache} browser cache`}: median ${Math.round(timing.medianMs)} ms of ${timing.samples.length} loads (${timing.samples.map((ms) => Math.round(ms)).join(', ')}; target < ${timing.targetMs} ms)`,
    ),
  ];
}

if (isMain(import.meta.url)) {
  const given = argValue('--base-url', null);
  if (!given) requireServerBuild();
  if (!hasWebBuild()) {
    console.log(
      'Skipped: the web app is not built (apps/web/dist/index.html is missing). Run npm run build.',
    );
  } else {
    const server = given ? null : await startBenchServer();
    try {
      const result = await benchFirstLoad(given ?? server.baseUrl, argValue('--dist', undefined));
      for (const line of describeFirstLoad(result)) console.log(line);
      console.log(`Targets: ${result.pass ? 'PASS' : 'MISS'}`);
    } finally {
      await server?.dispose();
    }
  }
}
